import crypto from 'node:crypto';
import pg from 'pg';
import { onDatabase } from '../test/support/database-template.js';
import { BENCH_ADMIN_PASSWORD } from './processes.js';

export { onDatabase };

/** The PostgreSQL server the bench uses: env DATABASE_URL, else the local default. */
export const BASE_DATABASE_URL =
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export function databaseUrl(name: string): string {
  const url = new URL(BASE_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export const onBase = <T>(work: (client: pg.Client) => Promise<T>): Promise<T> =>
  onDatabase(BASE_DATABASE_URL, work);

/** A new empty database for one run, and how to drop it. */
export async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `fleet_bench_${crypto.randomBytes(5).toString('hex')}`;
  await onBase((client) => client.query(`create database ${name}`));
  return {
    url: databaseUrl(name),
    drop: async () => {
      await onBase((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function post<T>(url: string, body: unknown, token?: string): Promise<T> {
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  const text = await answer.text();
  if (answer.status >= 300) throw new Error(`${url}: ${answer.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

export async function adminToken(base: string): Promise<string> {
  const data = await post<{ access_token: string }>(`${base}/user/login`, {
    username: 'admin',
    password: BENCH_ADMIN_PASSWORD,
  });
  return data.access_token;
}

export interface BenchTruck {
  id: number;
  plate: string;
  deviceId: string;
  key: string | null;
}

/** Plates 51C-xxx.xx from `first`; one device per truck, with a batch key when asked. */
export async function createTrucks(
  base: string,
  token: string,
  options: { count: number; first: number; devicePrefix: string; keys: boolean },
): Promise<BenchTruck[]> {
  const numbers = Array.from({ length: options.count }, (_, i) => options.first + i);
  const trucks: BenchTruck[] = [];
  // A few at a time: setup, not the measured part.
  for (let i = 0; i < numbers.length; i += 8) {
    const created = await Promise.all(
      numbers.slice(i, i + 8).map(async (n) => {
        const plate = `51C${String(n).padStart(5, '0')}`;
        const deviceId = `${options.devicePrefix}-${n}`;
        const truck = await post<{ id: number }>(
          `${base}/truck/create`,
          { plate, device_id: deviceId },
          token,
        );
        const key = options.keys
          ? (await post<{ key: string }>(`${base}/api/devices/key`, { device_id: deviceId }, token))
              .key
          : null;
        return { id: truck.id, plate, deviceId, key };
      }),
    );
    trucks.push(...created);
  }
  return trucks;
}

/** Rows in `positions` (optionally only from `from` on), read over a short connection. */
export async function countPositions(url: string, from?: string, to?: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from positions
        where ($1::timestamptz is null or fix_time >= $1) and ($2::timestamptz is null or fix_time < $2)`,
      [from ?? null, to ?? null],
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}
