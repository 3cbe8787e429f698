import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFromStdin } from 'pg-copy-streams';
import type { Database, Queryable, TQueryOptions } from './database.js';

// Calendar dates stay `YYYY-MM-DD` strings; pg would turn them into local midnights.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(text: string, params: readonly unknown[] = [], options: TQueryOptions = {}) {
      const result = options.prepareAs
        ? await client.query({ name: options.prepareAs, text, values: params as unknown[] })
        : await client.query(text, params as unknown[]);
      return result.rows as T[];
    },
    async exec(text: string) {
      await client.query(text);
    },
  };
}

/** A transaction's connection: it can also COPY, which needs one connection throughout. */
function wrapConnection(client: pg.PoolClient): Queryable {
  return {
    ...wrap(client),
    async copyFrom(into, format, chunks) {
      const copy = client.query(copyFromStdin(`copy ${into} from stdin with (format ${format})`));
      await pipeline(Readable.from(chunks, { objectMode: false }), copy);
      return copy.rowCount;
    },
  };
}

const RELISTEN_AFTER_MS = 1_000;

/**
 * A small pool of its own (the job queue's), and how to end it. A connection the server ends
 * (restart, outage) is replaced; `onError` hears of it, as a pool unheard would end the process.
 */
export function postgresPool(url: string, max: number, onError: (error: Error) => void) {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', onError);
  return { ...wrap(pool), end: () => pool.end() };
}

export async function openPostgresDatabase(url: string, maxConnections = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: maxConnections });
  // An idle connection the server ends (restart, admin command) is dropped by the pool and
  // the next query opens a new one; without a listener the error would end the process.
  pool.on('error', () => {});
  await pool.query('select 1');
  const base = wrap(pool);
  return {
    engine: 'postgres',
    url,
    ...base,
    async transaction(work) {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('begin');
        const result = await work(wrapConnection(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {
          broken = true;
        });
        throw error;
      } finally {
        client.release(broken);
      }
    },
    async listen(channel, handler) {
      const name = `"${channel.replace(/"/g, '')}"`;
      const onNotification = (message: pg.Notification) => {
        if (message.channel === channel) handler(message.payload ?? '');
      };
      let current: pg.PoolClient | null = null;
      let detach = () => {};
      let stopped = false;
      const retry = (): void => {
        if (!stopped) setTimeout(() => void connect().catch(retry), RELISTEN_AFTER_MS);
      };
      // A dropped listening connection is replaced, so fan-out survives a database restart.
      const connect = async (): Promise<void> => {
        const client = await pool.connect();
        const onError = () => {
          client.off('error', onError);
          client.off('notification', onNotification);
          if (current === client) current = null;
          client.release(true);
          retry();
        };
        client.on('notification', onNotification);
        client.on('error', onError);
        await client.query(`listen ${name}`);
        if (stopped) return onError();
        current = client;
        detach = () => {
          client.off('error', onError);
          client.off('notification', onNotification);
        };
      };
      await connect();
      return async () => {
        stopped = true;
        const client = current;
        current = null;
        if (!client) return;
        detach();
        try {
          await client.query(`unlisten ${name}`);
          client.release();
        } catch {
          client.release(true);
        }
      };
    },
    close: () => pool.end(),
  };
}
