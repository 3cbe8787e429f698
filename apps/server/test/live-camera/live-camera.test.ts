import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZLiveStreamsResponse, type TLiveStream } from '@fleet/contracts';
import { liveStreams } from '../../src/areas/media/live-camera/live-streams.js';
import { createTruck, createUser } from '../factories.js';
import { startRtspServer, type RtspTestServer } from '../support/rtsp-server.js';
import { startTestConsole, type TestConsole } from '../test-console.js';
import { waitUntil } from '../support/wait-until.js';

let fleet: TestConsole;
let rtsp: RtspTestServer;
let truckId: number;

beforeAll(async () => {
  [rtsp, fleet] = await Promise.all([startRtspServer({ livePaths: 2 }), startTestConsole()]);
  truckId = (await createTruck(fleet)).id;
  const saved = await fleet.call('POST', '/api/trucks/cameras/save', {
    token: fleet.adminToken,
    body: {
      truck_id: truckId,
      cameras: [
        { channel: 1, name: 'Camera trước', position: 'road', source_url: rtsp.url('/live/1') },
        // Nothing listens on port 9: a camera that cannot be reached.
        { channel: 2, name: 'Camera cabin', position: 'cabin', source_url: 'rtsp://127.0.0.1:9/x' },
        { channel: 3, name: 'Camera thùng', position: 'cargo', source_url: null },
      ],
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}, 60_000);

afterAll(async () => {
  await fleet?.close();
  await rtsp?.stop();
});

async function open(channels: number[], token = fleet.adminToken): Promise<TLiveStream[]> {
  const answer = await fleet.call('POST', '/api/live-camera/streams', {
    token,
    body: { streams: channels.map((channel) => ({ truck_id: truckId, channel })) },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return ZLiveStreamsResponse.parse(answer.body).data;
}

async function until(channels: number[], done: (s: TLiveStream[]) => boolean, timeoutMs = 40_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const states = await open(channels);
    if (done(states)) return states;
    if (Date.now() > deadline) throw new Error(JSON.stringify(states));
    await new Promise((r) => setTimeout(r, 300));
  }
}

describe('live camera', () => {
  it('lists the channels that have a live source', async () => {
    const answer = await fleet.call('POST', '/api/live-camera/channels', {
      token: fleet.adminToken,
    });
    expect(answer.body.data).toEqual([
      { truck_id: truckId, channel: 1, name: 'Camera trước' },
      { truck_id: truckId, channel: 2, name: 'Camera cabin' },
    ]);
  });

  it('goes from connecting to live, and reports unreachable or missing sources offline', async () => {
    const first = await open([1]);
    expect(first[0]!.state).toBe('connecting');
    const states = await until(
      [1, 2, 3],
      (s) => s[0]!.state === 'live' && s[1]!.state !== 'connecting',
    );
    expect(states.map((s) => s.state)).toEqual(['live', 'offline', 'offline']);
    expect(states[1]!.reason).toBe('The camera cannot be reached');
    expect(states[2]!.reason).toBe('The camera has no live source');

    const playlist = await fleet.call('GET', states[0]!.playlist_url, { token: fleet.adminToken });
    expect(playlist.status).toBe(200);
    expect(playlist.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    const segment = /^(seg\d+\.ts)$/m.exec(playlist.body as string)?.[1];
    expect(segment).toBeDefined();
    const file = await fleet.call('GET', states[0]!.playlist_url.replace('index.m3u8', segment!), {
      token: fleet.adminToken,
    });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('video/mp2t');
    expect(Number(file.headers['content-length'] ?? (file.body as string).length)).toBeGreaterThan(
      1000,
    );
    expect(fleet.services.liveCamera.streams.pids().length).toBeGreaterThanOrEqual(1);

    expect((await fleet.call('GET', states[0]!.playlist_url)).status).toBe(401);
    const traversal = await fleet.call('GET', `/api/live-camera/${truckId}/1/..%2F..%2Fetc`, {
      token: fleet.adminToken,
    });
    expect(traversal.status).toBe(404);
  }, 60_000);

  it('gives nothing of a truck that is not granted', async () => {
    const viewer = await createUser(fleet, { role: 'driver' });
    await fleet.call('POST', '/fleet/roles/add_resources', {
      token: fleet.adminToken,
      body: { username: viewer.username, type: 'page', keys: ['live-camera'] },
    });
    const channels = await fleet.call('POST', '/api/live-camera/channels', { token: viewer.token });
    expect(channels.body.data).toEqual([]);
    const [state] = await open([1], viewer.token);
    expect(state).toMatchObject({
      state: 'error',
      reason: 'The truck is not granted to you',
      reason_code: 'not_granted',
    });
    const playlist = await fleet.call('GET', `/api/live-camera/${truckId}/1/index.m3u8`, {
      token: viewer.token,
    });
    expect(playlist.status).toBe(404);
    const driver = await createUser(fleet, { role: 'driver' });
    const refused = await fleet.call('POST', '/api/live-camera/streams', {
      token: driver.token,
      body: { streams: [{ truck_id: truckId, channel: 1 }] },
    });
    expect(refused.status).toBe(403);
  });
});

describe('live streams', () => {
  it('stop their ffmpeg a while after the last viewer', async () => {
    const streams = liveStreams({
      ffmpegPath: 'ffmpeg',
      ffprobePath: 'ffprobe',
      sourceOf: async () => rtsp.url('/live/2'),
      idleMs: 1500,
    });
    try {
      await streams.open(1, 1);
      const deadline = Date.now() + 40_000;
      while ((await streams.open(1, 1)).state !== 'live' && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 200));
      const [pid] = streams.pids();
      expect(pid).toBeGreaterThan(0);
      // Nobody asks again: the stream stops once idleMs has passed, and its ffmpeg exits.
      await waitUntil('the idle stream stopped', () => streams.running() === 0);
      await waitUntil('its ffmpeg gone', () => !processAlive(pid!));
    } finally {
      await streams.stop();
    }
  }, 60_000);
});

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
