import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLiveStream } from '@fleet/contracts';
import { startRtspServer, type RtspTestServer } from '../support/rtsp-server.js';
import { waitUntil } from '../support/wait-until.js';
import {
  CONSOLE_START_BOUND_MS,
  adminWithTruck,
  freshPostgresUrl,
  QUICK_TAKEOVER,
  startConsoleProcess,
  type ConsoleProcess,
} from './console-process.js';

// Two console starts, one after the other.
const SETUP_BOUND_MS = 2 * CONSOLE_START_BOUND_MS + 60_000;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The ffmpeg processes a console process has started (read from /proc). */
function ffmpegsOf(instance: ConsoleProcess): number[] {
  return fs.readdirSync('/proc').flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return [];
    try {
      const stat = /^(\d+) \((.*)\) \S+ (\d+)/.exec(fs.readFileSync(`/proc/${entry}/stat`, 'utf8'));
      return stat?.[2] === 'ffmpeg' && Number(stat[3]) === instance.child.pid
        ? [Number(stat[1])]
        : [];
    } catch {
      return []; // ended meanwhile
    }
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/**
 * Two console processes on one PostgreSQL behind a balancer without sticky sessions: a
 * camera channel's remux runs once, on whichever instance a viewer reached first, and a
 * viewer on the other instance plays it through that one.
 */
describe.skipIf(!process.env.DATABASE_URL)('live camera across console processes', () => {
  let rtsp: RtspTestServer;
  let db: pg.Client;
  let first: ConsoleProcess;
  let second: ConsoleProcess;
  let token: string;
  let truckId: number;

  beforeAll(async () => {
    rtsp = await startRtspServer({ livePaths: 1 });
    cleanups.push(() => rtsp.stop());
    const fresh = await freshPostgresUrl(process.env.DATABASE_URL!);
    cleanups.push(fresh.drop);
    // What instances must share: the camera key (sources) and the media secret (signatures).
    const shared = {
      CAMERA_KEY: crypto.randomBytes(32).toString('hex'),
      MEDIA_URL_SECRET: crypto.randomBytes(32).toString('hex'),
      ...QUICK_TAKEOVER,
      // A remux stops 5 s after its last viewer (30 s by default).
      LIVE_CAMERA_IDLE_S: '5',
    };
    first = await startConsoleProcess({ DATABASE_URL: fresh.url }, shared);
    cleanups.push(() => first.kill('SIGKILL'));
    second = await startConsoleProcess({ DATABASE_URL: fresh.url }, shared);
    cleanups.push(() => second.kill('SIGTERM'));
    db = new pg.Client({ connectionString: fresh.url });
    await db.connect();
    cleanups.push(() => db.end());

    ({ token, truckId } = await adminWithTruck(first.url, '51C24680', 'live-proc-1'));
    const saved = await fetch(`${first.url}/api/trucks/cameras/save`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify({
        truck_id: truckId,
        cameras: [{ channel: 1, name: 'Trước', position: 'road', source_url: rtsp.url('/live/1') }],
      }),
    });
    expect(saved.status).toBe(200);
  }, SETUP_BOUND_MS);

  async function open(instance: ConsoleProcess): Promise<TLiveStream> {
    const answer = await fetch(`${instance.url}/api/live-camera/streams`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify({ streams: [{ truck_id: truckId, channel: 1 }] }),
    });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { data: TLiveStream[] }).data[0]!;
  }

  const get = (instance: ConsoleProcess, file: string) =>
    fetch(`${instance.url}/api/live-camera/${truckId}/1/${file}`, { headers: { token } });

  /** The playlist through this instance and one of its segments' bytes, as hls.js reads them. */
  async function play(instance: ConsoleProcess) {
    const playlist = await get(instance, 'index.m3u8');
    if (playlist.status !== 200) return null;
    const segment = /^(seg\d+\.ts)$/m.exec(await playlist.text())?.[1];
    if (!segment) return null;
    const bytes = await get(instance, segment);
    return bytes.status === 200 ? (await bytes.arrayBuffer()).byteLength : null;
  }

  const remuxRows = async () =>
    Number((await db.query<{ n: string }>('select count(*) as n from live_remuxes')).rows[0]!.n);

  it('a viewer on either instance plays the one remux, which stops after the last viewer', async () => {
    // Both instances asked at the same moment: exactly one claims the channel.
    await Promise.all([open(first), open(second)]);
    await waitUntil(
      'both instances report the stream live',
      async () => (await open(first)).state === 'live' && (await open(second)).state === 'live',
      { timeoutMs: 90_000, everyMs: 300 },
    );
    expect(ffmpegsOf(first).length + ffmpegsOf(second).length).toBe(1);
    const [owner, viewer] = ffmpegsOf(first).length === 1 ? [first, second] : [second, first];

    const bytes = await play(viewer);
    expect(bytes).toBeGreaterThan(1000);
    const playlist = await get(viewer, 'index.m3u8');
    expect(playlist.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');

    // What the hop through the owner adds, playlist and segment, direct against proxied.
    const timings = { direct: [] as number[], proxied: [] as number[] };
    const segmentTimings = { direct: [] as number[], proxied: [] as number[] };
    for (let round = 0; round < 15; round += 1) {
      for (const [instance, kind] of [
        [owner, 'direct'],
        [viewer, 'proxied'],
      ] as const) {
        let started = performance.now();
        const list = await get(instance, 'index.m3u8');
        const segment = /^(seg\d+\.ts)$/m.exec(await list.text())?.[1];
        timings[kind].push(performance.now() - started);
        started = performance.now();
        const file = await get(instance, segment!);
        await file.arrayBuffer();
        if (file.status === 200) segmentTimings[kind].push(performance.now() - started);
      }
    }
    console.info(
      `live camera proxy: playlist median ${median(timings.direct).toFixed(1)} ms direct, ` +
        `${median(timings.proxied).toFixed(1)} ms through the other instance; segment ` +
        `${median(segmentTimings.direct).toFixed(1)} ms direct, ` +
        `${median(segmentTimings.proxied).toFixed(1)} ms through the other instance`,
    );
    expect(ffmpegsOf(first).length + ffmpegsOf(second).length).toBe(1);
    expect(await remuxRows()).toBe(1);

    // Nobody asks any more, on either instance: the remux ends and frees its channel.
    const [pid] = ffmpegsOf(owner);
    await waitUntil('the remux stops after the last viewer', () => !alive(pid!), {
      timeoutMs: 120_000,
      everyMs: 500,
    });
    await waitUntil('its lease is released', async () => (await remuxRows()) === 0, {
      timeoutMs: 30_000,
    });
    expect(ffmpegsOf(first).length + ffmpegsOf(second).length).toBe(0);
  }, 300_000);

  it('kill -9 of the instance running the remux: the other takes it over while a viewer asks', async () => {
    await waitUntil(
      'the first instance runs the remux',
      async () => {
        return (await open(first)).state === 'live' && ffmpegsOf(first).length === 1;
      },
      { timeoutMs: 90_000, everyMs: 300 },
    );
    const [orphan] = ffmpegsOf(first);
    expect((await open(second)).state).toBe('live');
    expect(await play(second)).toBeGreaterThan(1000);
    expect(ffmpegsOf(second)).toEqual([]);

    await first.kill('SIGKILL');
    // The viewer on the second instance keeps asking as the page and hls.js do.
    const waited = await waitUntil(
      'the second instance takes the remux over and plays it',
      async () => {
        const state = await open(second);
        return state.state === 'live' && ((await play(second)) ?? 0) > 1000;
      },
      { timeoutMs: 150_000, everyMs: 500 },
    );
    console.info(`live camera remux taken over and playing ${waited} ms after kill -9`);
    expect(ffmpegsOf(second).length).toBe(1);
    // The dead instance's ffmpeg died with it: nothing else pulls the camera.
    await waitUntil("the killed instance's ffmpeg is gone", () => !alive(orphan!), {
      timeoutMs: 30_000,
    });
  }, 300_000);
});
