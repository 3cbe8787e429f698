import { DOMAIN_SETTINGS_DEFAULTS, ZDomainSettings, type TDomainSettings } from '@fleet/contracts';
import type { Database } from '../../db/database.js';

/** Other instances' changes show within this; this instance's at once. */
const CACHE_TTL_MS = 30_000;
const DOMAIN_KEY = 'domain';

/**
 * The thresholds of domain-vietnam.md as one admin setting. A stored value is laid over the
 * defaults, so a setting added later takes its default until an admin changes it.
 */
export function settingsService(db: Database) {
  let cached: { value: TDomainSettings; until: number } | null = null;

  async function load(): Promise<TDomainSettings> {
    const [row] = await db.query<{ value: Partial<TDomainSettings> }>(
      'select value from settings where key = $1',
      [DOMAIN_KEY],
    );
    const merged = ZDomainSettings.safeParse({ ...DOMAIN_SETTINGS_DEFAULTS, ...row?.value });
    // A stored value that no longer validates (rules tightened) falls back to the defaults.
    return merged.success ? merged.data : { ...DOMAIN_SETTINGS_DEFAULTS };
  }

  async function domain(): Promise<TDomainSettings> {
    if (!cached || cached.until < Date.now())
      cached = { value: await load(), until: Date.now() + CACHE_TTL_MS };
    return cached.value;
  }

  return {
    domain,
    async updateDomain(value: TDomainSettings, username: string): Promise<TDomainSettings> {
      await db.query(
        `insert into settings (key, value, updated_at, updated_by) values ($1, $2, now(), $3)
         on conflict (key) do update set value = excluded.value, updated_at = now(),
           updated_by = excluded.updated_by`,
        [DOMAIN_KEY, JSON.stringify(value), username],
      );
      cached = null;
      return domain();
    },
  };
}

export type SettingsService = ReturnType<typeof settingsService>;
