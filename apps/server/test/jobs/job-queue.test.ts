import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { openPgliteDatabase } from '../../src/db/pglite-database.js';
import { openPostgresDatabase } from '../../src/db/postgres-database.js';
import { jobQueue, type JobQueue } from '../../src/areas/platform/jobs/job-queue.js';
import { newPostgresDatabase } from '../support/database-template.js';
import { waitUntil } from '../support/wait-until.js';

const silent = { error: () => {}, warn: () => {} } as never;

/** PGlite in memory, or a fresh PostgreSQL database (with its URL, for pg-boss's own pool). */
async function freshDatabase(): Promise<{ db: Database; url?: string; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) return { db: await openPgliteDatabase(undefined), drop: async () => {} };
  const fresh = await newPostgresDatabase(base, 'fleet_jobs');
  return { db: await openPostgresDatabase(fresh.url), url: fresh.url, drop: fresh.drop };
}

async function until(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('job queue', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  const queues: JobQueue[] = [];
  const open = (connectionString?: string, leaseSeconds?: number) => {
    const queue = jobQueue({
      db: fresh.db,
      connectionString,
      log: silent,
      timeZone: 'Asia/Ho_Chi_Minh',
      pollingIntervalSeconds: 0.5,
      leaseSeconds,
    });
    queues.push(queue);
    return queue;
  };

  beforeAll(async () => {
    fresh = await freshDatabase();
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop(1_000);
    await fresh.db.close();
    await fresh.drop();
  });

  it('runs a job once and retries a failing one with its data', async () => {
    const queue = open();
    const seen: string[] = [];
    let failures = 0;
    await queue.work<{ word: string }>('echo', async ({ word }) => {
      seen.push(word);
    });
    await queue.work<{ word: string }>('flaky', async ({ word }) => {
      failures += 1;
      if (failures < 3) throw new Error('not yet');
      seen.push(word);
    });
    await queue.start();
    await queue.send('echo', { word: 'xin chào' });
    await queue.send(
      'flaky',
      { word: 'later' },
      { retryLimit: 3, retryDelay: 1, retryBackoff: false },
    );
    await until(() => seen.includes('xin chào') && seen.includes('later'));
    expect(failures).toBe(3);
    expect(seen.filter((word) => word === 'xin chào')).toHaveLength(1);
  });

  it('collapses waiting jobs with the same singleton key on a short queue', async () => {
    const queue = queues[0]!;
    const runs: number[] = [];
    await queue.work<{ n: number }>(
      'check',
      async ({ n }) => {
        runs.push(n);
      },
      { policy: 'short' },
    );
    // Sent before a worker can fetch: the second send of the key is refused while one waits.
    const first = await queue.send(
      'check',
      { n: 1 },
      { singletonKey: 'all', startAfterSeconds: 1 },
    );
    const second = await queue.send('check', { n: 2 }, { singletonKey: 'all' });
    expect(first).toBeTypeOf('string');
    expect(second).toBeNull();
    await until(() => runs.length === 1);
  });

  it('stores a cron schedule in the company time zone, once however often declared', async () => {
    const queue = queues[0]!;
    await queue.schedule('nightly', '5 0 * * *');
    await queue.schedule('nightly', '5 0 * * *');
    const rows = await fresh.db.query<{ cron: string; timezone: string }>(
      `select cron, timezone from pgboss.schedule where name = 'nightly'`,
    );
    expect(rows).toEqual([{ cron: '5 0 * * *', timezone: 'Asia/Ho_Chi_Minh' }]);
  });

  it('runs each job exactly once across two instances', async () => {
    // The second instance uses pg-boss's own pool on PostgreSQL, our adapter on PGlite.
    const one = open();
    const two = open(fresh.url);
    const runs = new Map<number, number>();
    const handler = async ({ n }: { n: number }) => {
      runs.set(n, (runs.get(n) ?? 0) + 1);
    };
    await one.work('count', handler);
    await two.work('count', handler);
    await one.start();
    await two.start();
    for (let n = 0; n < 20; n += 1) await (n % 2 ? one : two).send('count', { n });
    await until(() => runs.size === 20);
    // Once the queue has settled every job, none can be handed out again.
    await waitUntil('the 20 jobs settled', async () => {
      const [row] = await fresh.db.query<{ settled: number }>(
        `select count(*)::int as settled from pgboss.job where name = 'count' and state = 'completed'`,
      );
      return row?.settled === 20;
    });
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });

  it('runs a job that outlives its lease once: its instance keeps the lease alive', async () => {
    // A 2 s lease, expired jobs looked for every second; the job takes three leases.
    const queue = open(undefined, 2);
    let starts = 0;
    let ended = false;
    await queue.work('long', async () => {
      starts += 1;
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      ended = true;
    });
    await queue.start();
    // Were it expired, its retry would start a second run a second later.
    const id = await queue.send('long', {}, { retryDelay: 1, retryBackoff: false });
    const state = async () =>
      (
        await fresh.db.query<{ state: string }>('select state from pgboss.job where id = $1', [id])
      )[0]?.state;
    await until(() => ended, 20_000);
    await waitUntil('the long job is completed', async () => (await state()) === 'completed');
    expect(starts).toBe(1);
  });
});
