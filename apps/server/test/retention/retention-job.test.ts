import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestConsole, type TestConsole } from '../test-console.js';

let fleet: TestConsole;
const logLines: string[] = [];

beforeAll(async () => {
  fleet = await startTestConsole(
    { LOG_LEVEL: 'info', SNAPSHOT_INTERVAL_MIN: '0', RETENTION_PURGE_AT: '04:15' },
    { logStream: { write: (line: string) => void logLines.push(line) } },
  );
});
afterAll(async () => {
  await fleet?.close();
});

describe('the purge job', () => {
  it('is scheduled once a day at the configured company time', async () => {
    const rows = await fleet.db.query<{ cron: string; timezone: string }>(
      `select cron, timezone from pgboss.schedule where name = 'retention-purge'`,
    );
    expect(rows).toEqual([{ cron: '15 4 * * *', timezone: 'Asia/Ho_Chi_Minh' }]);
  });

  it('runs the purge when the queue hands it out', async () => {
    await fleet.services.jobs.send('retention-purge', {});
    await vi.waitFor(
      () => {
        const runs = logLines
          .map((line) => JSON.parse(line) as { msg?: string; retention_purge?: unknown })
          .filter((entry) => entry.msg === 'retention purge');
        expect(runs).toHaveLength(1);
      },
      { timeout: 30_000, interval: 100 },
    );
  });
});
