import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLiveStream } from '@fleet/contracts';
import type { Jt1078Server } from '../../src/areas/intake/jt1078/media-server.js';
import { liveStreams } from '../../src/areas/media/live-camera/live-streams.js';
import { testVideoFrames } from '../support/h264-frames.js';
import { readLiveRequest, streamVideo, type LiveRequest } from '../support/jt1078-device.js';
import { waitUntil } from '../support/wait-until.js';
import { nextPhone, type Jt808Console } from '../jt808/jt808-console.js';
import { createTruck } from '../factories.js';
import {
  connectedDashcam,
  openTile,
  openTileUntil,
  platformMessages,
  portRefusals,
  probeVideo,
  saveCameras,
  startVideoConsole,
  streamingDashcam,
} from './video-console.js';

let gateway: Jt808Console;
let video: Jt1078Server;

beforeAll(async () => {
  ({ gateway, video } = await startVideoConsole());
}, 60_000);

afterAll(async () => {
  await video?.close();
  await gateway?.close();
});

type Stream = Awaited<ReturnType<typeof streamVideo>>;

const dashcam = () => streamingDashcam(gateway);
const open = (truckId: number, channel = 1) => openTile(gateway, truckId, channel);
const openUntil = (truckId: number, done: (s: TLiveStream) => boolean) =>
  openTileUntil(gateway, truckId, done);
const jt1078Refusals = () => portRefusals(gateway.fleet, 'jt1078');

describe('JT/T 1078 live video', () => {
  it('lists a jt1078 camera with the live channels and keeps its source kind', async () => {
    const { truck } = await dashcam();
    const listed = await gateway.fleet.call('POST', '/api/trucks/cameras/list', {
      token: gateway.fleet.adminToken,
      body: { truck_id: truck.id },
    });
    expect(listed.body.data.map((c: { source_kind: string }) => c.source_kind)).toEqual([
      'jt1078',
      'url',
    ]);
    const channels = await gateway.fleet.call('POST', '/api/live-camera/channels', {
      token: gateway.fleet.adminToken,
    });
    expect(channels.body.data.filter((c: { truck_id: number }) => c.truck_id === truck.id)).toEqual(
      [{ truck_id: truck.id, channel: 1, name: 'Camera trước' }],
    );
    const refused = await gateway.fleet.call('POST', '/api/trucks/cameras/save', {
      token: gateway.fleet.adminToken,
      body: {
        truck_id: truck.id,
        cameras: [
          {
            channel: 1,
            name: 'x',
            position: 'road',
            source_kind: 'jt1078',
            source_url: 'rtsp://10.0.0.1/x',
          },
        ],
      },
    });
    expect(refused.status).toBe(400);
  });

  it('asks the dashcam with 0x9101, takes its packets and plays them as HLS without transcoding', async () => {
    const { truck, terminal, requests, streams } = await dashcam();
    const first = await open(truck.id);
    expect(first.state).toBe('connecting');
    const live = await openUntil(truck.id, (s) => s.state === 'live');
    expect(requests).toEqual([
      { host: '127.0.0.1', port: video.port, channel: 1, dataType: 1, streamType: 0 },
    ]);
    expect(platformMessages(terminal, 0x9101)).toHaveLength(1);

    const playlist = await gateway.fleet.call('GET', live.playlist_url, {
      token: gateway.fleet.adminToken,
    });
    expect(playlist.status).toBe(200);
    const segment = /^(seg\d+\.ts)$/m.exec(playlist.body as string)?.[1];
    expect(segment).toBeDefined();
    const file = await gateway.fleet.app.inject({
      method: 'GET',
      url: live.playlist_url.replace('index.m3u8', segment!),
      headers: { token: gateway.fleet.adminToken },
    });
    expect(file.statusCode).toBe(200);
    const probed = probeVideo(file.rawPayload);
    expect(probed).toMatchObject({ codec_name: 'h264', width: 320, height: 240 });

    // The remux copies the dashcam's H.264: ffmpeg runs with -c:v copy.
    const [pid] = gateway.fleet.services.liveCamera.streams.pids();
    const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'latin1').split('\0');
    expect(args[args.indexOf('-c:v') + 1]).toBe('copy');
    expect(streams[0]!.sent).toBeGreaterThan(0);
  }, 60_000);

  it('stops the dashcam with 0x9102 once the last viewer has gone', async () => {
    const { truck, terminal, streams } = await dashcam();
    const streamsOfTiles = liveStreams({
      ffmpegPath: 'ffmpeg',
      ffprobePath: 'ffprobe',
      sourceOf: (truckId, channel) =>
        gateway.fleet.services.media.cameras.liveSourceOf(truckId, channel),
      deviceSession: gateway.fleet.services.jt1078.liveSession,
      idleMs: 1500,
    });
    try {
      await waitUntil('the tile live', async () => {
        return (await streamsOfTiles.open(truck.id, 1)).state === 'live';
      });
      expect(platformMessages(terminal, 0x9102)).toHaveLength(0);
      // Nobody asks any more: the stream stops, the dashcam is told and its connection closed.
      await waitUntil('0x9102', () => platformMessages(terminal, 0x9102).length === 1);
      expect([...platformMessages(terminal, 0x9102)[0]!.body]).toEqual([1, 0, 0, 0]);
      await streams[0]!.ended;
      expect(streamsOfTiles.running()).toBe(0);
    } finally {
      await streamsOfTiles.stop();
    }
  }, 60_000);

  it('shows a tile refused when the dashcam says no, and offline when it is not connected', async () => {
    const { truck, terminal } = await dashcam();
    terminal.answers.video = () => 1;
    const refused = await openUntil(truck.id, (s) => s.state !== 'connecting');
    expect(refused).toMatchObject({
      state: 'error',
      reason: 'The dashcam refused to stream this channel',
      reason_code: 'dashcam_refused',
    });
    const alone = await createTruck(gateway.fleet, { device_id: nextPhone() });
    await saveCameras(gateway, alone);
    const offline = await openUntil(alone.id, (s) => s.state !== 'connecting');
    expect(offline).toMatchObject({
      state: 'offline',
      reason: 'The dashcam is not connected',
      reason_code: 'dashcam_offline',
    });
  }, 60_000);

  it('takes video only from the truck: a stranger racing the dashcam gets no frame in', async () => {
    const { truck, terminal } = await connectedDashcam(gateway);
    const refusedBefore = await jt1078Refusals();
    const streams: Stream[] = [];
    const tries: Stream[] = [];
    let racing = true;
    let race: Promise<void> = Promise.resolve();
    // A stranger who knows the SIM, from another host, names the dashcam's channel again and
    // again: each try starts when the console has closed the one before, the first as soon
    // as the dashcam is asked (before it has answered), at most 60 of them.
    const stranger = async (request: LiveRequest) => {
      for (let i = 0; i < 60 && racing; i++) {
        const attempt = await streamVideo({
          request,
          phone: terminal.phone,
          frames: testVideoFrames('176x144'),
          from: '127.0.0.2',
        });
        tries.push(attempt);
        await attempt.ended;
      }
    };
    terminal.answers.video = (msgId, body) => {
      if (msgId === 0x9101) {
        const request = readLiveRequest(body);
        race = stranger(request);
        void streamVideo({ request, phone: terminal.phone, frames: testVideoFrames() }).then(
          (stream) => streams.push(stream),
        );
      }
      return 0;
    };
    const live = await openUntil(truck.id, (s) => s.state === 'live');
    racing = false;
    await race;

    // Every try was closed by the console and counted; the dashcam's stream goes on.
    expect(tries.length).toBeGreaterThan(0);
    expect(tries.every((attempt) => attempt.closed)).toBe(true);
    expect((await jt1078Refusals()) - refusedBefore).toBe(tries.length);
    expect(streams).toHaveLength(1);
    expect(streams[0]!.closed).toBe(false);
    // Every segment of the tile is the dashcam's picture (320×240), none the stranger's.
    const playlist = await gateway.fleet.call('GET', live.playlist_url, {
      token: gateway.fleet.adminToken,
    });
    const segments = [...(playlist.body as string).matchAll(/^(seg\d+\.ts)$/gm)].map((m) => m[1]!);
    expect(segments.length).toBeGreaterThan(0);
    for (const segment of segments) {
      const file = await gateway.fleet.app.inject({
        method: 'GET',
        url: live.playlist_url.replace('index.m3u8', segment),
        headers: { token: gateway.fleet.adminToken },
      });
      expect(probeVideo(file.rawPayload)).toMatchObject({ width: 320, height: 240 });
    }
  }, 90_000);

  it('closes a stream nobody asked for', async () => {
    const { terminal } = await dashcam();
    const stream = await streamVideo({
      request: { host: '127.0.0.1', port: video.port, channel: 5, dataType: 1, streamType: 0 },
      phone: terminal.phone,
      frames: testVideoFrames(),
    });
    await stream.ended;
    expect(stream.closed).toBe(true);
  });
});
