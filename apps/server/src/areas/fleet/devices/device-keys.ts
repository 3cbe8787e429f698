import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../../db/database.js';

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

/** Per-device API keys of the batch endpoint; only their SHA-256 is stored. */
export function deviceKeys(db: Database) {
  const cache = new Map<string, { deviceId: string | null; until: number }>();
  return {
    /** Creates or replaces the key of a device; the key is shown this once. */
    async rotate(deviceId: string): Promise<string> {
      const key = randomBytes(32).toString('base64url');
      await db.query(
        `insert into device_keys (device_id, key_hash) values ($1, $2)
         on conflict (device_id) do update set key_hash = excluded.key_hash, created_at = now()`,
        [deviceId, hashOf(key)],
      );
      cache.clear();
      return key;
    },
    /** The device a key belongs to, or null. Cached for a few seconds. */
    async deviceOf(key: string): Promise<string | null> {
      const hash = hashOf(key);
      const hit = cache.get(hash);
      if (hit && hit.until > Date.now()) return hit.deviceId;
      const [row] = await db.query<{ device_id: string }>(
        'select device_id from device_keys where key_hash = $1',
        [hash],
      );
      const deviceId = row?.device_id ?? null;
      if (cache.size > 10_000) cache.clear();
      cache.set(hash, { deviceId, until: Date.now() + 5_000 });
      return deviceId;
    },
  };
}

export type DeviceKeys = ReturnType<typeof deviceKeys>;
