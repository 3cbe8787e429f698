import type { Queryable } from '../../../db/database.js';
import { one } from '../../../db/database.js';

export interface NoticeRow {
  id: number;
  kind: string;
  content: string;
  params: Record<string, string | number>;
  link: string | null;
  created_at: Date;
}

/** An audience page no page is called: only admins (who see every notice) see the notice. */
export const ADMINS_ONLY = '@admins';

export interface NewNotice {
  kind: string;
  content: string;
  params?: Record<string, string | number>;
  link?: string | null;
  audiencePage?: string | null;
  audienceUsername?: string | null;
  /** A notice about a truck: seen only by users granted it (on top of the audience above). */
  truckId?: number | null;
  /** A notice about a warehouse channel (`ip:channel`): seen only by holders of that channel. */
  channelKey?: string | null;
}

/**
 * Who sees a notice: everyone (no audience), holders of a page, or one user; a notice about a
 * truck or a warehouse channel only if the viewer is also granted it. Admin sees all.
 */
export interface NoticeViewer {
  username: string;
  isAdmin: boolean;
  pages: string[];
  /** `null`: every truck. */
  truckIds: number[] | null;
  /** `null`: every warehouse channel. */
  channelKeys: string[] | null;
}

const VISIBLE = `($1::boolean
   or (((audience_page is null and audience_username is null)
         or audience_page = any($2::text[])
         or lower(audience_username) = lower($3))
       and (truck_id is null or $4::int[] is null or truck_id = any($4::int[]))
       and (channel_key is null or $5::text[] is null or channel_key = any($5::text[]))))`;

export function noticeRepository(db: Queryable) {
  const visibility = (viewer: NoticeViewer) => [
    viewer.isAdmin,
    viewer.pages,
    viewer.username,
    viewer.truckIds,
    viewer.channelKeys,
  ];
  return {
    insert(notice: NewNotice): Promise<NoticeRow> {
      return one(
        db.query<NoticeRow>(
          `insert into notices (kind, content, params, link, audience_page, audience_username,
                               truck_id, channel_key)
           values ($1, $2, $3, $4, $5, $6, $7, $8)
           returning id, kind, content, params, link, created_at`,
          [
            notice.kind,
            notice.content,
            JSON.stringify(notice.params ?? {}),
            notice.link ?? null,
            notice.audiencePage ?? null,
            notice.audienceUsername ?? null,
            notice.truckId ?? null,
            notice.channelKey ?? null,
          ],
        ),
      );
    },
    async list(viewer: NoticeViewer, limit: number, offset: number) {
      const [rows, total] = await Promise.all([
        db.query<NoticeRow>(
          `select id, kind, content, params, link, created_at from notices
            where ${VISIBLE} order by created_at desc, id desc limit $6 offset $7`,
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
          `select count(*)::int as n from notices where ${VISIBLE} and created_at > $6`,
          [...visibility(viewer), since],
        ),
      );
      return row.n;
    },
  };
}

export type NoticeRepository = ReturnType<typeof noticeRepository>;
