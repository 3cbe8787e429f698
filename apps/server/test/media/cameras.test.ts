import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCameraListResponse, ZVideoListResponse } from '@fleet/contracts';
import { createTruck, createUser } from '../factories.js';
import { startTestConsole, type TestConsole } from '../test-console.js';

let fleet: TestConsole;
let hlsDir: string;
let hls: http.Server;
let hlsUrl: string;

/** A camera's live source stands in as an HLS stream served on loopback (a real ffmpeg pull). */
function serveHls(): Promise<void> {
  hlsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'camera-hls-'));
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=duration=6:size=320x240:rate=25',
    '-pix_fmt',
    'yuv420p',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-g',
    '25',
    '-f',
    'hls',
    '-hls_time',
    '1',
    '-hls_playlist_type',
    'vod',
    path.join(hlsDir, 'live.m3u8'),
  ]);
  hls = http.createServer((req, res) => {
    const file = path.join(hlsDir, path.basename(req.url ?? ''));
    if (!fs.existsSync(file)) return void res.writeHead(404).end();
    res.writeHead(200).end(fs.readFileSync(file));
  });
  return new Promise((resolve) =>
    hls.listen(0, '127.0.0.1', () => {
      hlsUrl = `http://127.0.0.1:${(hls.address() as AddressInfo).port}/live.m3u8`;
      resolve();
    }),
  );
}

beforeAll(async () => {
  fleet = await startTestConsole({ SNAPSHOT_INTERVAL_MIN: '0' });
  await serveHls();
});
afterAll(async () => {
  await fleet?.close();
  hls?.close();
  if (hlsDir) fs.rmSync(hlsDir, { recursive: true, force: true });
});

const save = (token: string, truckId: number, cameras: unknown[]) =>
  fleet.call('POST', '/api/trucks/cameras/save', { token, body: { truck_id: truckId, cameras } });

describe('truck cameras', () => {
  it('stores source URLs sealed, shows them without credentials, and keeps them on resave', async () => {
    const truck = await createTruck(fleet);
    const saved = await save(fleet.adminToken, truck.id, [
      {
        channel: 1,
        name: 'Trước',
        position: 'road',
        source_url: 'rtsp://admin:Mk-42@10.1.2.3:554/ch1',
      },
      { channel: 2, name: 'Cabin', position: 'cabin', source_url: '' },
    ]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(JSON.stringify(saved.body)).not.toContain('Mk-42');
    expect(ZCameraListResponse.parse(saved.body).data).toEqual([
      {
        channel: 1,
        name: 'Trước',
        position: 'road',
        source_kind: 'url',
        source_url: 'rtsp://10.1.2.3:554/ch1',
        has_credentials: true,
      },
      {
        channel: 2,
        name: 'Cabin',
        position: 'cabin',
        source_kind: 'url',
        source_url: null,
        has_credentials: false,
      },
    ]);
    const [row] = await fleet.db.query<{ source_url_enc: string }>(
      'select source_url_enc from truck_cameras where truck_id = $1 and channel = 1',
      [truck.id],
    );
    expect(row!.source_url_enc).not.toContain('Mk-42');
    expect(await fleet.services.media.cameras.sourceUrlOf(truck.id, 1)).toBe(
      'rtsp://admin:Mk-42@10.1.2.3:554/ch1',
    );
    expect(await fleet.services.media.cameras.sourceUrlOf(truck.id, 2)).toBeNull();

    // The browser sends back what it saw; the stored credentials stay.
    await save(fleet.adminToken, truck.id, [
      {
        channel: 1,
        name: 'Đường',
        position: 'road',
        source_url: 'rtsp://10.1.2.3:554/ch1',
        keep_credentials: true,
      },
    ]);
    expect(await fleet.services.media.cameras.sourceUrlOf(truck.id, 1)).toBe(
      'rtsp://admin:Mk-42@10.1.2.3:554/ch1',
    );
    const trucks = await fleet.call('POST', '/truck/get_list', {
      token: fleet.adminToken,
      body: { search: truck.plate },
    });
    expect(trucks.body.data[0].cameras).toBe(2);
  });

  it('refuses bad URLs and duplicate channels, and needs the trucks page and the truck grant', async () => {
    const truck = await createTruck(fleet);
    const badUrl = await save(fleet.adminToken, truck.id, [
      { channel: 1, name: 'A', position: 'road', source_url: 'ftp://x/y' },
    ]);
    expect(badUrl.status).toBe(400);
    const twice = await save(fleet.adminToken, truck.id, [
      { channel: 1, name: 'A', position: 'road' },
      { channel: 1, name: 'B', position: 'cargo' },
    ]);
    expect(twice.status).toBe(400);
    const user = await createUser(fleet, { role: 'driver' });
    const list = () =>
      fleet.call('POST', '/api/trucks/cameras/list', {
        token: user.token,
        body: { truck_id: truck.id },
      });
    expect((await list()).status).toBe(403);
    await fleet.call('POST', '/fleet/roles/add_resources', {
      token: fleet.adminToken,
      body: { username: user.username, type: 'page', keys: ['trucks'] },
    });
    expect((await list()).status).toBe(404);
    await fleet.call('POST', '/fleet/roles/add_resources', {
      token: fleet.adminToken,
      body: { username: user.username, type: 'truck', keys: [String(truck.id)] },
    });
    expect((await list()).status).toBe(200);
  });

  it('records a clip from a camera live source on request', async () => {
    const truck = await createTruck(fleet);
    await save(fleet.adminToken, truck.id, [
      { channel: 1, name: 'Trước', position: 'road', source_url: hlsUrl },
    ]);
    const recorded = await fleet.call('POST', '/api/media/record', {
      token: fleet.adminToken,
      body: { truck_plate: truck.plate, channel: 1, seconds: 2 },
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    const now = fleet.services.time.toWire(new Date());
    const list = ZVideoListResponse.parse(
      (
        await fleet.call('POST', '/etracking/get_list_by_date', {
          token: fleet.adminToken,
          body: {
            truck_plate: truck.plate,
            start_date: `${now.slice(0, 10)} 00:00:00`,
            end_date: `${now.slice(0, 10)} 23:59:59`,
          },
        })
      ).body,
    ).data;
    expect(list).toHaveLength(1);
    expect(list[0]!.duration_s).toBeGreaterThan(1.5);
    expect(list[0]!.duration_s).toBeLessThan(3.5);
    const noSource = await fleet.call('POST', '/api/media/record', {
      token: fleet.adminToken,
      body: { truck_plate: truck.plate, channel: 2, seconds: 2 },
    });
    expect(noSource.status).toBe(404);
  });

  it('takes a snapshot of a moving truck camera in a round, once per slot', async () => {
    const truck = await createTruck(fleet);
    await save(fleet.adminToken, truck.id, [
      { channel: 3, name: 'Thùng', position: 'cargo', source_url: hlsUrl },
    ]);
    await fleet.db.query(
      `insert into truck_states (truck_id, fix_time, lat, lon, speed_kmh, motion, last_seen)
       values ($1, now(), 10.8, 106.7, 45, 'moving', now())`,
      [truck.id],
    );
    const slot = Math.floor(Date.now() / 1000);
    expect(await fleet.services.media.capture.snapshotRound(slot)).toBeGreaterThanOrEqual(1);
    expect(await fleet.services.media.capture.snapshotRound(slot)).toBe(0);
    const [row] = await fleet.db.query<{ n: number }>(
      `select count(*)::int as n from media_images where truck_id = $1 and source = 'snapshot'`,
      [truck.id],
    );
    expect(row!.n).toBe(1);
  });
});
