import crypto from 'node:crypto';
import { ADMIN_ROLE, type TLanguage } from '@fleet/contracts';
import type { SessionRepository } from './session-repository.js';

/** The signed-in user a request acts for. */
export interface Actor {
  userId: number;
  username: string;
  role: string;
  isAdmin: boolean;
  /** The user's language: addresses and other server-made words are said in it. */
  language: TLanguage;
  tokenHash: string;
}

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** Opaque 256-bit tokens, stored only as their SHA-256, with expiry and revocation. */
export function sessionService(sessions: SessionRepository, ttlHours: number) {
  return {
    async open(userId: number): Promise<{ token: string; expiresAt: Date }> {
      const token = crypto.randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + ttlHours * 3_600_000);
      await sessions.insert(hashToken(token), userId, expiresAt);
      return { token, expiresAt };
    },
    async authenticate(token: string): Promise<Actor | null> {
      const tokenHash = hashToken(token);
      const row = await sessions.findLive(tokenHash);
      if (!row) return null;
      return {
        userId: row.user_id,
        username: row.username,
        role: row.role,
        isAdmin: row.role === ADMIN_ROLE,
        language: row.language === 'en' ? 'en' : 'vi',
        tokenHash,
      };
    },
    close: (actor: Actor) => sessions.revoke(actor.tokenHash),
    closeAllOf: (userId: number, except?: Actor) =>
      sessions.revokeAllOfUser(userId, except?.tokenHash),
  };
}

export type SessionService = ReturnType<typeof sessionService>;
