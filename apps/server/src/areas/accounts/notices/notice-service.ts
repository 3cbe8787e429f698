import { findPage, type TNotice } from '@fleet/contracts';
import type { Queryable } from '../../../db/database.js';
import type { TimeFormat } from '../../../time-format.js';
import type { AccessService } from '../access/access-service.js';
import type { Actor } from '../sessions/session-service.js';
import type { UserRepository } from '../users/user-repository.js';
import {
  noticeRepository,
  type NewNotice,
  type NoticeRepository,
  type NoticeViewer,
} from './notice-repository.js';

/**
 * The notice's link when the viewer may open the page it leads to (a notice about a granted
 * truck reaches people without that page); a link to no page of the console is kept.
 */
export function linkFor(link: string | null, pages: readonly string[]): string | null {
  if (link === null) return null;
  // A page's key is its path without the leading slash.
  const page = findPage((link.split(/[?#]/)[0] ?? '').slice(1));
  return !page || page.access === 'signed_in' || pages.includes(page.key) ? link : null;
}

export function noticeService(
  notices: NoticeRepository,
  users: UserRepository,
  access: AccessService,
  time: TimeFormat,
) {
  async function viewerOf(actor: Actor): Promise<NoticeViewer> {
    const [pages, trucks, channels] = await Promise.all([
      access.pagesOf(actor),
      access.keysOf(actor, 'truck'),
      access.keysOf(actor, 'ip_channel'),
    ]);
    return {
      username: actor.username,
      isAdmin: actor.isAdmin,
      pages: [...pages],
      truckIds: trucks === null ? null : [...trucks].map(Number).filter(Number.isInteger),
      channelKeys: channels === null ? null : [...channels],
    };
  }

  async function lastSeen(actor: Actor): Promise<Date> {
    return (await users.findById(actor.userId))?.last_notice_seen_at ?? new Date(0);
  }

  return {
    /**
     * The one way any feature tells people something (the bell and /notice-management);
     * inside `tx` when it must land together with what it tells about.
     */
    notify: (notice: NewNotice, tx?: Queryable) =>
      // The same table through the caller's transaction.
      (tx ? noticeRepository(tx) : notices).insert(notice),

    async list(actor: Actor, limit = 25, offset = 0): Promise<{ data: TNotice[]; total: number }> {
      const [viewer, seenAt] = await Promise.all([viewerOf(actor), lastSeen(actor)]);
      const { rows, total } = await notices.list(viewer, limit, offset);
      return {
        data: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          content: row.content,
          params: row.params,
          link: linkFor(row.link, viewer.pages),
          created_at: time.toWire(row.created_at),
          seen: row.created_at <= seenAt,
        })),
        total,
      };
    },

    async unseenCount(actor: Actor): Promise<number> {
      const [viewer, seenAt] = await Promise.all([viewerOf(actor), lastSeen(actor)]);
      return notices.countSince(viewer, seenAt);
    },

    markSeen: (actor: Actor) => users.markNoticesSeen(actor.userId),
  };
}

export type NoticeService = ReturnType<typeof noticeService>;
