import type { Database } from '../../../db/database.js';
import { maybeOne } from '../../../db/database.js';

export interface SessionRow {
  user_id: number;
  username: string;
  role: string;
  language: string;
}

export function sessionRepository(db: Database) {
  return {
    async insert(tokenHash: string, userId: number, expiresAt: Date): Promise<void> {
      await db.query('insert into sessions (token_hash, user_id, expires_at) values ($1, $2, $3)', [
        tokenHash,
        userId,
        expiresAt,
      ]);
    },
    findLive(tokenHash: string): Promise<SessionRow | undefined> {
      return maybeOne(
        db.query<SessionRow>(
          `select u.id as user_id, u.username, u.role, u.language
             from sessions s join users u on u.id = s.user_id
            where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now()
              and u.deleted_at is null`,
          [tokenHash],
        ),
      );
    },
    async revoke(tokenHash: string): Promise<void> {
      await db.query('update sessions set revoked_at = now() where token_hash = $1', [tokenHash]);
    },
    async revokeAllOfUser(userId: number, exceptTokenHash?: string): Promise<void> {
      await db.query(
        `update sessions set revoked_at = now()
          where user_id = $1 and revoked_at is null and token_hash <> coalesce($2, '')`,
        [userId, exceptTokenHash ?? null],
      );
    },
  };
}

export type SessionRepository = ReturnType<typeof sessionRepository>;
