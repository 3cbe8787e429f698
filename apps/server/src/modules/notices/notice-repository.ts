import type { Database } from '../../db/database.js';
import { one } from '../../db/database.js';

export interface NoticeRow {
  id: number;
  kind: string;
  content: string;
  params: Record<string, string | number>;
  link: string | null;
  created_at: Date;
}

export interface NewNotice {
  kind: string;
  content: string;
  params?: Record<string, string | number>;
  link?: string | null;
  audiencePage?: string | null;
  audienceUsername?: string | null;
}

/** Who sees a notice: everyone (no audience), holders of a page, or one user; admin sees all. */
export interface NoticeViewer {
  username: string;
  isAdmin: boolean;
  pages: string[];
}

const VISIBLE = `($1::boolean
   or (audience_page is null and audience_username is null)
   or audience_page = any($2::text[])
   or lower(audience_username) = lower($3))`;

export function noticeRepository(db: Database) {
  const visibility = (viewer: NoticeViewer) => [viewer.isAdmin, viewer.pages, viewer.username];
  return {
    insert(notice: NewNotice): Promise<NoticeRow> {
      return one(
        db.query<NoticeRow>(
          `insert into notices (kind, content, params, link, audience_page, audience_username)
           values ($1, $2, $3, $4, $5, $6) returning id, kind, content, params, link, created_at`,
          [
            notice.kind,
            notice.content,
            JSON.stringify(notice.params ?? {}),
            notice.link ?? null,
            notice.audiencePage ?? null,
            notice.audienceUsername ?? null,
          ],
        ),
      );
    },
    async list(viewer: NoticeViewer, limit: number, offset: number) {
      const [rows, total] = await Promise.all([
        db.query<NoticeRow>(
          `select id, kind, content, params, link, created_at from notices
            where ${VISIBLE} order by created_at desc, id desc limit $4 offset $5`,
          [...visibility(viewer), limit, offset],
        ),
        one(
          db.query<{ n: number }>(
            `select count(*)::int as n from notices where ${VISIBLE}`,
            visibility(viewer),
          ),
        ),
      ]);
      return { rows, total: total.n };
    },
    async countSince(viewer: NoticeViewer, since: Date): Promise<number> {
      const row = await one(
        db.query<{ n: number }>(
          `select count(*)::int as n from notices where ${VISIBLE} and created_at > $4`,
          [...visibility(viewer), since],
        ),
      );
      return row.n;
    },
  };
}
