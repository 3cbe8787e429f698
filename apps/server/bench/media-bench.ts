import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { BENCH_ADMIN_PASSWORD, freePort, repoDir, serverBundle, tempDir } from './processes.js';
import { report as newReport } from './report.js';

/**
 * `npm run bench:media`: the media figures of issue 6. (1) A 1 GB video stream uploaded
 * to POST /api/ingest/videos: the server's resident memory growth over its idle RSS
 * (target < 100 MB). (2) A 1 MB Range read from the middle of that 1 GB clip through its
 * signed link, against a plain fs read of the same bytes in the same run (target < 20 ms).
 * BENCH_FROM_SOURCE=1 runs the server from its sources (tsx) instead of apps/server/dist.
 * BENCH_MEDIA_GB sets the size (default 1).
 */
const report = newReport();
const MIB = 1024 * 1024;
const total = Math.round(Number(process.env.BENCH_MEDIA_GB ?? 1) * 1024) * MIB;
const fromSource = process.env.BENCH_FROM_SOURCE === '1';

function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

async function startServer(dataDir: string) {
  const port = await freePort();
  const args = fromSource
    ? ['--import', 'tsx', path.join(repoDir, 'apps/server/src/main.ts')]
    : [serverBundle()];
  const child = spawn(process.execPath, args, {
    cwd: repoDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      OSMAND_PORT: '0',
      JT808_PORT: '0',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
      DATA_DIR: dataDir,
      WEB_DIR: path.join(dataDir, 'no-web'),
      SNAPSHOT_INTERVAL_MIN: '0',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) throw new Error('server exited');
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (tries > 1200) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function call<T>(url: string, token: string | null, body: unknown): Promise<T> {
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${url}: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { data: T }).data;
}

/** A real MPEG-TS made by ffmpeg (about 8 MB), repeated to `bytes` as one upload body. */
function videoTs(dir: string): Buffer {
  const file = path.join(dir, 'seed.ts');
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=duration=20:size=1280x720:rate=25',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-b:v',
    '3M',
    '-f',
    'mpegts',
    file,
  ]);
  return fs.readFileSync(file);
}

function multipartBody(seed: Buffer, bytes: number, time: string) {
  const boundary = `bench${crypto.randomBytes(8).toString('hex')}`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    field('channel', '1') +
      field('time', time) +
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="clip.ts"\r\n` +
      'content-type: video/mp2t\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  async function* stream() {
    yield head;
    for (let sent = 0; sent < bytes;) {
      const chunk = seed.subarray(0, Math.min(seed.length, bytes - sent));
      sent += chunk.length;
      yield chunk;
    }
    yield tail;
  }
  return { boundary, stream };
}

const agent = new http.Agent({ keepAlive: true });

/** A plain node:http GET of one range on a kept-alive connection (less client work than fetch). */
function rangeGet(url: string, start: number, end: number) {
  return new Promise<{ status: number; body: Buffer; timing: string }>((resolve, reject) => {
    http
      .get(url, { agent, headers: { range: `bytes=${start}-${end}` } }, (response) => {
        const parts: Buffer[] = [];
        response.on('data', (chunk: Buffer) => parts.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(parts),
            timing: String(response.headers['server-timing'] ?? ''),
          }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const dataDir = tempDir('fleet-bench-media-');
  report.line(`Server: ${fromSource ? 'sources (tsx)' : serverBundle()}; data in ${dataDir}`);
  const seed = videoTs(dataDir);
  const server = await startServer(dataDir);
  try {
    const token = (
      await call<{ access_token: string }>(`${server.url}/user/login`, null, {
        username: 'admin',
        password: BENCH_ADMIN_PASSWORD,
      })
    ).access_token;
    const truck = await call<{ plate: string }>(`${server.url}/truck/create`, token, {
      plate: '51C-999.01',
      device_id: 'bench-media-1',
    });
    const { key } = await call<{ key: string }>(`${server.url}/api/devices/key`, token, {
      device_id: 'bench-media-1',
    });
    const upload = async (bytes: number, time: string) => {
      const { boundary, stream } = multipartBody(seed, bytes, time);
      const started = performance.now();
      const answer = await fetch(`${server.url}/api/ingest/videos`, {
        method: 'POST',
        headers: {
          'x-device-key': key,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        body: ReadableStream.from(stream()),
        duplex: 'half',
      });
      if (answer.status !== 201) throw new Error(`upload: ${answer.status} ${await answer.text()}`);
      return performance.now() - started;
    };

    // Warm the code paths with one small upload, then let the heap settle.
    await upload(seed.length, '2026-01-01 07:00:00');
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const idle = rssOf(server.pid);
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.pid))), 50);
    report.line(`Idle RSS ${(idle / MIB).toFixed(0)} MB; uploading ${(total / MIB).toFixed(0)} MB`);
    const ms = await upload(total, '2026-01-01 08:00:00');
    clearInterval(sampler);
    const growth = (peak - idle) / MIB;
    report.line(
      `Uploaded in ${(ms / 1000).toFixed(1)} s (${(total / MIB / (ms / 1000)).toFixed(0)} MB/s)`,
    );
    report.figure({
      name: 'RSS growth during a 1 GB video upload',
      value: growth,
      unit: ' MB',
      reference: `idle RSS ${(idle / MIB).toFixed(0)} MB, peak ${(peak / MIB).toFixed(0)} MB`,
      ratio: null,
      target: '< 100 MB',
      met: growth < 100,
      settings: `${(total / MIB).toFixed(0)} MB MPEG-TS stream, local blob store, PGlite`,
    });

    const [video] = await call<{ id: number; url: string; size: number }[]>(
      `${server.url}/etracking/get_list_by_date`,
      token,
      {
        truck_plate: truck.plate,
        start_date: '2026-01-01 07:30:00',
        end_date: '2026-01-01 23:00:00',
      },
    );
    if (!video || video.size !== total) throw new Error(`unexpected clip ${JSON.stringify(video)}`);
    const [row] = fs
      .readdirSync(path.join(dataDir, 'files'), { recursive: true, withFileTypes: true })
      .filter(
        (entry) =>
          entry.isFile() && fs.statSync(path.join(entry.parentPath, entry.name)).size === total,
      )
      .map((entry) => path.join(entry.parentPath, entry.name));
    const start = Math.floor(total / 2);
    const end = start + MIB - 1;
    const serverTimes: number[] = [];
    const appTimes: number[] = [];
    const fsTimes: number[] = [];
    for (let round = 0; round < 30; round += 1) {
      let began = performance.now();
      const answer = await rangeGet(`${server.url}${video.url}`, start, end);
      serverTimes.push(performance.now() - began);
      if (answer.status !== 206 || answer.body.length !== MIB)
        throw new Error(`range: ${answer.status}`);
      appTimes.push(Number(/dur=([\d.]+)/.exec(answer.timing)?.[1] ?? NaN));
      began = performance.now();
      const handle = await fs.promises.open(row!, 'r');
      const buffer = Buffer.alloc(MIB);
      await handle.read(buffer, 0, MIB, start);
      await handle.close();
      fsTimes.push(performance.now() - began);
    }
    const served = median(serverTimes);
    const plain = median(fsTimes);
    report.line(`Server-Timing app (to first byte) median ${median(appTimes).toFixed(2)} ms`);
    report.figure({
      name: '1 MB Range read from the middle of a 1 GB clip (to last byte, loopback)',
      value: served,
      unit: 'ms',
      reference: `plain fs read ${plain.toFixed(2)} ms`,
      ratio: served / plain,
      target: '< 20 ms',
      met: served < 20,
      settings: 'median of 30, signed link, HTTP/1.1 keep-alive',
    });
  } finally {
    agent.destroy();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(report.summary());
}

await main();
