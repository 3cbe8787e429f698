const MINUTE_S = 60;

export interface TLimit {
  /** The attempts counted together: several limits may read one counter with other maxima. */
  counter: string;
  /** Attempts allowed in the window; the next one is answered 429. */
  max: number;
  windowS: number;
}

/**
 * Every throttle of the console, in one place (decisions.md "Throttling that neither leaks nor
 * locks out"). An address is the client's (TRUST_PROXY decides which); IPv6 counts by /64.
 *
 * Sign-in counts failed attempts only (a right password removes its own count):
 * - one address guessing one account: 5 in 15 min;
 * - one address guessing across accounts: 20 in 15 min;
 * - one account guessed from anywhere is never locked: past 50 failures in 15 min it is
 *   "under attack" and each address gets 1 failure on it instead of 5. A real user on an
 *   address that has not failed still signs in; a botnet is slowed fivefold.
 * A right password also forgives the earlier failures of that address on that account.
 *
 * Changing one's password counts wrong current passwords, per user and per address.
 * The public account-request form counts every request, per address and in all.
 * Reverse geocoding (POST /api/geocode/reverse) counts every request per user.
 */
export const LIMITS = {
  loginAddressUser: { counter: 'login:address+user', max: 5, windowS: 15 * MINUTE_S },
  loginAddress: { counter: 'login:address', max: 20, windowS: 15 * MINUTE_S },
  loginUser: { counter: 'login:user', max: 50, windowS: 15 * MINUTE_S },
  loginAddressUserUnderAttack: { counter: 'login:address+user', max: 1, windowS: 15 * MINUTE_S },
  passwordUser: { counter: 'password:user', max: 5, windowS: 15 * MINUTE_S },
  passwordAddress: { counter: 'password:address', max: 20, windowS: 15 * MINUTE_S },
  accountRequestAddress: { counter: 'account-request:address', max: 5, windowS: 60 * MINUTE_S },
  // A flood from many addresses would bury the user managers in request notices.
  accountRequestAll: { counter: 'account-request:all', max: 200, windowS: 60 * MINUTE_S },
  // The web asks one address per selected truck; a script looping on it is slowed, not the map.
  geocodeUser: { counter: 'geocode:user', max: 120, windowS: MINUTE_S },
} as const satisfies Record<string, TLimit>;

export type TLimitName = keyof typeof LIMITS;

/** Rows older than this count for no limit and are pruned. */
export const LONGEST_WINDOW_S = Math.max(...Object.values(LIMITS).map((limit) => limit.windowS));
