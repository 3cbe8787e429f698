import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobQueue } from '../../src/areas/platform/jobs/job-queue.js';
import { startTestConsole, type TestConsole } from '../test-console.js';
import { waitUntil } from '../support/wait-until.js';

const silent = { error: () => {}, warn: () => {} } as never;

/** A queue worked in batches (the warning mails'): together, and each job settled alone. */
describe('job queue batches', () => {
  let fleet: TestConsole;
  beforeAll(async () => {
    fleet = await startTestConsole();
  });
  afterAll(async () => {
    await fleet.close();
  });

  it('runs the jobs of a batch together; a failing one is retried, the others complete once', async () => {
    const queue = jobQueue({ db: fleet.db, log: silent, timeZone: 'Asia/Ho_Chi_Minh' });
    const runs = new Map<string, number>();
    const names = Array.from({ length: 9 }, (_, n) => `mail-${n}`);
    let allStarted: () => void = () => {};
    const together = new Promise<void>((resolve) => (allStarted = resolve));
    await queue.work<{ name: string }>(
      'batch-test',
      async ({ name }) => {
        runs.set(name, (runs.get(name) ?? 0) + 1);
        if (name === 'bad') {
          if (runs.get(name) === 1) throw new Error('SMTP said no');
          return;
        }
        if (names.every((n) => runs.has(n))) allStarted();
        // Each waits for the others: one at a time, the first would never end.
        await together;
      },
      { batchSize: 20, pollingIntervalSeconds: 0.5 },
    );
    await queue.start();
    // Queued in one transaction: the worker's next look finds all ten.
    const ids = await fleet.db.transaction(async (tx) => {
      const queued: string[] = [];
      for (const name of [...names, 'bad']) {
        const options = { within: tx, retryDelay: 1, retryBackoff: false };
        queued.push((await queue.send('batch-test', { name }, options))!);
      }
      return queued;
    });

    const states = async () =>
      (
        await fleet.db.query<{ state: string }>(
          `select state from pgboss.job where name = 'batch-test' and id = any($1::uuid[])`,
          [ids],
        )
      ).map((row) => row.state);
    await waitUntil(
      'every job of the batch is completed',
      async () => (await states()).filter((state) => state === 'completed').length === ids.length,
    );
    expect(Object.fromEntries(runs)).toEqual({
      ...Object.fromEntries(names.map((name) => [name, 1])),
      bad: 2,
    });
    await queue.stop(1_000);
  });
});
