import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyBytes } from '../../src/areas/platform/instances/camera-key.js';
import { secretBox } from '../../src/areas/platform/instances/secret-box.js';
import { createTruck, createUser } from '../factories.js';
import { startTestConsole, type TestConsole } from '../test-console.js';

// Issue 31: camera and NVR sources are pulled by the server, so where they may point is a
// rule (no internal address unless CAMERA_ALLOWED_HOSTS names it) and editing them a grant.
const CAMERA_KEY = crypto.randomBytes(32).toString('hex');
let fleet: TestConsole;

beforeAll(async () => {
  // No allowlist at all: the test console's default names loopback and 10.x.
  fleet = await startTestConsole({
    CAMERA_ALLOWED_HOSTS: '',
    CAMERA_KEY,
    SNAPSHOT_INTERVAL_MIN: '0',
  });
});
afterAll(async () => {
  await fleet?.close();
});

const PUBLIC_SOURCE = 'rtsp://203.0.113.5:554/live';

const saveCameras = (token: string, truckId: number, sourceUrl: string) =>
  fleet.call('POST', '/api/trucks/cameras/save', {
    token,
    body: {
      truck_id: truckId,
      cameras: [{ channel: 1, name: 'Trước', position: 'road', source_url: sourceUrl }],
    },
  });

const saveChannel = (token: string, body: Record<string, unknown>) =>
  fleet.call('POST', '/api/warehouse/channels/save', {
    token,
    body: { channel: 1, vendor: 'hikvision', port: 554, ...body },
  });

async function grant(username: string, type: 'page' | 'truck', keys: string[]) {
  const answer = await fleet.call('POST', '/fleet/roles/add_resources', {
    token: fleet.adminToken,
    body: { username, type, keys },
  });
  expect(answer.status).toBe(200);
}

describe('camera and NVR sources (issue 31)', () => {
  it('are edited only with their own grant; the trucks page still lists them', async () => {
    const truck = await createTruck(fleet);
    const manager = await createUser(fleet, { role: 'driver' });
    await grant(manager.username, 'page', ['trucks', 'warehouse-video']);
    await grant(manager.username, 'truck', [String(truck.id)]);
    const list = await fleet.call('POST', '/api/trucks/cameras/list', {
      token: manager.token,
      body: { truck_id: truck.id },
    });
    expect(list.status).toBe(200);
    expect((await saveCameras(manager.token, truck.id, PUBLIC_SOURCE)).status).toBe(403);
    expect((await saveChannel(manager.token, { ip: '203.0.113.9' })).status).toBe(403);
    const channels = await fleet.call('POST', '/api/warehouse/channels/list', {
      token: manager.token,
    });
    expect(channels.status).toBe(403);

    await grant(manager.username, 'page', ['camera-sources']);
    expect((await saveCameras(manager.token, truck.id, PUBLIC_SOURCE)).status).toBe(200);
    expect((await saveChannel(manager.token, { ip: '203.0.113.9' })).status).toBe(200);
    // The roles screen lists the grant with its labels.
    const pages = await fleet.call('POST', '/fleet/roles/all_pages', { token: fleet.adminToken });
    expect(pages.body.data).toContainEqual(
      expect.objectContaining({ key: 'camera-sources', name_en: 'Edit camera and NVR sources' }),
    );
  });

  it('may not point at loopback, private or link-local addresses, by address or by name', async () => {
    const truck = await createTruck(fleet);
    const inside: [string, string][] = [
      ['rtsp://127.0.0.1:5432/x', '127.0.0.1'],
      ['http://169.254.169.254/latest/meta-data.m3u8', '169.254.169.254'],
      ['rtsp://10.0.0.1/live', '10.0.0.1'],
      ['rtsp://192.168.1.10/live', '192.168.1.10'],
      ['rtsp://100.64.0.1/live', '100.64.0.1'],
      ['rtsp://0.0.0.0:554/live', '0.0.0.0'],
      ['rtsp://[::1]:554/live', '::1'],
      ['rtsp://[::ffff:127.0.0.1]:554/live', '::ffff:7f00:1'],
      ['rtsp://[fd00::1]/live', 'fd00::1'],
      ['rtmp://localhost/live', '127.0.0.1'],
    ];
    for (const [url, address] of inside) {
      const answer = await saveCameras(fleet.adminToken, truck.id, url);
      expect(answer.status, url).toBe(400);
      expect(answer.body.error.code).toBe('VALIDATION_FAILED');
      const [issue] = answer.body.error.details as { field: string; code: string; params: any }[];
      expect(issue).toMatchObject({ field: 'cameras.0.source_url', code: 'camera_host_internal' });
      // localhost may also resolve to ::1 first: either is the internal address named.
      if (!url.includes('localhost')) expect(issue!.params.address, url).toBe(address);
      expect(answer.body.error.message).toContain('CAMERA_ALLOWED_HOSTS');
    }
    const stored = await fleet.call('POST', '/api/trucks/cameras/list', {
      token: fleet.adminToken,
      body: { truck_id: truck.id },
    });
    expect(stored.body.data).toEqual([]);

    // NVRs: the address, and the host a generic template names.
    const nvr = await saveChannel(fleet.adminToken, { ip: '169.254.169.254' });
    expect(nvr.status).toBe(400);
    expect(nvr.body.error.details[0]).toMatchObject({ field: 'ip', code: 'camera_host_internal' });
    const template = await saveChannel(fleet.adminToken, {
      ip: '203.0.113.10',
      vendor: 'generic_rtsp',
      playback_template: 'rtsp://127.0.0.1:{port}/x?start={start}&end={end}',
    });
    expect(template.status).toBe(400);
    expect(template.body.error.details[0]).toMatchObject({ field: 'playback_template' });
  });

  it('are checked again each time they are used: an internal one is not pulled', async () => {
    const truck = await createTruck(fleet);
    expect((await saveCameras(fleet.adminToken, truck.id, PUBLIC_SOURCE)).status).toBe(200);
    // As a source saved before the rule (or a name that resolves inside since) is stored.
    const sealed = secretBox(keyBytes(CAMERA_KEY)!).seal('rtsp://127.0.0.1:5432/x');
    await fleet.db.query(
      'update truck_cameras set source_url_enc = $1 where truck_id = $2 and channel = 1',
      [sealed, truck.id],
    );
    const tile = await fleet.call('POST', '/api/live-camera/streams', {
      token: fleet.adminToken,
      body: { streams: [{ truck_id: truck.id, channel: 1 }] },
    });
    expect(tile.status).toBe(200);
    expect(tile.body.data[0]).toMatchObject({ state: 'error', reason_code: 'source_not_allowed' });
    const record = await fleet.call('POST', '/api/media/record', {
      token: fleet.adminToken,
      body: { truck_plate: truck.plate, channel: 1, seconds: 1 },
    });
    expect(record.status).toBe(400);
    expect(record.body.error.details[0]).toMatchObject({ code: 'camera_host_internal' });
  });
});
