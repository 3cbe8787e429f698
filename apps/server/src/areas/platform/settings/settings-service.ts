import {
  DOMAIN_SETTINGS_DEFAULTS,
  retentionOf,
  ZDomainSettings,
  type TDomainSettings,
} from '@fleet/contracts';
import type { SettingsStore } from './settings-store.js';

/** Other instances' changes show within this; this instance's at once. */
const CACHE_TTL_MS = 30_000;
const DOMAIN_KEY = 'domain';

/**
 * The thresholds of domain-vietnam.md as one admin setting. A stored value is laid over the
 * defaults, so a setting added later takes its default until an admin changes it.
 */
export function settingsService(store: SettingsStore) {
  let cached: { value: TDomainSettings; until: number } | null = null;

  async function load(): Promise<TDomainSettings> {
    const stored = (await store.read(DOMAIN_KEY)) as Partial<TDomainSettings> | undefined;
    // Retention below the legal floors (a row changed by hand) is read as the floor.
    const merged = ZDomainSettings.safeParse({
      ...DOMAIN_SETTINGS_DEFAULTS,
      ...stored,
      ...retentionOf(stored ?? {}),
    });
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
    /** Reads the setting again on next use (changed by another thread of this instance). */
    forget(): void {
      cached = null;
    },
    async updateDomain(value: TDomainSettings, username: string): Promise<TDomainSettings> {
      await store.write(DOMAIN_KEY, value, username);
      cached = null;
      return domain();
    },
  };
}

export type SettingsService = ReturnType<typeof settingsService>;
