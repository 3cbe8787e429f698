import type { Database } from '../../db/database.js';
import { one } from '../../db/database.js';

/** Failed sign-ins allowed in the window before 429, per username and per address. */
export const LOGIN_LIMITS = { perUsername: 5, perAddress: 20, windowMinutes: 15 } as const;

/** Kept in the database so every instance sees the same count. */
export function loginThrottle(db: Database) {
  return {
    async isBlocked(username: string, address: string): Promise<boolean> {
      const row = await one(
        db.query<{ by_user: number; by_address: number }>(
          `select count(*) filter (where username = $1)::int as by_user,
                  count(*) filter (where address = $2)::int as by_address
             from login_failures
            where at > now() - make_interval(mins => $3) and (username = $1 or address = $2)`,
          [username.toLowerCase(), address, LOGIN_LIMITS.windowMinutes],
        ),
      );
      return row.by_user >= LOGIN_LIMITS.perUsername || row.by_address >= LOGIN_LIMITS.perAddress;
    },
    async recordFailure(username: string, address: string): Promise<void> {
      await db.query('insert into login_failures (username, address) values ($1, $2)', [
        username.toLowerCase(),
        address,
      ]);
    },
    async clear(username: string): Promise<void> {
      await db.query('delete from login_failures where username = $1', [username.toLowerCase()]);
    },
  };
}
