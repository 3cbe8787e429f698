import crypto from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTime, ZDevicePlaybackResponse, type TDevicePlayback } from '@fleet/contracts';
import type { Jt1078Server } from '../../src/areas/intake/jt1078/media-server.js';
import { testVideoFrames } from '../support/h264-frames.js';
import {
  readPlaybackControl,
  readPlaybackRequest,
  readResourceQuery,
  resourceList,
  streamVideo,
  type SdRecording,
} from '../support/jt1078-device.js';
import { waitUntil } from '../support/wait-until.js';
import { nextPhone, type Jt808Console } from '../jt808/jt808-console.js';
import { createTruck, createUser } from '../factories.js';
import {
  connectedDashcam,
  platformMessages,
  probeVideo,
  saveCameras,
  startVideoConsole,
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

/** On the SD card, in the terminal's clock (JT808_TIME_ZONE +08:00; the company's is +07:00). */
const RECORDINGS: SdRecording[] = [
  { channel: 1, start: '261124100000', end: '261124100500', size: 52_428_800 },
  {
    channel: 1,
    start: '261124093000',
    end: '261124093200',
    alarmFlags: '0000000100000002',
    mediaType: 0,
    streamType: 2,
    storageType: 2,
    size: 1_048_576,
  },
];

type Stream = Awaited<ReturnType<typeof streamVideo>>;

/**
 * A dashcam whose channel 1 camera is `jt1078`, with RECORDINGS on its card: it lists them on
 * 0x9205, plays the ffmpeg test picture once on 0x9201 and obeys 0x9202.
 */
async function dashcam() {
  const { truck, terminal } = await connectedDashcam(gateway);
  const streams: Stream[] = [];
  terminal.answers.recordings = () => resourceList(RECORDINGS);
  terminal.answers.video = (msgId, body) => {
    if (msgId === 0x9201) {
      const ask = readPlaybackRequest(body);
      void streamVideo({
        request: {
          host: ask.host,
          port: ask.port,
          channel: ask.channel,
          dataType: 2,
          streamType: 0,
        },
        phone: terminal.phone,
        frames: testVideoFrames(),
        once: true,
      }).then((stream) => streams.push(stream));
    } else if (msgId === 0x9202) {
      const { control } = readPlaybackControl(body);
      const stream = streams.at(-1);
      if (control === 1) stream?.pause();
      if (control === 0) stream?.resume();
      if (control === 5) stream?.seek(50);
    }
    return 0;
  };
  return { truck, terminal, streams };
}

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown, token?: string) =>
  gateway.fleet.call(method, url, { token: token ?? gateway.fleet.adminToken, body });

const listOf = (plate: string, token?: string) =>
  call(
    'POST',
    '/api/media/device-recordings',
    {
      truck_plate: plate,
      channel: 1,
      start_time: '2026-11-24 00:00:00',
      end_time: '2026-11-24 23:59:59',
    },
    token,
  );

async function playbackUntil(id: string, done: (p: TDevicePlayback) => boolean) {
  let last: TDevicePlayback | null = null;
  await waitUntil(
    'the playback state',
    async () => {
      const answer = await call('GET', `/api/media/device-playbacks/${id}`);
      last = ZDevicePlaybackResponse.parse(answer.body).data;
      return done(last);
    },
    { timeoutMs: 40_000, everyMs: 250 },
  );
  return last!;
}

describe('JT/T 1078 recorded playback from the dashcam', () => {
  it('lists the recordings of the 0x1205 that answers its 0x9205, in the company time', async () => {
    const { truck, terminal } = await dashcam();
    const listed = await listOf(truck.plate);
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    const [query] = platformMessages(terminal, 0x9205);
    // 00:00 at +07:00 is 01:00 in the dashcam's +08:00 clock; any alarm, type, stream, storage.
    expect(readResourceQuery(query!.body)).toEqual({
      channel: 1,
      start: '261124010000',
      end: '261125005959',
      alarmFlags: '0000000000000000',
      mediaType: 0,
      streamType: 0,
      storageType: 0,
    });
    expect(listed.body.data).toEqual([
      {
        channel: 1,
        start_time: '2026-11-24 08:30:00',
        end_time: '2026-11-24 08:32:00',
        alarm_flags: '0000000100000002',
        media_type: 0,
        stream_type: 2,
        storage_type: 2,
        size: 1_048_576,
      },
      {
        channel: 1,
        start_time: '2026-11-24 09:00:00',
        end_time: '2026-11-24 09:05:00',
        alarm_flags: '0000000000000000',
        media_type: 2,
        stream_type: 1,
        storage_type: 1,
        size: 52_428_800,
      },
    ]);
  });

  it('plays a listed recording as HLS (H.264 copied), pauses, seeks, saves it as a clip and ends it', async () => {
    const { truck, terminal, streams } = await dashcam();
    const started = await call('POST', '/api/media/device-playbacks', {
      truck_plate: truck.plate,
      channel: 1,
      start_time: '2026-11-24 09:00:00',
      end_time: '2026-11-24 09:05:00',
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const { id } = ZDevicePlaybackResponse.parse(started.body).data;
    await waitUntil('0x9201', () => platformMessages(terminal, 0x9201).length === 1);
    const [request] = platformMessages(terminal, 0x9201);
    expect(readPlaybackRequest(request!.body)).toEqual({
      host: '127.0.0.1',
      port: video.port,
      udpPort: 0,
      channel: 1,
      mediaType: 2,
      streamType: 0,
      storageType: 0,
      mode: 0,
      speed: 0,
      start: '261124100000',
      end: '261124100500',
    });
    const playing = await playbackUntil(id, (p) => p.state === 'playing');
    const playlist = await call('GET', playing.playlist_url);
    expect(playlist.status).toBe(200);
    const segment = /^(seg\d+\.ts)$/m.exec(playlist.body as string)?.[1];
    const file = await gateway.fleet.app.inject({
      method: 'GET',
      url: playing.playlist_url.replace('index.m3u8', segment!),
      headers: { token: gateway.fleet.adminToken },
    });
    expect(file.statusCode).toBe(200);
    expect(probeVideo(file.rawPayload)).toMatchObject({ codec_name: 'h264', width: 320 });
    const pids = fs
      .readdirSync('/proc')
      .filter((p) => /^\d+$/.test(p))
      .map((p) => fs.readFileSync(`/proc/${p}/cmdline`, 'latin1').split('\0'))
      .filter((args) => args.some((a) => a.includes(id)));
    expect(pids).toHaveLength(1);
    expect(pids[0]![pids[0]!.indexOf('-c:v') + 1]).toBe('copy');

    const control = (body: unknown) =>
      call('POST', `/api/media/device-playbacks/${id}/control`, body);
    const paused = await control({ action: 'pause' });
    expect(paused.status, JSON.stringify(paused.body)).toBe(200);
    expect(paused.body.data.paused).toBe(true);
    expect((await control({ action: 'resume' })).body.data.paused).toBe(false);
    expect((await control({ action: 'seek', position: '2026-11-24 09:02:30' })).status).toBe(200);
    const outside = await control({ action: 'seek', position: '2026-11-24 10:00:00' });
    expect(outside.status).toBe(400);
    expect(platformMessages(terminal, 0x9202).map((m) => readPlaybackControl(m.body))).toEqual([
      { channel: 1, control: 1, speed: 0, position: '000000000000' },
      { channel: 1, control: 0, speed: 0, position: '000000000000' },
      { channel: 1, control: 5, speed: 0, position: '261124100230' },
    ]);

    // The dashcam sends the recording to its end and closes: the playlist ends, saved whole.
    await streams[0]!.ended;
    await playbackUntil(id, (p) => p.state === 'ended');
    const saved = await call('POST', `/api/media/device-playbacks/${id}/save`);
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    // The whole recording was saved: saving again gives the same clip, not a second one.
    const again = await call('POST', `/api/media/device-playbacks/${id}/save`);
    expect(again.body.data.id).toBe(saved.body.data.id);
    const clips = await call('POST', '/etracking/get_list_by_date', {
      truck_plate: truck.plate,
      start_date: '2026-11-24 00:00:00',
      end_date: '2026-11-24 23:59:59',
    });
    expect(clips.body.data).toHaveLength(1);
    const [clip] = clips.body.data;
    expect(clip).toMatchObject({ id: saved.body.data.id, cam_number: 1 });
    expect(clip.start_time).toBe('2026-11-24 09:00:00');
    expect(clip.duration_s).toBeGreaterThan(0);
    const mp4 = await gateway.fleet.app.inject({ method: 'GET', url: clip.url });
    expect(mp4.statusCode).toBe(200);
    expect(probeVideo(mp4.rawPayload, 'mp4')).toMatchObject({ codec_name: 'h264', width: 320 });

    const closed = await call('DELETE', `/api/media/device-playbacks/${id}`);
    expect(closed.status).toBe(200);
    await waitUntil('0x9202 end', () => platformMessages(terminal, 0x9202).length === 4);
    expect(readPlaybackControl(platformMessages(terminal, 0x9202)[3]!.body).control).toBe(2);
    expect((await call('GET', `/api/media/device-playbacks/${id}`)).status).toBe(404);
  }, 90_000);

  it('writes down which instance runs a playback, and says so on another instance', async () => {
    const { truck } = await dashcam();
    const started = await call('POST', '/api/media/device-playbacks', {
      truck_plate: truck.plate,
      channel: 1,
      start_time: '2026-11-24 08:30:00',
      end_time: '2026-11-24 08:32:00',
    });
    const { id } = ZDevicePlaybackResponse.parse(started.body).data;
    const rows = () =>
      gateway.fleet.db.query<{ truck_id: number; channel: number }>(
        'select truck_id, channel from jt1078_playbacks where id = $1',
        [id],
      );
    expect(await rows()).toEqual([{ truck_id: truck.id, channel: 1 }]);
    expect((await call('DELETE', `/api/media/device-playbacks/${id}`)).status).toBe(200);
    expect(await rows()).toEqual([]);

    // A playback another instance runs (its row, not this process's): 409, not "gone".
    const elsewhere = crypto.randomUUID();
    await gateway.fleet.db.query(
      `insert into jt1078_playbacks (id, truck_id, channel, start_time, end_time, owner_id)
       values ($1, $2, 1, now(), now(), 'another-instance')`,
      [elsewhere, truck.id],
    );
    const there = await call('GET', `/api/media/device-playbacks/${elsewhere}`);
    expect(there.status).toBe(409);
    expect(there.body.error.code).toBe('CONFLICT');
  });

  it('answers 409 TERMINAL_OFFLINE for a dashcam not connected, 424 DEVICE_TIMEOUT for a silent one', async () => {
    const alone = await createTruck(gateway.fleet, { device_id: nextPhone() });
    await saveCameras(gateway, alone);
    const offline = await listOf(alone.plate);
    expect(offline.status).toBe(409);
    expect(offline.body.error.code).toBe('TERMINAL_OFFLINE');

    const { truck, terminal } = await dashcam();
    terminal.answers.recordings = () => null;
    const silent = await listOf(truck.plate);
    expect(silent.status).toBe(424);
    expect(silent.body.error.code).toBe('DEVICE_TIMEOUT');

    // A camera that is not the dashcam's has no recordings to ask for.
    const urlCamera = await call('POST', '/api/media/device-recordings', {
      truck_plate: truck.plate,
      channel: 2,
      start_time: '2026-11-24 00:00:00',
      end_time: '2026-11-24 23:59:59',
    });
    expect(urlCamera.status).toBe(404);
  }, 60_000);

  it('needs the video history page', async () => {
    const { truck } = await dashcam();
    const user = await createUser(gateway.fleet, { role: 'driver' });
    expect((await listOf(truck.plate, user.token)).status).toBe(403);
    const play = await call(
      'POST',
      '/api/media/device-playbacks',
      {
        truck_plate: truck.plate,
        channel: 1,
        start_time: '2026-11-24 09:00:00',
        end_time: '2026-11-24 09:05:00',
      },
      user.token,
    );
    expect(play.status).toBe(403);
  });

  it('plays back to an inspector the dashcams of the granted trucks during the period, and saves nothing', async () => {
    const { truck, terminal } = await dashcam();
    const { truck: other } = await dashcam();
    const inspector = await createUser(gateway.fleet, { role: 'inspector' });
    const wire = (ms: number) => formatTime(new Date(Date.now() + ms));
    const grant = await call('POST', '/api/inspectors/grants/create', {
      username: inspector.username,
      starts_at: wire(-3_600_000),
      ends_at: wire(3_600_000),
      truck_ids: [truck.id],
    });
    expect(grant.status, JSON.stringify(grant.body)).toBe(201);

    const listed = await listOf(truck.plate, inspector.token);
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.data).toHaveLength(RECORDINGS.length);
    // Another truck's dashcam is not there for the inspector, and it is not asked.
    const before = platformMessages(terminal, 0x9205).length;
    expect((await listOf(other.plate, inspector.token)).status).toBe(404);
    const range = {
      channel: 1,
      start_time: '2026-11-24 08:30:00',
      end_time: '2026-11-24 08:32:00',
    };
    const theirs = await call(
      'POST',
      '/api/media/device-playbacks',
      { truck_plate: other.plate, ...range },
      inspector.token,
    );
    expect(theirs.status).toBe(404);

    const started = await call(
      'POST',
      '/api/media/device-playbacks',
      { truck_plate: truck.plate, ...range },
      inspector.token,
    );
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const { id } = ZDevicePlaybackResponse.parse(started.body).data;
    expect(platformMessages(terminal, 0x9205).length).toBe(before);
    const playing = await playbackUntil(id, (p) => p.state === 'playing');
    const seen = await call('GET', `/api/media/device-playbacks/${id}`, undefined, inspector.token);
    expect(seen.body.data).toMatchObject({ id, state: 'playing' });
    const playlist = await call('GET', playing.playlist_url, undefined, inspector.token);
    expect(playlist.status).toBe(200);
    const paused = await call(
      'POST',
      `/api/media/device-playbacks/${id}/control`,
      { action: 'pause' },
      inspector.token,
    );
    expect(paused.status, JSON.stringify(paused.body)).toBe(200);
    // Keeping it in the video history is a change: refused.
    const saved = await call(
      'POST',
      `/api/media/device-playbacks/${id}/save`,
      undefined,
      inspector.token,
    );
    expect(saved.status).toBe(403);
    const recording = await call(
      'POST',
      '/api/media/record',
      { truck_plate: truck.plate, channel: 1 },
      inspector.token,
    );
    expect(recording.status).toBe(403);

    // The period over: nothing, the playback included.
    await call('POST', '/api/inspectors/grants/revoke', { id: grant.body.data.id });
    const token = await gateway.fleet.tokenFor(inspector.username);
    expect((await call('GET', `/api/media/device-playbacks/${id}`, undefined, token)).status).toBe(
      403,
    );
    expect((await listOf(truck.plate, token)).status).toBe(403);
    expect(
      (await call('DELETE', `/api/media/device-playbacks/${id}`, undefined, token)).status,
    ).toBe(403);
    expect((await call('DELETE', `/api/media/device-playbacks/${id}`)).status).toBe(200);
  }, 90_000);
});
