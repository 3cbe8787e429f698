import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../factories.js';
import { locationBody } from '../support/jt808-terminal.js';
import { waitUntil } from '../support/wait-until.js';
import { startJt808Console, type Jt808Console } from './jt808-console.js';

let gateway: Jt808Console;
beforeAll(async () => {
  gateway = await startJt808Console();
});
afterAll(async () => {
  await gateway?.close();
});

const positions = (truckId: number) =>
  gateway.fleet.db.query<{
    fix_time: Date;
    lat: number;
    lon: number;
    speed_kmh: number;
    course: number;
    altitude: number;
    odometer_km: number | null;
    ignition: boolean;
    driver_username: string | null;
    attributes: Record<string, unknown> | null;
  }>('select * from positions where truck_id = $1 order by fix_time', [truckId]);

const deviceAlarms = (truckId: number) =>
  gateway.fleet.db.query<{ params: { alarm: string }; occurred_at: Date }>(
    "select params, occurred_at from warnings where truck_id = $1 and type = 'device_alarm' order by id",
    [truckId],
  );

describe('the JT/T 808 gateway: positions', () => {
  it('registers, authenticates and stores a report before answering it; the truck shows live', async () => {
    const { truck, terminal } = await gateway.truckWithTerminal(null, { signIn: false });
    const { result, code } = await terminal.register();
    expect(result).toBe(0);
    expect(code).toMatch(/^[0-9a-f]{16}$/);
    expect(await terminal.authenticate(code)).toBe(0);
    expect(await terminal.authenticate('not-the-code')).toBe(1);

    const answer = await terminal.report({
      lat: 21.028511,
      lon: 105.854167,
      time: '260301083000', // the standard's Beijing time: 00:30 UTC
      speedKmh: 45.6,
      course: 90,
      altitude: 12,
      mileageKm: 12_345.6,
      satellites: 11,
    });
    expect(answer).toBe(0);
    // Answered after the commit: the fix is there when the answer arrives.
    const [fix] = await positions(truck.id);
    expect(fix).toMatchObject({
      lat: 21.028511,
      lon: 105.854167,
      course: 90,
      altitude: 12,
      odometer_km: 12_345.6,
      ignition: true,
      attributes: { sat: 11, rssi: 25, status: 3 },
    });
    expect(fix!.speed_kmh).toBeCloseTo(45.6, 4);
    expect(fix!.fix_time.toISOString()).toBe('2026-03-01T00:30:00.000Z');

    const live = await gateway.fleet.call('POST', '/truck/get_current_truck_list', {
      token: gateway.fleet.adminToken,
    });
    expect(live.body.data.find((t: { id: number }) => t.id === truck.id)).toMatchObject({
      lat: 21.028511,
      lon: 105.854167,
      ignition: true,
    });
  });

  it('stores a blind-area batch (0x0704), south and west included, and heartbeats keep it seen', async () => {
    const { truck, terminal } = await gateway.truckWithTerminal();
    const items = [
      { lat: 10.762622, lon: 106.660172, time: '260301100000' },
      { lat: 10.7631, lon: 106.6611, time: '260301100030', speedKmh: 12 },
      { lat: -33.8688, lon: -151.2093, time: '260301100100' },
    ].map((item) => locationBody(item));
    const body = Buffer.concat([
      Buffer.from([0, items.length, 1]),
      ...items.flatMap((item) => [Buffer.from([item.length >> 8, item.length & 255]), item]),
    ]);
    const answer = await terminal.answer(terminal.send(0x0704, body));
    expect(answer.body[4]).toBe(0);
    const stored = await positions(truck.id);
    expect(stored.map((p) => [p.fix_time.toISOString(), p.lat, p.lon])).toEqual([
      ['2026-03-01T02:00:00.000Z', 10.762622, 106.660172],
      ['2026-03-01T02:00:30.000Z', 10.7631, 106.6611],
      ['2026-03-01T02:01:00.000Z', -33.8688, -151.2093],
    ]);
    expect(await terminal.heartbeat()).toBe(0);
  });

  it('stores a fix without a position lock, but it does not become the current position', async () => {
    const { truck, terminal } = await gateway.truckWithTerminal();
    await terminal.report({ lat: 20.8449, lon: 106.6881, time: '260301090000' });
    await terminal.report({ lat: 20.9, lon: 106.7, time: '260301090100', status: 0x1 });
    const stored = await positions(truck.id);
    expect(stored.map((p) => p.attributes?.valid ?? true)).toEqual([true, false]);
    const live = await gateway.fleet.call('POST', '/truck/get_current_truck_list', {
      token: gateway.fleet.adminToken,
    });
    expect(live.body.data.find((t: { id: number }) => t.id === truck.id)).toMatchObject({
      lat: 20.8449,
      lon: 106.6881,
    });
  });

  it("reads a terminal's clock in the time zone an admin set for it", async () => {
    const { truck, terminal } = await gateway.truckWithTerminal();
    const set = await gateway.fleet.call('PUT', '/api/jt808/terminal', {
      token: gateway.fleet.adminToken,
      body: { truck_plate: truck.plate, time_zone: '+07:00' },
    });
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({ time_zone: '+07:00', default_time_zone: '+08:00' });
    await terminal.report({ lat: 16.0544, lon: 108.2022, time: '260301083000' });
    const [fix] = await positions(truck.id);
    expect(fix!.fix_time.toISOString()).toBe('2026-03-01T01:30:00.000Z');
  });

  it('makes one warning per alarm episode (an overspeed alarm held over three reports is one)', async () => {
    const { truck, terminal } = await gateway.truckWithTerminal();
    const at = (second: number, alarm: number) => ({
      lat: 10.8,
      lon: 106.7,
      time: `26030110${String(second).padStart(4, '0')}`,
      speedKmh: 95,
      alarm,
    });
    for (const [second, alarm] of [
      [1, 0x2],
      [2, 0x2],
      [3, 0x2],
    ] as const)
      expect(await terminal.report(at(second, alarm))).toBe(0);
    await waitUntil('the overspeed warning', async () => (await deviceAlarms(truck.id)).length > 0);
    // Sent again (the terminal did not get our answer): still one episode, one warning.
    await terminal.report(at(3, 0x2));
    expect((await deviceAlarms(truck.id)).map((w) => w.params.alarm)).toEqual(['overspeed']);

    // The bit clears, then sets again with SOS: a new overspeed episode and an SOS.
    await terminal.report(at(4, 0));
    await terminal.report(at(5, 0x3));
    await waitUntil('the second episode', async () => (await deviceAlarms(truck.id)).length === 3);
    const warnings = await deviceAlarms(truck.id);
    expect(warnings.map((w) => w.params.alarm).sort()).toEqual(['overspeed', 'overspeed', 'sos']);
    expect(warnings[0]!.occurred_at.toISOString()).toBe('2026-03-01T02:00:01.000Z');
  });

  it('logs the driver of a card in for the fixes after it, and out when the card is removed', async () => {
    const driver = await createUser(gateway.fleet, { card_id: 'B2-790123456' });
    const { truck, terminal } = await gateway.truckWithTerminal();
    const card = (status: number, licence = '') => {
      const time = Buffer.from('260301120000', 'hex');
      if (status === 2) return Buffer.concat([Buffer.from([2]), time]);
      const name = Buffer.from('Nguyen Van A', 'latin1');
      return Buffer.concat([
        Buffer.from([1]),
        time,
        Buffer.from([0, name.length]),
        name,
        Buffer.from(licence.padEnd(20, '\0'), 'latin1'),
        Buffer.from([0]),
        Buffer.from('20300101', 'hex'),
      ]);
    };
    expect((await terminal.answer(terminal.send(0x0702, card(1, 'B2-790123456')))).body[4]).toBe(0);
    await terminal.report({ lat: 10.8, lon: 106.7, time: '260301120100' });
    expect((await terminal.answer(terminal.send(0x0702, card(2)))).body[4]).toBe(0);
    await terminal.report({ lat: 10.81, lon: 106.71, time: '260301120200' });
    const stored = await positions(truck.id);
    expect(stored.map((p) => p.driver_username)).toEqual([driver.username, null]);
  });
});
