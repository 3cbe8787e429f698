import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZLiveStreamsResponse } from '@fleet/contracts';
import {
  INSTANCE_SIGNATURE_HEADER,
  instanceSignature,
} from '../../src/areas/platform/instances/instance-signature.js';
import { createTruck } from '../factories.js';
import { startRtspServer, type RtspTestServer } from '../support/rtsp-server.js';
import { waitUntil } from '../support/wait-until.js';
import { startTestConsole, type TestConsole } from '../test-console.js';

const SECRET = crypto.randomBytes(32).toString('hex');
const PASSWORD = 'Cam-Secret-9931';
let fleet: TestConsole;
let rtsp: RtspTestServer;
let truckId: number;

beforeAll(async () => {
  [rtsp, fleet] = await Promise.all([
    startRtspServer({ livePaths: 1 }),
    startTestConsole({ MEDIA_URL_SECRET: SECRET }),
  ]);
  truckId = (await createTruck(fleet)).id;
  const source = rtsp.url('/live/1').replace('rtsp://', `rtsp://viewer:${PASSWORD}@`);
  const saved = await fleet.call('POST', '/api/trucks/cameras/save', {
    token: fleet.adminToken,
    body: {
      truck_id: truckId,
      cameras: [{ channel: 1, name: 'Trước', position: 'road', source_url: source }],
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  await waitUntil(
    'the stream is live',
    async () => {
      const answer = await fleet.call('POST', '/api/live-camera/streams', {
        token: fleet.adminToken,
        body: { streams: [{ truck_id: truckId, channel: 1 }] },
      });
      return ZLiveStreamsResponse.parse(answer.body).data[0]!.state === 'live';
    },
    { timeoutMs: 60_000, everyMs: 300 },
  );
}, 90_000);

afterAll(async () => {
  await fleet?.close();
  await rtsp?.stop();
});

const internal = (name: string, channel = 1) =>
  `/api/internal/live-camera/${truckId}/${channel}/${name}`;
const signed = (path: string, signer = instanceSignature(SECRET)) => ({
  [INSTANCE_SIGNATURE_HEADER]: signer.sign(path),
});

/** The routes another instance proxies a viewer's requests through. */
describe('internal live camera routes', () => {
  it('answer nobody without the signature of the shared secret, for that path, in time', async () => {
    const path = internal('status');
    const refused: Record<string, string>[] = [
      {},
      { token: fleet.adminToken },
      signed(path, instanceSignature('another secret of at least thirty-two chars')),
      signed(internal('index.m3u8')),
      signed(
        path,
        instanceSignature(SECRET, () => Date.now() - 10 * 60_000),
      ),
      { [INSTANCE_SIGNATURE_HEADER]: 'garbage' },
    ];
    for (const headers of refused) {
      const answer = await fleet.call('GET', path, { headers });
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(answer.body.error.code).toBe('FORBIDDEN');
    }
    const segment = await fleet.call('GET', internal('seg1.ts'), { token: fleet.adminToken });
    expect(segment.status).toBe(403);
  });

  it('give the state, playlist and segments of a stream this instance runs, no credential', async () => {
    const status = await fleet.call('GET', internal('status'), {
      headers: signed(internal('status')),
    });
    expect(status.status).toBe(200);
    expect(status.body).toEqual({ state: 'live', reason: null, reason_code: null });

    const playlist = await fleet.call('GET', internal('index.m3u8'), {
      headers: signed(internal('index.m3u8')),
    });
    expect(playlist.status).toBe(200);
    expect(playlist.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    const text = playlist.body as string;
    expect(text).not.toContain(PASSWORD);
    const segment = /^(seg\d+\.ts)$/m.exec(text)![1]!;
    const bytes = await fleet.call('GET', internal(segment), {
      headers: signed(internal(segment)),
    });
    expect(bytes.status).toBe(200);
    expect(Number(bytes.headers['content-length'])).toBeGreaterThan(1000);

    // A channel this instance does not run, or a name that is no stream file.
    const other = internal('status', 2);
    expect((await fleet.call('GET', other, { headers: signed(other) })).status).toBe(404);
    const passwd = internal('..%2Fetc%2Fpasswd');
    expect((await fleet.call('GET', passwd, { headers: signed(passwd) })).status).toBe(404);
  });
});
