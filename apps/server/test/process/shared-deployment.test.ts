import crypto from 'node:crypto';
import pg from 'pg';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZCameraListResponse,
  ZCurrentTruckListResponse,
  ZImageListResponse,
  ZPaperResponse,
  type TLiveMessage,
} from '@fleet/contracts';
import { secretBox } from '../../src/areas/platform/instances/secret-box.js';
import { makeMediaFixtures } from '../media/media-fixtures.js';
import { PDF, PNG } from '../operations/multipart.js';
import { startS3Server, type TestS3Server } from '../s3-server.js';
import { startSmtpServer, type SmtpTestServer } from '../support/smtp-server.js';
import { waitUntil } from '../support/wait-until.js';
import {
  CONSOLE_START_BOUND_MS,
  freshPostgresUrl,
  PROCESS_ADMIN_PASSWORD,
  startConsoleProcess,
  type ConsoleProcess,
} from './console-process.js';

// Two console starts together.
const SETUP_BOUND_MS = CONSOLE_START_BOUND_MS + 60_000;

/**
 * The deployment of docs/deploy.md as processes: two console instances on one PostgreSQL
 * database and one S3-compatible server (s3rver), with the secrets and settings they must
 * share. Whatever one instance stores, the other serves.
 */
const CAMERA_KEY = crypto.randomBytes(32).toString('hex');
const shared = (s3: TestS3Server, smtp: SmtpTestServer) => ({
  ...s3.env,
  CAMERA_KEY,
  MEDIA_URL_SECRET: crypto.randomBytes(24).toString('hex'),
  SMTP_URL: `${smtp.url}?from=canhbao@fleet.test`,
  SNAPSHOT_INTERVAL_MIN: '0',
});

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.skipIf(!process.env.DATABASE_URL)('two instances, one PostgreSQL, one S3 bucket', () => {
  let a: ConsoleProcess;
  let b: ConsoleProcess;
  let db: pg.Client;
  let smtp: SmtpTestServer;
  let token: string;

  const call = (instance: ConsoleProcess, path: string, body: unknown, method = 'POST') =>
    fetch(`${instance.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify(body),
    });
  const createTruck = async (plate: string, deviceId: string) => {
    const answer = await call(a, '/truck/create', { plate, device_id: deviceId });
    expect(answer.status).toBe(201);
    return ((await answer.json()) as { data: { id: number } }).data.id;
  };
  const addPaper = (plate: string, fields: Record<string, string>) => {
    const form = new FormData();
    form.append('plate', plate);
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('files', new Blob([PDF]), 'đăng kiểm.pdf');
    return fetch(`${a.url}/truck_info/add_paper`, {
      method: 'POST',
      headers: { token },
      body: form,
    });
  };

  beforeAll(async () => {
    const fresh = await freshPostgresUrl(process.env.DATABASE_URL!);
    cleanups.push(fresh.drop);
    const s3 = await startS3Server();
    cleanups.push(() => s3.stop());
    smtp = await startSmtpServer();
    cleanups.push(() => smtp.stop());
    const env = shared(s3, smtp);
    // Started together, as a compose file starts them.
    [a, b] = await Promise.all([
      startConsoleProcess({ DATABASE_URL: fresh.url }, env),
      startConsoleProcess({ DATABASE_URL: fresh.url }, env),
    ]);
    cleanups.push(
      () => a.kill('SIGTERM'),
      () => b.kill('SIGTERM'),
    );
    db = new pg.Client({ connectionString: fresh.url });
    await db.connect();
    cleanups.push(() => db.end());
    const login = await fetch(`${a.url}/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PROCESS_ADMIN_PASSWORD }),
    });
    token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  }, SETUP_BOUND_MS);

  it('both instances are healthy and keep nothing to themselves', async () => {
    for (const instance of [a, b]) {
      const health = (await (await fetch(`${instance.url}/api/health`)).json()) as {
        data: { database: string; warnings: string[] };
      };
      expect(health.data).toMatchObject({ database: 'postgres', warnings: [] });
    }
  });

  it('a paper uploaded through A downloads through B (same bucket, same sign-in)', async () => {
    await createTruck('29C11111', 'deploy-paper');
    const added = await addPaper('29C11111', { type: 'registration', number: 'DK-1' });
    expect(added.status).toBe(201);
    const paper = ZPaperResponse.parse(await added.json()).data;
    const download = await fetch(`${b.url}${paper.files[0]!.url}`, { headers: { token } });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);
  }, 60_000);

  it('an avatar uploaded through A is served by B', async () => {
    const form = new FormData();
    form.append('file', new Blob([PNG]), 'me.png');
    const uploaded = await fetch(`${a.url}/api/user/avatar`, {
      method: 'POST',
      headers: { token },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const { avatar } = ((await uploaded.json()) as { data: { avatar: string } }).data;
    const served = await fetch(`${b.url}${avatar}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it("a position sent to A shows in B's live feed and current truck list", async () => {
    const truckId = await createTruck('29C22222', 'deploy-live');
    const socket = new WebSocket(`${b.url.replace('http', 'ws')}/api/live?token=${token}`);
    cleanups.push(async () => socket.terminate());
    const messages: TLiveMessage[] = [];
    socket.on('message', (data: Buffer) =>
      messages.push(JSON.parse(data.toString()) as TLiveMessage),
    );
    await waitUntil('the snapshot from B', () => messages.some((m) => m.type === 'snapshot'));

    const sent = await fetch(`${a.url}/osmand`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `id=deploy-live&timestamp=${Math.floor(Date.now() / 1000)}&lat=21.0285&lon=105.8542&speed=20`,
    });
    expect(sent.status).toBe(200);
    await waitUntil(
      'a delta of that truck on B',
      () => messages.some((m) => m.type === 'delta' && m.trucks.some((t) => t.id === truckId)),
      { timeoutMs: 60_000 },
    );
    const current = ZCurrentTruckListResponse.parse(
      await (await call(b, '/truck/get_current_truck_list', {})).json(),
    ).data.find((truck) => truck.id === truckId);
    expect(current).toMatchObject({ lat: 21.0285, lon: 105.8542 });
  }, 120_000);

  it('camera credentials sealed by A are opened by B (shared CAMERA_KEY)', async () => {
    const truckId = await createTruck('29C33333', 'deploy-camera');
    const withPassword = 'rtsp://tai-xe:mat-khau@10.1.2.3:554/live/1';
    const camera = { channel: 1, name: 'Camera trước', position: 'road' };
    const saved = await call(a, '/api/trucks/cameras/save', {
      truck_id: truckId,
      cameras: [{ ...camera, source_url: withPassword }],
    });
    expect(saved.status).toBe(200);
    // B keeps the stored credentials: it must open A's sealed URL to do so (409 otherwise).
    const kept = await call(b, '/api/trucks/cameras/save', {
      truck_id: truckId,
      cameras: [{ ...camera, source_url: 'rtsp://10.1.2.3:554/live/2', keep_credentials: true }],
    });
    expect(kept.status).toBe(200);
    expect(ZCameraListResponse.parse(await kept.json()).data[0]).toMatchObject({
      source_url: 'rtsp://10.1.2.3:554/live/2',
      has_credentials: true,
    });
    const [row] = (
      await db.query<{ source_url_enc: string }>(
        'select source_url_enc from truck_cameras where truck_id = $1',
        [truckId],
      )
    ).rows;
    expect(secretBox(Buffer.from(CAMERA_KEY, 'hex')).open(row!.source_url_enc)).toBe(
      'rtsp://tai-xe:mat-khau@10.1.2.3:554/live/2',
    );
  }, 60_000);

  it('a signed media link made by A works on B (shared MEDIA_URL_SECRET)', async () => {
    const fixtures = makeMediaFixtures();
    cleanups.push(async () => fixtures.remove());
    await createTruck('29C44444', 'deploy-media');
    const keyAnswer = await call(a, '/api/devices/key', { device_id: 'deploy-media' });
    const key = ((await keyAnswer.json()) as { data: { key: string } }).data.key;
    const form = new FormData();
    form.append('channel', '1');
    form.append('time', '2026-11-20 08:00:00');
    form.append('file', new Blob([fixtures.jpeg]), 'frame.jpg');
    const uploaded = await fetch(`${a.url}/api/ingest/images`, {
      method: 'POST',
      headers: { 'x-device-key': key },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const [image] = ZImageListResponse.parse(
      await (
        await call(a, '/image/get_list', {
          truck_plate: '29C44444',
          start_time: '2026-11-20 00:00:00',
          end_time: '2026-11-20 23:59:59',
        })
      ).json(),
    ).data;
    const onB = await fetch(`${b.url}${image!.url}`);
    expect(onB.status).toBe(200);
    expect(Buffer.from(await onB.arrayBuffer()).equals(fixtures.jpeg)).toBe(true);
    // B checks the signature rather than passing anything: an altered link is refused.
    const altered = new URL(image!.url, b.url);
    const signature = altered.searchParams.get('s')!;
    // Another first character (a signature may itself begin with 'x').
    altered.searchParams.set('s', `${signature.startsWith('x') ? 'y' : 'x'}${signature.slice(1)}`);
    expect((await fetch(altered)).status).toBe(403);
  }, 120_000);

  it('jobs queued through one instance run once across both: a mail per warning', async () => {
    const settings = await call(
      a,
      '/api/warnings/mail_settings',
      { types: ['paper_expiring'] },
      'PUT',
    );
    expect(settings.status).toBe(200);
    expect((await call(a, '/warehouse/add_email', { email: 'doi-xe@example.com' })).status).toBe(
      201,
    );
    // Each paper queues a check through A; its warnings queue mail jobs that both take from.
    const expires = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const plates = Array.from({ length: 12 }, (_, i) => `29C5${String(i).padStart(4, '0')}`);
    for (const [i, plate] of plates.entries()) {
      await createTruck(plate, `deploy-job-${i}`);
      expect((await addPaper(plate, { type: 'inspection', expires_at: expires })).status).toBe(201);
    }
    const mailJobs = () =>
      db.query<{ warning: string; state: string; retry_count: number }>(
        `select w.id::text as warning, d.state, d.attempts - 1 as retry_count
           from warnings w join trucks t on t.id = w.truck_id
           left join alert_deliveries d on d.warning_id = w.id
          where w.type = 'paper_expiring' and t.plate like '29C5%'`,
      );
    await waitUntil(
      'every warning mail is recorded sent',
      async () => {
        const { rows } = await mailJobs();
        return rows.length === plates.length && rows.every((row) => row.state === 'sent');
      },
      { timeoutMs: 120_000, everyMs: 250 },
    );
    const { rows } = await mailJobs();
    // One delivery per warning, tried once.
    expect(new Set(rows.map((row) => row.warning)).size).toBe(plates.length);
    expect(rows.map((row) => row.retry_count)).toEqual(plates.map(() => 0));
    for (const { warning } of rows) {
      const messageId = `<warning-${warning}-`;
      await smtp.waitFor((mail) => mail.data.includes(messageId), 60_000);
      expect(smtp.mails.filter((mail) => mail.data.includes(messageId))).toHaveLength(1);
    }
  }, 240_000);
});
