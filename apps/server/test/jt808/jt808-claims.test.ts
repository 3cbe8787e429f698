import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../factories.js';
import { reassemblyBytes } from '../../src/areas/intake/jt808/sub-packages.js';
import { adasItem, alarmIdentification } from '../support/alarm-uploader.js';
import { locationBody, type Jt808Terminal } from '../support/jt808-terminal.js';
import { waitUntil } from '../support/wait-until.js';
import { startJt808Console, type Jt808Console } from './jt808-console.js';

/**
 * A stranger who knows a truck's SIM number (printed on the device, sent in clear) and
 * connects from elsewhere: the registered terminal stays the truck's (issue 31).
 */
let gateway: Jt808Console;
beforeAll(async () => {
  gateway = await startJt808Console({ JT1078_PUBLIC_HOST: '127.0.0.1' });
});
afterAll(async () => {
  await gateway?.close();
});

const STRANGER_HOST = '127.0.0.2';

const fixTimes = async (truckId: number) =>
  (
    await gateway.fleet.db.query<{ fix_time: Date }>(
      'select fix_time from positions where truck_id = $1 order by fix_time',
      [truckId],
    )
  ).map((row) => row.fix_time.toISOString());

const warningsOf = (truckId: number) =>
  gateway.fleet.db.query<{ type: string; params: Record<string, string> }>(
    'select type, params from warnings where truck_id = $1 order by id',
    [truckId],
  );

const admin = (path: string, body: unknown, token = gateway.fleet.adminToken) =>
  gateway.fleet.call('POST', path, { token, body });

/** The 0x8001 result of a message. */
const result = async (terminal: Jt808Terminal, msgId: number, body: Buffer) =>
  (await terminal.answer(terminal.send(msgId, body))).body[4];

const closed = (terminal: Jt808Terminal) =>
  new Promise<void>((resolve) => {
    if (terminal.socket.destroyed || terminal.socket.readableEnded) resolve();
    terminal.socket.once('close', () => resolve());
    terminal.socket.once('end', () => resolve());
  });

describe('a registered JT/T 808 terminal is its own', () => {
  it('keeps the genuine terminal and believes nothing of a stranger with its SIM', async () => {
    const { truck, terminal: genuine } = await gateway.truckWithTerminal();
    const code = genuine.authCode!;
    expect(await genuine.report({ lat: 10.77, lon: 106.7, time: '260301080000' })).toBe(0);

    const stranger = await gateway.connect(truck.device_id!, STRANGER_HOST);
    // Before any registration: positions, alarms and driver cards are refused.
    const alarmed = { lat: 21.03, lon: 105.85, time: '260301080100', alarm: 0x1 };
    expect(await stranger.report(alarmed)).toBe(1);
    const identification = alarmIdentification('FAKE001', '260301080100', 0, 3);
    const adas = Buffer.concat([
      locationBody(alarmed),
      adasItem({ identification, type: 0x01, ...alarmed }),
    ]);
    expect(await result(stranger, 0x0200, adas)).toBe(1);
    // A sub-package is not kept for a connection that has not authenticated.
    stranger.socket.write(stranger.frame(0x0801, Buffer.alloc(900, 1), [2, 1], 9000));
    expect((await stranger.answer(9000)).body[4]).toBe(1);
    expect(reassemblyBytes()).toBe(0);

    // Registration, with another terminal id or even the genuine one's, is refused with 3.
    expect((await stranger.register('51C12345', 'EVIL001')).result).toBe(3);
    expect((await stranger.register()).result).toBe(3);
    expect(await stranger.authenticate('0123456789abcdef')).toBe(1);
    expect(await stranger.report(alarmed)).toBe(1);

    // The genuine terminal keeps its session and its code, and gets the console's texts.
    expect(await genuine.report({ lat: 10.78, lon: 106.71, time: '260301080200' })).toBe(0);
    expect(await genuine.authenticate(code)).toBe(0);
    const sent = await admin('/api/jt808/text', { truck_plate: truck.plate, text: 'Xin chao' });
    expect(sent.status).toBe(200);
    expect(genuine.screen).toEqual(['Xin chao']);
    expect(stranger.screen).toEqual([]);
    expect(stranger.received.filter((m) => m.msgId === 0x9208)).toEqual([]);

    // Only the genuine fixes are stored; the only warning is the refused claim, once.
    expect(await fixTimes(truck.id)).toEqual([
      '2026-03-01T00:00:00.000Z',
      '2026-03-01T00:02:00.000Z',
    ]);
    await waitUntil('the claim warning', async () => (await warningsOf(truck.id)).length > 0);
    expect(await warningsOf(truck.id)).toEqual([
      { type: 'terminal_claim', params: { plate: expect.any(String), address: STRANGER_HOST } },
    ]);
    const state = await admin('/api/jt808/terminal', { truck_plate: truck.plate });
    expect(state.body.data).toMatchObject({ connected: true, last_address: '127.0.0.1' });
  });

  it('lets the genuine terminal come back on a new connection with its code', async () => {
    const { truck, terminal: first } = await gateway.truckWithTerminal();
    const again = await gateway.connect(truck.device_id!);
    // The same terminal id while the first connection is authenticated: still refused.
    expect((await again.register()).result).toBe(3);
    const displaced = closed(first);
    expect(await again.authenticate(first.authCode!)).toBe(0);
    await displaced;
    expect(await again.report({ lat: 10.8, lon: 106.7, time: '260301090000' })).toBe(0);
    const sent = await admin('/api/jt808/text', { truck_plate: truck.plate, text: 'Lan hai' });
    expect(sent.status).toBe(200);
    expect(again.screen).toEqual(['Lan hai']);
    expect(await fixTimes(truck.id)).toEqual(['2026-03-01T01:00:00.000Z']);
  });

  it('takes a new terminal once an admin released the old one, and not before', async () => {
    const { truck, terminal: old } = await gateway.truckWithTerminal();
    const replacement = await gateway.connect(truck.device_id!, STRANGER_HOST);
    expect((await replacement.register('51C12345', 'NEW0001')).result).toBe(3);

    const shown = await admin('/api/jt808/terminal', { truck_plate: truck.plate });
    expect(shown.body.data).toMatchObject({
      registration: {
        manufacturer: 'SIMUL',
        model: 'FLEET-DASHCAM',
        terminal_id: 'T000001',
        plate: '51C12345',
      },
      last_address: '127.0.0.1',
      released_at: null,
    });

    // Refused without the permission: no token, a user of the trucks page who is no admin.
    const release = { truck_plate: truck.plate };
    expect(
      (await gateway.fleet.call('POST', '/api/jt808/terminal/release', { body: release })).status,
    ).toBe(401);
    const manager = await createUser(gateway.fleet, { role: 'driver' });
    await admin('/fleet/roles/add_resources', {
      username: manager.username,
      type: 'page',
      keys: ['trucks'],
    });
    const managerToken = await gateway.fleet.tokenFor(manager.username);
    expect((await admin('/api/jt808/terminal/release', release, managerToken)).status).toBe(403);
    expect((await replacement.register('51C12345', 'NEW0001')).result).toBe(3);

    const ended = closed(old);
    const released = await admin('/api/jt808/terminal/release', release);
    expect(released.status).toBe(200);
    expect(released.body.data).toMatchObject({ registration: null, connected: false });
    expect(released.body.data.released_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    await ended;
    // Released, no code is trusted: neither the old one nor one made up.
    const late = await gateway.connect(truck.device_id!);
    expect(await late.authenticate(old.authCode!)).toBe(1);
    expect(await late.authenticate('made-up-code')).toBe(1);

    const { result: registered, code } = await replacement.register('51C12345', 'NEW0001');
    expect(registered).toBe(0);
    expect(await replacement.authenticate(code)).toBe(0);
    expect(await replacement.report({ lat: 10.9, lon: 106.6, time: '260301100000' })).toBe(0);
    expect(await fixTimes(truck.id)).toEqual(['2026-03-01T02:00:00.000Z']);
    const now = await admin('/api/jt808/terminal', release);
    expect(now.body.data).toMatchObject({
      connected: true,
      registration: { terminal_id: 'NEW0001' },
      last_address: STRANGER_HOST,
      released_at: null,
    });
  });
});
