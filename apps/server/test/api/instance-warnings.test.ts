import { afterAll, describe, expect, it } from 'vitest';
import { startTestConsole, type TestConsole } from '../test-console.js';

const consoles: TestConsole[] = [];
afterAll(async () => {
  for (const fleet of consoles) await fleet.close();
});

const SHARED_SETUP = {
  S3_BUCKET: 'fleet',
  S3_ENDPOINT: 'http://127.0.0.1:9',
  CAMERA_KEY: 'ab'.repeat(32),
  MEDIA_URL_SECRET: 'a-secret-every-instance-is-given-alike',
};

async function started(env: Record<string, string>) {
  const lines: { level: number; msg: string; warnings?: string[] }[] = [];
  const fleet = await startTestConsole(
    { LOG_LEVEL: 'info', ...env },
    { logStream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
  );
  consoles.push(fleet);
  const health = await fleet.call('GET', '/api/health');
  expect(health.status).toBe(200);
  return {
    fleet,
    warnings: health.body.data.warnings as string[],
    shareLines: lines.filter((line) => line.warnings !== undefined),
  };
}

/** Both engines: on PostgreSQL, which several instances may share, the defaults are named. */
describe('what an instance keeps to itself', () => {
  it('is said in one start-up line and in /api/health', async () => {
    const { fleet, warnings, shareLines } = await started({});
    if (fleet.engine === 'postgres') {
      expect(warnings).toEqual([
        'files_local',
        'camera_key_generated',
        'media_url_secret_generated',
      ]);
      expect(shareLines).toHaveLength(1);
      expect(shareLines[0]!.level).toBe(40);
      expect(shareLines[0]!.warnings).toEqual(warnings);
      expect(shareLines[0]!.msg).toContain(`${fleet.config.dataDir}/files`);
      expect(shareLines[0]!.msg).toContain('CAMERA_KEY and MEDIA_URL_SECRET');
    } else {
      expect(warnings).toEqual([]);
      expect(shareLines).toEqual([]);
    }
  });

  it('is nothing once files and secrets are set for every instance', async () => {
    const { warnings, shareLines } = await started(SHARED_SETUP);
    expect(warnings).toEqual([]);
    expect(shareLines).toEqual([]);
  });
});
