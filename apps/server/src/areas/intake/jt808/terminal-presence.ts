import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/database.js';

/** Where the connections of terminals are held across instances (`jt808_connections`). */
export interface TerminalPresence {
  /** This instance holds the terminal's connection now / no longer holds that connection. */
  up(deviceId: string, connectionId: string): void;
  down(deviceId: string, connectionId: string): void;
  /** No instance holds the terminal any more (an admin released it). */
  forget(deviceId: string): Promise<void>;
  /** The internal URL of the instance holding the terminal, if any. */
  ownerOf(deviceId: string): Promise<string | null>;
  /** The address the other instances reach this one at (known once it listens). */
  advertise(url: string): Promise<void>;
  flush(): Promise<void>;
}

/** Changes are written together this often: 10,000 terminals connecting is a few statements. */
const FLUSH_MS = 200;

/** One instance, one database (PGlite): the registry's own map says it all. */
export const localPresence = (): TerminalPresence => ({
  up: () => {},
  down: () => {},
  forget: async () => {},
  ownerOf: async () => null,
  advertise: async () => {},
  flush: async () => {},
});

/**
 * PostgreSQL: one row per terminal names the instance that holds its connection. Rows are
 * written in batches (a connection's changes in order, the last one kept); a connection
 * closing removes only its own row, never that of the newer connection that took over.
 */
export function sharedPresence(db: Database, log: FastifyBaseLogger): TerminalPresence {
  let self: string | null = null;
  const changes = new Map<string, { connectionId: string; up: boolean }>();
  let timer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> = Promise.resolve();

  function change(deviceId: string, connectionId: string, up: boolean): void {
    if (!self) return;
    const before = changes.get(deviceId);
    // A close of a connection that was never written cancels nothing else.
    if (!up && before?.up && before.connectionId !== connectionId) return;
    changes.set(deviceId, { connectionId, up });
    timer ??= setTimeout(() => void flush(), FLUSH_MS);
  }

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    if (changes.size === 0) return flushing;
    const batch = [...changes];
    changes.clear();
    const ups = batch.filter(([, c]) => c.up);
    const downs = batch.filter(([, c]) => !c.up);
    flushing = flushing.then(async () => {
      try {
        if (ups.length > 0)
          await db.query(
            `insert into jt808_connections (device_id, connection_id, instance_url)
             select d, c, $3 from unnest($1::text[], $2::text[]) as u(d, c) order by d
             on conflict (device_id) do update set instance_url = excluded.instance_url,
               connection_id = excluded.connection_id, connected_at = now()`,
            [ups.map(([d]) => d), ups.map(([, c]) => c.connectionId), self],
          );
        if (downs.length > 0)
          await db.query(
            `delete from jt808_connections j using unnest($1::text[], $2::text[]) as u(d, c)
              where j.device_id = u.d and j.connection_id = u.c`,
            [downs.map(([d]) => d), downs.map(([, c]) => c.connectionId)],
          );
      } catch (error) {
        // A lost change heals at the terminal's next connection; commands say "offline".
        log.warn({ err: error }, 'JT/T 808 connection registry not written');
      }
    });
    return flushing;
  }

  return {
    up: (deviceId, connectionId) => change(deviceId, connectionId, true),
    down: (deviceId, connectionId) => change(deviceId, connectionId, false),
    async forget(deviceId) {
      changes.delete(deviceId);
      await flushing;
      await db.query('delete from jt808_connections where device_id = $1', [deviceId]);
    },
    async ownerOf(deviceId) {
      const [row] = await db.query<{ instance_url: string }>(
        'select instance_url from jt808_connections where device_id = $1',
        [deviceId],
      );
      return row?.instance_url ?? null;
    },
    async advertise(url) {
      self = url;
      // Rows of this address left by a process that died are not connections any more.
      await db.query('delete from jt808_connections where instance_url = $1', [url]);
    },
    flush,
  };
}
