import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZJt808RelayResponse, type TJt808RelayRequest } from '@fleet/contracts';
import { forwardedDigest } from '../../src/areas/intake/jt808/instance-forward.js';
import { INSTANCE_SIGNATURE_HEADER } from '../../src/areas/platform/instances/instance-signature.js';
import { createTruck, createUser } from '../factories.js';
import { makeMediaFixtures } from '../media/media-fixtures.js';
import { waitUntil } from '../support/wait-until.js';
import { startJt808Console, type Jt808Console } from './jt808-console.js';

let gateway: Jt808Console;
let media: ReturnType<typeof makeMediaFixtures>;
beforeAll(async () => {
  gateway = await startJt808Console();
  media = makeMediaFixtures();
});
afterAll(async () => {
  await gateway?.close();
  media?.remove();
});

const call = (path: string, body: unknown, token = gateway.fleet.adminToken) =>
  gateway.fleet.call('POST', path, { token, body });

const imagesOf = async (plate: string) =>
  (
    await call('/image/get_list', {
      truck_plate: plate,
      start_time: '2026-03-01 00:00:00',
      end_time: '2026-03-01 23:59:59',
    })
  ).body.data as { channel: number; time: string; lat: number | null; lon: number | null }[];

/** A user holding one page and, unless told otherwise, no truck. */
async function holderOf(page: string, truckIds: number[] = []) {
  const user = await createUser(gateway.fleet, { role: 'driver' });
  for (const [type, keys] of [
    ['page', [page]],
    ['truck', truckIds.map(String)],
  ] as const)
    await call('/fleet/roles/add_resources', { username: user.username, type, keys });
  return gateway.fleet.tokenFor(user.username);
}

describe('the JT/T 808 gateway: commands and photos', () => {
  it("sends a text to the driver's screen and shows the terminal's state", async () => {
    const { truck, terminal } = await gateway.truckWithTerminal();
    await terminal.register('51C99999');
    const sent = await call('/api/jt808/text', {
      truck_plate: truck.plate,
      text: 'Về bãi Đình Vũ trước 17:00',
    });
    expect(sent.status).toBe(200);
    expect(terminal.screen).toEqual(['Ve bai Dinh Vu truoc 17:00']);
    const state = await call('/api/jt808/terminal', { truck_plate: truck.plate });
    expect(state.body.data).toMatchObject({
      device_id: truck.device_id,
      connected: true,
      registration: { manufacturer: 'SIMUL', model: 'FLEET-DASHCAM', plate: '51C99999' },
      time_zone: null,
      default_time_zone: '+08:00',
    });
  });

  it("reads the terminal's parameters for admins only", async () => {
    const { truck, terminal } = await gateway.truckWithTerminal();
    await terminal.heartbeat();
    const read = await call('/api/jt808/settings', { truck_plate: truck.plate });
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual([
      { id: 0x0001, value: 60 },
      { id: 0x0013, value: 'console.example.vn' },
    ]);
    const manager = await holderOf('trucks', [truck.id]);
    expect((await call('/api/jt808/settings', { truck_plate: truck.plate }, manager)).status).toBe(
      403,
    );
  });

  it('takes a photo now: the terminal uploads it and it lands in the image history', async () => {
    const { truck, terminal } = await gateway.truckWithTerminal();
    await terminal.heartbeat();
    terminal.answers.photo = (channel) => (channel === 2 ? media.jpeg : null);
    const taken = await call('/api/jt808/photo', { truck_plate: truck.plate, channel: 2 });
    expect(taken.status).toBe(200);
    expect(taken.body.data).toEqual({ media_ids: [7] });
    await waitUntil(
      'the photo in the image history',
      async () => (await imagesOf(truck.plate)).length > 0,
    );
    expect(await imagesOf(truck.plate)).toMatchObject([
      { channel: 2, time: '2026-03-01 11:00:00', lat: 10.77, lon: 106.7 },
    ]);
    const noCamera = await call('/api/jt808/photo', { truck_plate: truck.plate, channel: 3 });
    expect(noCamera.status).toBe(502);
    expect(noCamera.body.error.code).toBe('TERMINAL_REFUSED');
  });

  it('asks again for the packages of an upload that did not come, then stores it', async () => {
    const { truck, terminal } = await gateway.truckWithTerminal();
    const frames = terminal.photoFrames(42, 1, media.jpeg, {
      lat: 21.0,
      lon: 105.8,
      time: '260301150000',
    });
    expect(frames.length).toBeGreaterThan(3);
    for (const [i, frame] of frames.entries()) if (i !== 1) terminal.socket.write(frame);
    const ask = await terminal.mediaAnswer(42);
    expect(ask.body[4]).toBe(1);
    expect(ask.body.readUInt16BE(5)).toBe(2);
    terminal.socket.write(frames[1]!);
    const done = await terminal.mediaAnswer(42, 2);
    expect(done.body[4]).toBe(0);
    expect(await imagesOf(truck.plate)).toMatchObject([{ channel: 1, lat: 21, lon: 105.8 }]);
  });

  it('says when the terminal is not connected, and hides trucks the user is not granted', async () => {
    const silent = await createTruck(gateway.fleet, { device_id: '13800000001' });
    const offline = await call('/api/jt808/text', { truck_plate: silent.plate, text: 'Xin chào' });
    expect(offline.status).toBe(409);
    expect(offline.body.error.code).toBe('TERMINAL_OFFLINE');
    const stranger = await holderOf('trucks');
    const hidden = await call(
      '/api/jt808/text',
      { truck_plate: silent.plate, text: 'x' },
      stranger,
    );
    expect(hidden.status).toBe(404);
    const noPage = await holderOf('warning', [silent.id]);
    expect(
      (await call('/api/jt808/photo', { truck_plate: silent.plate, channel: 1 }, noPage)).status,
    ).toBe(403);
  });

  it('relays a command of another instance and says where the terminal answered from', async () => {
    const { truck, terminal } = await gateway.truckWithTerminal();
    const request: TJt808RelayRequest = {
      device_id: truck.device_id!,
      msg_id: 0x9101,
      body: '00',
      reply_ids: [0x0001],
      timeout_ms: 10_000,
    };
    const signed = gateway.fleet.services.jt808.signature.sign(forwardedDigest(request));
    const relayed = await gateway.fleet.call('POST', '/api/internal/jt808/request', {
      headers: { [INSTANCE_SIGNATURE_HEADER]: signed },
      body: request,
    });
    expect(relayed.status).toBe(200);
    expect(ZJt808RelayResponse.parse(relayed.body).data).toMatchObject({
      msg_id: 0x0001,
      address: '127.0.0.1',
    });
    expect(terminal.received.filter((m) => m.msgId === 0x9101)).toHaveLength(1);
    const unsigned = await gateway.fleet.call('POST', '/api/internal/jt808/request', {
      body: request,
    });
    expect(unsigned.status).toBe(403);
  });
});
