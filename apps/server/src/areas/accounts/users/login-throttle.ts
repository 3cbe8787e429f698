import { addressKey, type Throttle, type TCount } from '../../platform/index.js';

/** A counted password check: a failure leaves its count, a success removes it. */
export interface PasswordAttempt {
  succeeded(): Promise<void>;
}

/** The sign-in and change-password rules of `throttle/limits.ts`; refusals throw 429. */
export function loginThrottle(throttle: Throttle) {
  return {
    async login(username: string, address: string): Promise<PasswordAttempt> {
      const user = username.toLowerCase();
      const from = addressKey(address);
      const pair: TCount = { limit: 'loginAddressUser', subject: `${from} ${user}` };
      const attempt = await throttle.attempt([
        pair,
        { limit: 'loginAddressUserUnderAttack', subject: pair.subject },
        { limit: 'loginAddress', subject: from },
        { limit: 'loginUser', subject: user },
      ]);
      const waits: number[] = [];
      for (const limit of ['loginAddressUser', 'loginAddress'] as const) {
        if (attempt.over(limit)) waits.push(attempt.waitS(limit));
      }
      // Under attack an account is not locked: only addresses that already failed on it wait.
      if (attempt.over('loginUser') && attempt.over('loginAddressUserUnderAttack')) {
        waits.push(
          Math.min(attempt.waitS('loginUser'), attempt.waitS('loginAddressUserUnderAttack')),
        );
      }
      if (waits.length > 0) await attempt.refuse(Math.max(...waits));
      return {
        async succeeded() {
          await attempt.forgive();
          await throttle.clear([pair]);
        },
      };
    },

    async changePassword(userId: number, address: string): Promise<PasswordAttempt> {
      const user: TCount = { limit: 'passwordUser', subject: String(userId) };
      const attempt = await throttle.take([
        user,
        { limit: 'passwordAddress', subject: addressKey(address) },
      ]);
      return {
        async succeeded() {
          await attempt.forgive();
          await throttle.clear([user]);
        },
      };
    },
  };
}
