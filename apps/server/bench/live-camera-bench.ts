import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { chromium } from 'playwright';
import { loadConfig } from '../src/config.js';
import { startConsole } from '../src/start.js';
import { startRtspServer } from '../test/support/rtsp-server.js';
import { TICKS_PER_SECOND, ticksOf } from './cpu-usage.js';

/**
 * `npm run bench:live-camera`: six live camera tiles against the loopback RTSP test server
 * (GStreamer, 640×360 H.264, 25 fps, 1 s GOP). Prints the time from opening each tile (its
 * first status call, as the web app makes it, polling every half second) to its first decoded
 * frame in Chromium (hls.js, requestVideoFrameCallback), in three rounds:
 *  1. cold: the test server starts each camera's encoder on the first connection;
 *  2. cameras already streaming (as real cameras do; a plain ffmpeg reader keeps each test
 *     stream running), console streams not started yet: the figure of the target;
 *  3. a second viewer of round 2's tiles (the remux already runs).
 * Then the CPU of round 2's six ffmpeg remuxes over 20 s while they play.
 * Targets: first frame < 4 s, ffmpeg < 50 % of one core in total.
 */
const TILES = 6;
const CPU_WINDOW_S = 20;
const require = createRequire(import.meta.url);

/** Plain JavaScript run in the page: opens tiles like the app and times the first frame. */
const PAGE = `<!doctype html><html><body><script src="/bench-hls.js"></script><script>
window.openTiles = async (token, keys) => {
  const post = async (key) => {
    const answer = await fetch('/api/live-camera/streams', {
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify({ streams: [key] }),
    });
    return (await answer.json()).data[0];
  };
  return Promise.all(keys.map(async (key) => {
    const start = performance.now();
    let stream = await post(key);
    while (stream.state !== 'live') {
      if (stream.state === 'offline' || stream.state === 'error') throw new Error(stream.reason);
      await new Promise((r) => setTimeout(r, 500));
      stream = await post(key);
    }
    const live = performance.now() - start;
    const video = document.createElement('video');
    video.muted = true; video.autoplay = true; video.playsInline = true; video.width = 320;
    document.body.appendChild(video);
    const hls = new Hls({ xhrSetup: (xhr) => xhr.setRequestHeader('token', token), liveSyncDurationCount: 2 });
    hls.loadSource(stream.playlist_url);
    hls.attachMedia(video);
    await new Promise((resolve) => video.requestVideoFrameCallback(() => resolve()));
    return { live, frame: performance.now() - start };
  }));
};
</script></body></html>`;

interface TTileTime {
  live: number;
  frame: number;
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-live-camera-'));
  const rtsp = await startRtspServer({ livePaths: TILES * 2, shared: true });
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: 'bench-admin-password',
    LOG_LEVEL: 'silent',
    WEB_DIR: path.join(dataDir, 'no-web'),
    SNAPSHOT_INTERVAL_MIN: '0',
    // The bench's RTSP server is on loopback (the source policy's allowlist).
    CAMERA_ALLOWED_HOSTS: '127.0.0.1',
  });
  const fleet = await startConsole(config, { logger: false, print: () => {} });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
  });
  const warmers: ChildProcess[] = [];
  try {
    await fleet.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(fleet.app.server.address() as { port: number }).port}`;
    const admin = await fleet.services.userRows.findByUsername('admin');
    const token = (await fleet.services.sessions.open(admin!.id)).token;
    const call = async (url: string, body: unknown) => {
      const answer = await fetch(`${base}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token },
        body: JSON.stringify(body),
      });
      if (!answer.ok) throw new Error(`${url}: ${answer.status} ${await answer.text()}`);
      return ((await answer.json()) as { data: { id: number } }).data;
    };
    /** Three trucks with two cameras each, on live paths first+1 … first+6. */
    const trucksOn = async (first: number) => {
      const keys: { truck_id: number; channel: number }[] = [];
      for (let truck = 0; truck < TILES / 2; truck += 1) {
        const { id } = await call('/truck/create', {
          plate: `51C${90_000 + first * 10 + truck}`,
          device_id: `bench-cam-${first}-${truck}`,
        });
        await call('/api/trucks/cameras/save', {
          truck_id: id,
          cameras: [1, 2].map((channel) => ({
            channel,
            name: `Camera ${channel}`,
            position: 'road',
            source_url: rtsp.url(`/live/${first + truck * 2 + channel}`),
          })),
        });
        keys.push({ truck_id: id, channel: 1 }, { truck_id: id, channel: 2 });
      }
      return keys;
    };
    const openTiles = async (keys: { truck_id: number; channel: number }[]) => {
      const page = await browser.newPage();
      await page.route(`${base}/bench-live-camera.html`, (route) =>
        route.fulfill({ contentType: 'text/html', body: PAGE }),
      );
      await page.route(`${base}/bench-hls.js`, (route) =>
        route.fulfill({
          contentType: 'text/javascript',
          path: require.resolve('hls.js/dist/hls.min.js'),
        }),
      );
      await page.goto(`${base}/bench-live-camera.html`);
      const times = await page.evaluate(
        ([t, k]) =>
          (
            globalThis as unknown as {
              openTiles: (...a: unknown[]) => Promise<TTileTime[]>;
            }
          ).openTiles(t, k),
        [token, keys] as const,
      );
      return { page, times };
    };
    const fmt = (v: number) => v.toFixed(2);
    const line = (label: string, times: TTileTime[]) => {
      const frames = times.map((t) => t.frame / 1000).sort((a, b) => a - b);
      console.log(
        `${label}: open → live ${times.map((t) => fmt(t.live / 1000)).join(' ')} s; ` +
          `open → first frame ${frames.map(fmt).join(' ')} s | median ` +
          `${fmt(frames[Math.floor(frames.length / 2)]!)} max ${fmt(frames.at(-1)!)} (target < 4)`,
      );
    };

    console.log(
      `Live camera bench, ${new Date().toISOString()}, ${os.cpus().length} cores, ` +
        `load ${os
          .loadavg()
          .map((v) => v.toFixed(2))
          .join(' ')}; ${TILES} tiles opened at once`,
    );
    const cold = await trucksOn(0);
    line('1. cold test cameras', (await openTiles(cold)).times);

    const warm = await trucksOn(TILES);
    for (let n = TILES + 1; n <= TILES * 2; n += 1) {
      warmers.push(
        spawn(
          'ffmpeg',
          [
            '-v',
            'quiet',
            '-rtsp_transport',
            'tcp',
            '-i',
            rtsp.url(`/live/${n}`),
            '-c',
            'copy',
            '-f',
            'null',
            '-',
          ],
          { stdio: 'ignore' },
        ),
      );
    }
    await new Promise((r) => setTimeout(r, 5000));
    const before = new Set(fleet.services.liveCamera.streams.pids());
    const round = await openTiles(warm);
    line('2. cameras streaming', round.times);
    const pids = fleet.services.liveCamera.streams.pids().filter((pid) => !before.has(pid));
    line('3. second viewer', (await openTiles(warm)).times);

    const start = pids.map(ticksOf);
    const started = performance.now();
    await new Promise((r) => setTimeout(r, CPU_WINDOW_S * 1000));
    const seconds = (performance.now() - started) / 1000;
    const cpu =
      (pids.reduce((sum, pid, i) => sum + ticksOf(pid) - start[i]!, 0) /
        TICKS_PER_SECOND /
        seconds) *
      100;
    const playing = await round.page.evaluate<number>(
      "[...document.querySelectorAll('video')].filter((v) => v.currentTime > 10).length",
    );
    console.log(
      `ffmpeg CPU of round 2 over ${CPU_WINDOW_S} s: ${cpu.toFixed(1)} % of one core in total for ` +
        `${pids.length} remuxes, ${(cpu / pids.length).toFixed(1)} % each (target < 50 % total); ` +
        `tiles of round 2 with currentTime > 10 s: ${playing}/${TILES}`,
    );
  } finally {
    for (const warmer of warmers) warmer.kill('SIGKILL');
    await browser.close();
    await fleet.close();
    await rtsp.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
