import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZWarehouseVideoListResponse, type TWarehouseVideoListResponse } from '@fleet/contracts';
import { startRtspServer, type RtspTestServer } from '../support/rtsp-server.js';
import { startTestConsole, type TestConsole } from '../test-console.js';

// An NVR whose playback template takes the user and password as query parameters, plus the
// channel's own sealed user and password.
const TEMPLATE_PASSWORD = 'Tpl-pass-4417';
const CHANNEL_PASSWORD = 'Kho-pass-8802';

let fleet: TestConsole;
let rtsp: RtspTestServer;
const logLines: string[] = [];

beforeAll(async () => {
  rtsp = await startRtspServer({ livePaths: 1 });
  fleet = await startTestConsole(
    { LOG_LEVEL: 'info', SNAPSHOT_INTERVAL_MIN: '0' },
    { logStream: { write: (line: string) => void logLines.push(line) } },
  );
  const saved = await fleet.call('POST', '/api/warehouse/channels/save', {
    token: fleet.adminToken,
    body: {
      ip: '127.0.0.1',
      channel: 1,
      name: 'Cổng kho B',
      vendor: 'generic_rtsp',
      port: rtsp.port,
      username: 'admin',
      password: CHANNEL_PASSWORD,
      playback_template: `rtsp://{host}:{port}/Streaming/tracks/{channel}01?starttime={start}&endtime={end}&user=admin&password=${TEMPLATE_PASSWORD}`,
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}, 60_000);

afterAll(async () => {
  await fleet?.close();
  await rtsp?.stop();
});

const list = (start: string, end: string) =>
  fleet.call<TWarehouseVideoListResponse>('POST', '/warehouse/get_list_video', {
    token: fleet.adminToken,
    body: { ip: '127.0.0.1', channel: 1, start_date: start, end_date: end },
  });

async function settled(start: string, end: string) {
  for (;;) {
    const answer = ZWarehouseVideoListResponse.parse((await list(start, end)).body);
    if (answer.data.every((v) => v.status === 'done' || v.status === 'failed')) return answer;
    await new Promise((r) => setTimeout(r, 500));
  }
}

function expectNoSecret(text: string): void {
  for (const secret of [TEMPLATE_PASSWORD, CHANNEL_PASSWORD]) expect(text).not.toContain(secret);
}

describe('NVR credentials of a playback template', () => {
  it('stay out of the listed URL while the download still uses them', async () => {
    const first = await list('2026-11-20 10:00:00', '2026-11-20 10:00:03');
    expect(first.body.data[0]!.playbackurl).toBe(
      `rtsp://127.0.0.1:${rtsp.port}/Streaming/tracks/101?starttime=20261120T100000Z&endtime=20261120T100003Z`,
    );
    const done = await settled('2026-11-20 10:00:00', '2026-11-20 10:00:03');
    expect(done.data[0]?.status, done.data[0]?.error ?? '').toBe('done');
    expectNoSecret(JSON.stringify(done));
  }, 60_000);

  it('stay out of the failure reason, the queued jobs and the log when the NVR is down', async () => {
    await rtsp.stop();
    await list('2026-11-20 11:00:00', '2026-11-20 11:00:03');
    const failed = await settled('2026-11-20 11:00:00', '2026-11-20 11:00:03');
    expect(failed.data[0]).toMatchObject({ status: 'failed' });
    expect(failed.data[0]!.error).toMatch(/refused/i);
    expectNoSecret(JSON.stringify(failed));

    const jobs = await fleet.db.query<{ data: unknown; output: unknown }>(
      'select data, output from pgboss.job',
    );
    expect(jobs.length).toBeGreaterThan(0);
    expectNoSecret(JSON.stringify(jobs));
    expectNoSecret(logLines.join('\n'));
  }, 60_000);
});
