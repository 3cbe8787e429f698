import pg from 'pg';
import type { Database, Queryable } from './database.js';

// Calendar dates stay `YYYY-MM-DD` strings; pg would turn them into local midnights.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(text: string, params: readonly unknown[] = []) {
      const result = await client.query(text, params as unknown[]);
      return result.rows as T[];
    },
    async exec(text: string) {
      await client.query(text);
    },
  };
}

export async function openPostgresDatabase(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  await pool.query('select 1');
  const base = wrap(pool);
  return {
    engine: 'postgres',
    ...base,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, handler) {
      const client = await pool.connect();
      const onNotification = (message: pg.Notification) => {
        if (message.channel === channel) handler(message.payload ?? '');
      };
      client.on('notification', onNotification);
      await client.query(`listen "${channel.replace(/"/g, '')}"`);
      return async () => {
        client.off('notification', onNotification);
        await client.query(`unlisten "${channel.replace(/"/g, '')}"`);
        client.release();
      };
    },
    close: () => pool.end(),
  };
}
