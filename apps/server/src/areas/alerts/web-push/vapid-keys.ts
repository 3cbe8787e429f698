import webpush from 'web-push';
import type { Queryable } from '../../../db/database.js';
import { settingsStore } from '../../platform/index.js';

const SETTINGS_KEY = 'web_push_vapid';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

interface Deps {
  db: Queryable;
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, when set: they win over the kept pair. */
  configured: VapidKeys | null;
}

/**
 * The server's VAPID key pair: the environment's, else one generated once and kept in the
 * settings table (read by no route: `settings` values reach clients only through their own
 * services). The first instance to need it writes it; the others read that one.
 */
export function vapidKeys({ db, configured }: Deps) {
  let loaded: Promise<VapidKeys> | null = null;

  async function load(): Promise<VapidKeys> {
    if (configured) return configured;
    const generated = webpush.generateVAPIDKeys();
    await db.query(
      `insert into settings (key, value, updated_at, updated_by) values ($1, $2, now(), 'system')
       on conflict (key) do nothing`,
      [SETTINGS_KEY, JSON.stringify(generated)],
    );
    const kept = (await settingsStore(db).read(SETTINGS_KEY)) as VapidKeys | undefined;
    if (!kept) throw new Error('The VAPID keys could not be kept');
    return kept;
  }

  return function keys(): Promise<VapidKeys> {
    loaded ??= load().catch((error: unknown) => {
      loaded = null;
      throw error;
    });
    return loaded;
  };
}

export type VapidKeysOf = ReturnType<typeof vapidKeys>;

/** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (checked together by the config), else null. */
export const configuredVapidKeys = (config: {
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
}): VapidKeys | null =>
  config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY
    ? { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY }
    : null;

/** Who push services may write to about our notices: the console's https address, else a mailbox. */
export const vapidSubjectOf = (publicUrl: string | undefined): string =>
  publicUrl?.startsWith('https://') ? publicUrl : 'mailto:alerts@fleet-console.invalid';
