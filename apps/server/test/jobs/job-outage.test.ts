import { afterAll, describe, expect, it } from 'vitest';
import { openPostgresDatabase } from '../../src/db/postgres-database.js';
import { jobQueue } from '../../src/areas/platform/jobs/job-queue.js';
import { postgresBehindProxy } from '../support/postgres-proxy.js';
import { waitUntil } from '../support/wait-until.js';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/**
 * pg-boss 10 settles the jobs a worker ran without awaiting the statement: with PostgreSQL
 * away, its rejection went unhandled and ended the console. A job whose settlement cannot be
 * written is logged and runs again once the database is back.
 */
describe.skipIf(!process.env.DATABASE_URL)('job queue while PostgreSQL is away', () => {
  it('ends no process and runs the unsettled job again once the database is back', async () => {
    const { url, proxy, drop } = await postgresBehindProxy(process.env.DATABASE_URL!);
    const db = await openPostgresDatabase(url);
    cleanups.push(async () => {
      await db.close();
      await drop();
    });

    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    cleanups.push(async () => void process.off('unhandledRejection', onUnhandled));

    const unsettled: string[] = [];
    const log = {
      error: (_fields: unknown, message: string) => unsettled.push(message),
      warn: () => {},
    } as never;
    const queue = jobQueue({
      db,
      connectionString: url,
      log,
      timeZone: 'Asia/Ho_Chi_Minh',
      pollingIntervalSeconds: 0.5,
      leaseSeconds: 2,
    });
    cleanups.push(() => queue.stop(1_000));
    const runs: string[] = [];
    let cut: (() => void) | null = null;
    const databaseCut = new Promise<void>((resolve) => (cut = resolve));
    await queue.work<{ word: string }>('outage', async ({ word }) => {
      runs.push(word);
      if (runs.length === 1) {
        await databaseCut;
        throw new Error('the database went away under this job');
      }
    });
    await queue.start();
    await queue.send('outage', { word: 'once' }, { retryDelay: 1, retryBackoff: false });
    await waitUntil('the job runs', () => runs.length === 1);

    await proxy.cut();
    cut!();
    await waitUntil('its failure is not written', () => unsettled.length > 0);
    expect(unsettled).toContain('job not settled: retried after its lease');

    await proxy.restore();
    await waitUntil('the job runs again', () => runs.length === 2, { timeoutMs: 60_000 });
    expect(runs).toEqual(['once', 'once']);
    expect(unhandled).toEqual([]);
  }, 120_000);
});
