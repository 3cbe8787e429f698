import crypto from 'node:crypto';
import type { Database } from '../../../db/database.js';
import type { SecretBox } from '../../platform/index.js';
import type { ZaloSetup } from './channel-settings.js';

/** An access token in use and the refresh it came from. */
export interface ZaloToken {
  access: string;
  version: number;
}

interface Row {
  access_sealed: string | null;
  refresh_sealed: string;
  expires_at: Date | null;
  version: number;
  seeded_from: string;
}

/** Refreshed this long before Zalo's expiry, so no send carries a token about to die. */
const EARLY_MS = 5 * 60_000;
/** One instance refreshes at a time; a refresh cut short by a crash frees it after this. */
const LEASE_SECONDS = 60;
const REFRESH_TIMEOUT_MS = 30_000;

const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/**
 * The Zalo OA's tokens (migration 0039): the access token lasts about 25 hours and is renewed
 * at `oauth_url/v4/oa/access_token` with the refresh token, which each renewal replaces (the old
 * one no longer works). The pair is kept sealed in the database for every instance; one
 * instance renews at a time (a lease on the row), the others take what it stored.
 */
export function zaloTokens(db: Database, box: SecretBox) {
  async function row(appId: string): Promise<Row | null> {
    const [found] = await db.query<Row>(
      `select access_sealed, refresh_sealed, expires_at, version, seeded_from
         from zalo_oa_tokens where app_id = $1`,
      [appId],
    );
    return found ?? null;
  }

  /** Takes a refresh token given anew (the admin screen, ZALO_REFRESH_TOKEN changed). */
  async function seed(appId: string, refreshToken: string): Promise<void> {
    await db.query(
      `insert into zalo_oa_tokens (app_id, refresh_sealed, seeded_from) values ($1, $2, $3)
       on conflict (app_id) do update
         set access_sealed = null, refresh_sealed = excluded.refresh_sealed, expires_at = null,
             version = zalo_oa_tokens.version + 1, refreshing_until = null,
             seeded_from = excluded.seeded_from, updated_at = now()`,
      [appId, box.seal(refreshToken), hashOf(refreshToken)],
    );
  }

  /** The environment's refresh token, taken when it is not the one the stored pair came from. */
  async function seedFromSetup(setup: ZaloSetup): Promise<void> {
    if (!setup.seedRefreshToken) return;
    const stored = await row(setup.appId);
    if (stored?.seeded_from === hashOf(setup.seedRefreshToken)) return;
    await seed(setup.appId, setup.seedRefreshToken);
  }

  /**
   * Renews the pair of `version` at `now`; answers the new access token, or null when another
   * instance is renewing it (try later). A pair renewed meanwhile is answered as it is.
   */
  async function refresh(setup: ZaloSetup, version: number, now: Date): Promise<ZaloToken | null> {
    const [claimed] = await db.query<{ refresh_sealed: string }>(
      `update zalo_oa_tokens set refreshing_until = now() + make_interval(secs => $3)
        where app_id = $1 and version = $2
          and (refreshing_until is null or refreshing_until < now())
        returning refresh_sealed`,
      [setup.appId, version, LEASE_SECONDS],
    );
    if (!claimed) {
      const stored = await row(setup.appId);
      return stored && stored.version !== version && stored.access_sealed
        ? { access: box.open(stored.access_sealed), version: stored.version }
        : null;
    }
    try {
      const renewed = await renew(setup, box.open(claimed.refresh_sealed));
      const next = version + 1;
      await db.query(
        `update zalo_oa_tokens
            set access_sealed = $3, refresh_sealed = $4, expires_at = $5, version = $6,
                refreshing_until = null, updated_at = now()
          where app_id = $1 and version = $2`,
        [
          setup.appId,
          version,
          box.seal(renewed.access),
          box.seal(renewed.refresh),
          new Date(now.getTime() + renewed.expiresInS * 1000),
          next,
        ],
      );
      return { access: renewed.access, version: next };
    } catch (error) {
      await db.query(
        `update zalo_oa_tokens set refreshing_until = null where app_id = $1 and version = $2`,
        [setup.appId, version],
      );
      throw error;
    }
  }

  /** Sends of this instance waiting on one renewal share it (one call to Zalo). */
  let renewing: { version: number; promise: Promise<ZaloToken | null> } | null = null;
  function refreshOnce(setup: ZaloSetup, version: number, now: Date): Promise<ZaloToken | null> {
    if (renewing?.version === version) return renewing.promise;
    const promise = refresh(setup, version, now).finally(() => {
      if (renewing?.promise === promise) renewing = null;
    });
    renewing = { version, promise };
    return promise;
  }

  return {
    seed,
    refresh: refreshOnce,
    /** The access token to send with at `now`, renewed first when it is missing or expiring. */
    async current(setup: ZaloSetup, now: Date): Promise<ZaloToken | null> {
      await seedFromSetup(setup);
      const stored = await row(setup.appId);
      if (!stored) throw new Error('Zalo has no refresh token: give one in the settings');
      const fresh =
        stored.access_sealed &&
        stored.expires_at &&
        stored.expires_at.getTime() - EARLY_MS > now.getTime();
      if (fresh) return { access: box.open(stored.access_sealed!), version: stored.version };
      return refreshOnce(setup, stored.version, now);
    },
    /** When the access token expires, and whether there is a refresh token at all. */
    async state(appId: string): Promise<{ expiresAt: Date | null; hasRefresh: boolean }> {
      const stored = appId ? await row(appId) : null;
      return { expiresAt: stored?.expires_at ?? null, hasRefresh: !!stored };
    },
  };
}

export type ZaloTokens = ReturnType<typeof zaloTokens>;

const field = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * POST oauth.zaloapp.com/v4/oa/access_token (form: refresh_token, app_id,
 * grant_type=refresh_token; header secret_key): `{access_token, refresh_token, expires_in}`,
 * or `{error, error_name, error_description}`.
 */
async function renew(
  setup: ZaloSetup,
  refreshToken: string,
): Promise<{ access: string; refresh: string; expiresInS: number }> {
  const response = await fetch(new URL('/v4/oa/access_token', setup.oauthUrl), {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      secret_key: setup.secretKey ?? '',
    },
    body: new URLSearchParams({
      refresh_token: refreshToken,
      app_id: setup.appId,
      grant_type: 'refresh_token',
    }).toString(),
    signal: AbortSignal.timeout(REFRESH_TIMEOUT_MS),
  });
  const text = await response.text();
  let body: {
    access_token?: unknown;
    refresh_token?: unknown;
    expires_in?: unknown;
    error?: unknown;
    error_name?: unknown;
  };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    throw new Error(`Zalo's token service answered ${response.status}`);
  }
  if (
    !response.ok ||
    typeof body.access_token !== 'string' ||
    typeof body.refresh_token !== 'string'
  )
    throw new Error(
      `Zalo refused to renew the token (${response.status}, ${field(body.error)} ${field(body.error_name)})`.trim(),
    );
  const expiresInS = Number(body.expires_in);
  return {
    access: body.access_token,
    refresh: body.refresh_token,
    expiresInS: Number.isFinite(expiresInS) && expiresInS > 0 ? expiresInS : 25 * 3600,
  };
}
