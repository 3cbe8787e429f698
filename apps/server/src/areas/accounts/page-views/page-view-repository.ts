import type { Database } from '../../../db/database.js';

export function pageViewRepository(db: Database) {
  return {
    async record(username: string, path: string): Promise<void> {
      await db.query('insert into page_views (username, path) values ($1, $2)', [username, path]);
    },
    list(username: string | undefined, limit: number) {
      return db.query<{ username: string; path: string; at: Date }>(
        `select username, path, at from page_views where ($1::text is null or username = $1)
          order by at desc, id desc limit $2`,
        [username ?? null, limit],
      );
    },
  };
}
