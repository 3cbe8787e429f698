import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTruck } from '@fleet/contracts';
import { createTruck, createUser } from '../factories.js';
import { startJt808Server } from '../../src/areas/intake/jt808/jt808-server.js';
import { nextPhone, startJt808Console, type Jt808Console } from '../jt808/jt808-console.js';
import { Jt808Terminal, locationBody } from '../support/jt808-terminal.js';
import { waitUntil } from '../support/wait-until.js';

/**
 * One intake for every protocol: the same alarm raises the same warning, once per episode,
 * and the same card logs the same driver in, whether it comes over OsmAnd, the batch
 * endpoint or JT/T 808, each with its own vendor's padding around the card id. Bad input
 * keeps its answers: NUL bytes, oversized attributes, an unknown device, a card for no
 * driver (kept as an id and counted).
 */
let gateway: Jt808Console;
let driver: { username: string };
const CARD = 'B2-790123456';

beforeAll(async () => {
  gateway = await startJt808Console();
  driver = await createUser(gateway.fleet, { role: 'driver', card_id: CARD });
});
afterAll(async () => {
  await gateway?.close();
});

const fleet = () => gateway.fleet;
/** 2026-03-01 03:00:00 UTC plus `second` seconds. */
const at = (second: number) => new Date(Date.UTC(2026, 2, 1, 3, 0, second));

async function keyOf(truck: TTruck): Promise<string> {
  const answer = await fleet().call('POST', '/api/devices/key', {
    token: fleet().adminToken,
    body: { device_id: truck.device_id },
  });
  return answer.body.data.key as string;
}

const health = async () => (await fleet().call('GET', '/api/health')).body.data;

async function positionsOf(truckId: number) {
  return fleet().db.query<{
    fix_time: Date;
    driver_username: string | null;
    attributes: Record<string, unknown> | null;
  }>(
    'select fix_time, driver_username, attributes from positions where truck_id = $1 order by fix_time',
    [truckId],
  );
}

async function alarmWarningsOf(truckId: number) {
  return fleet().db.query<{
    content: string;
    params: Record<string, unknown>;
    occurred_at: Date;
    username: string | null;
    lat: number;
    lon: number;
  }>(
    `select content, params, occurred_at, username, lat, lon from warnings
      where truck_id = $1 and type = 'device_alarm' order by occurred_at`,
    [truckId],
  );
}

/** The three protocols, each sending fixes at the given seconds with or without SOS. */
const PROTOCOLS = {
  async osmand(truck: TTruck, fixes: [second: number, sos: boolean][]) {
    for (const [second, sos] of fixes) {
      // The card id with spaces and NUL bytes around it, as a phone's form field may carry.
      const query = new URLSearchParams({
        id: truck.device_id!,
        lat: '10.8',
        lon: '106.7',
        timestamp: String(at(second).getTime() / 1000),
        driverUniqueId: ` ${CARD}\u0000`,
        ...(sos ? { alarm: 'sos' } : {}),
      });
      expect((await fleet().call('POST', `/osmand?${query.toString()}`)).status).toBe(200);
    }
  },
  async batch(truck: TTruck, fixes: [second: number, sos: boolean][]) {
    const headers = { 'x-device-key': await keyOf(truck) };
    const positions = fixes.map(([second, sos]) => ({
      device_id: truck.device_id,
      time: at(second).toISOString(),
      lat: 10.8,
      lon: 106.7,
      driver_unique_id: `\u0000\u0000${CARD}  `,
      alarm: sos ? 'SOS' : null,
    }));
    const answer = await fleet().call('POST', '/api/ingest/positions', {
      body: { positions },
      headers,
    });
    expect(answer.body.data).toMatchObject({ accepted: fixes.length, rejected: [] });
  },
  async jt808(truck: TTruck, fixes: [second: number, sos: boolean][]) {
    const terminal = await Jt808Terminal.connect(gateway.server.port, truck.device_id!, null);
    await terminal.signIn();
    // The card's licence padded with NULs on the left, as SmallChi and QuecPython write it.
    const name = Buffer.from('Nguyen Van A', 'latin1');
    const card = Buffer.concat([
      Buffer.from([1]),
      Buffer.from('260301095900', 'hex'),
      Buffer.from([0, name.length]),
      name,
      Buffer.from(CARD.padStart(20, '\0'), 'latin1'),
      Buffer.from([0]),
      Buffer.from('20300101', 'hex'),
    ]);
    expect((await terminal.answer(terminal.send(0x0702, card))).body[4]).toBe(0);
    for (const [second, sos] of fixes) {
      // The terminal's clock: Beijing time, 11:00 there is 03:00 UTC.
      const time = `26030111${String(Math.floor(second / 60)).padStart(2, '0')}${String(second % 60).padStart(2, '0')}`;
      expect(await terminal.report({ lat: 10.8, lon: 106.7, time, alarm: sos ? 0x1 : 0 })).toBe(0);
    }
    terminal.close();
  },
};

describe('every protocol through one intake', () => {
  it.each(Object.keys(PROTOCOLS) as (keyof typeof PROTOCOLS)[])(
    '%s: the card logs the same driver in; SOS on two fixes then again is two warnings',
    async (protocol) => {
      const truck = await createTruck(fleet(), {
        device_id: `5${Date.now() % 1e9}${protocol.length}`,
      });
      await PROTOCOLS[protocol](truck, [
        [1, true],
        [2, true],
        [3, false],
        [4, true],
      ]);
      const stored = await positionsOf(truck.id);
      expect(stored.map((p) => p.driver_username)).toEqual(Array(4).fill(driver.username));
      expect(stored.every((p) => p.attributes?.driverUniqueId === undefined)).toBe(true);
      let warnings: Awaited<ReturnType<typeof alarmWarningsOf>> = [];
      await waitUntil('both episodes raised', async () => {
        warnings = await alarmWarningsOf(truck.id);
        return warnings.length >= 2;
      });
      expect(warnings).toEqual(
        [1, 4].map((second) => ({
          content: `${truck.plate_display}: báo động sos`,
          params: { plate: truck.plate_display, alarm: 'sos' },
          occurred_at: at(second),
          username: driver.username,
          lat: 10.8,
          lon: 106.7,
        })),
      );
    },
  );
});

describe('bad input keeps its answers', () => {
  it('a card for no driver is kept as the id, counted, and logs no one in', async () => {
    const before = (await health()).intake.unknown_driver_ids;
    const osmand = await createTruck(fleet());
    const query = `id=${osmand.device_id}&lat=10.8&lon=106.7&timestamp=${at(10).getTime() / 1000}&driverUniqueId=NOBODY-1`;
    expect((await fleet().call('POST', `/osmand?${query}`)).status).toBe(200);
    const batch = await createTruck(fleet());
    const answer = await fleet().call('POST', '/api/ingest/positions', {
      headers: { 'x-device-key': await keyOf(batch) },
      body: {
        positions: [
          {
            device_id: batch.device_id,
            time: at(10).toISOString(),
            lat: 10.8,
            lon: 106.7,
            driver_unique_id: '\u0000NOBODY-2',
          },
        ],
      },
    });
    expect(answer.body.data.accepted).toBe(1);
    for (const [truck, id] of [
      [osmand, 'NOBODY-1'],
      [batch, 'NOBODY-2'],
    ] as const) {
      const [fix] = await positionsOf(truck.id);
      expect(fix).toMatchObject({ driver_username: null, attributes: { driverUniqueId: id } });
    }
    expect((await health()).intake.unknown_driver_ids).toBeGreaterThanOrEqual(before + 2);
  });

  it('NUL bytes and oversized attributes are cut, the fix stored', async () => {
    const truck = await createTruck(fleet());
    const dropped = (await health()).dropped_attributes.values;
    const attributes: Record<string, unknown> = { 'ke\u0000y': 'va\u0000lue' };
    for (let i = 0; i < 100; i++) attributes[`a${i}`] = 'x'.repeat(100);
    const answer = await fleet().call('POST', '/api/ingest/positions', {
      headers: { 'x-device-key': await keyOf(truck) },
      body: {
        positions: [
          {
            device_id: truck.device_id,
            time: at(20).toISOString(),
            lat: 10.8,
            lon: 106.7,
            attributes,
            alarm: 'pow\u0000erCut',
          },
        ],
      },
    });
    expect(answer.body.data.accepted).toBe(1);
    const [fix] = await positionsOf(truck.id);
    expect(fix!.attributes!.key).toBe('value');
    expect(JSON.stringify(fix!.attributes).length).toBeLessThanOrEqual(4096);
    expect((await health()).dropped_attributes.values).toBeGreaterThan(dropped);
    await waitUntil('the power cut warning', async () => {
      const [warning] = await alarmWarningsOf(truck.id);
      return warning?.params.alarm === 'powerCut';
    });
  });

  it('an unknown device is noted on every protocol and nothing is stored', async () => {
    const stranger = `stranger-${Date.now()}`;
    expect((await fleet().call('POST', `/osmand?id=${stranger}&lat=10.8&lon=106.7`)).status).toBe(
      200,
    );
    const keyed = await fleet().call('POST', '/api/devices/key', {
      token: fleet().adminToken,
      body: { device_id: `${stranger}-gw` },
    });
    const batch = await fleet().call('POST', '/api/ingest/positions', {
      headers: { 'x-device-key': keyed.body.data.key },
      body: {
        positions: [
          { device_id: `${stranger}-gw`, time: at(30).toISOString(), lat: 10.8, lon: 106.7 },
          { device_id: `${stranger}-gw`, time: 'not a time', lat: 10.8, lon: 106.7 },
        ],
      },
    });
    expect(batch.body.data).toEqual({
      accepted: 0,
      duplicates: 0,
      rejected: [
        { index: 0, code: 'UNKNOWN_DEVICE' },
        { index: 1, code: 'UNKNOWN_DEVICE' },
      ],
    });
    const terminal = await gateway.stranger();
    expect(await terminal.report({ lat: 10.8, lon: 106.7, time: '260301110000' })).toBe(1);
    // The admin's list writes the sightings still pending first.
    const listed = await fleet().call('POST', '/api/devices/unknown', {
      token: fleet().adminToken,
    });
    const phone = terminal.phone.toString('hex').replace(/^0+/, '');
    const noted = (listed.body.data as { device_id: string }[]).filter(
      (row) => row.device_id.startsWith(stranger) || row.device_id === phone,
    );
    expect(noted).toHaveLength(3);
  });
});

describe('a JT/T 808 frame with a wrong check code', () => {
  const withWrongCheckCode = (terminal: Jt808Terminal, serial: number, time: string) =>
    terminal.frame(0x0200, locationBody({ lat: 10.8, lon: 106.7, time }), undefined, serial, true);
  const report = (terminal: Jt808Terminal, serial: number, time: string) =>
    terminal.frame(0x0200, locationBody({ lat: 10.8, lon: 106.7, time }), undefined, serial);

  it('is taken when its header reads, and counted in /api/health', async () => {
    const { truck, terminal } = await gateway.truckWithTerminal();
    const before = (await health()).intake.jt808_wrong_check_code;
    terminal.socket.write(withWrongCheckCode(terminal, 700, '260301120000'));
    expect((await terminal.answer(700)).body[4]).toBe(0);
    expect(await positionsOf(truck.id)).toHaveLength(1);
    expect((await health()).intake.jt808_wrong_check_code.taken).toBe(before.taken + 1);
  });

  it('is refused and counted when JT808_STRICT_CHECK_CODE is set', async () => {
    const strict = (await startJt808Server(fleet().services.jt808.context, {
      port: 0,
      host: '127.0.0.1',
      log: fleet().app.log,
      ports: fleet().services.ports,
      strictCheckCode: true,
    }))!;
    try {
      const truck = await createTruck(fleet(), { device_id: nextPhone() });
      const terminal = await Jt808Terminal.connect(strict.port, truck.device_id!, null);
      await terminal.signIn();
      const before = (await health()).intake.jt808_wrong_check_code;
      terminal.socket.write(withWrongCheckCode(terminal, 800, '260301120000'));
      terminal.socket.write(report(terminal, 801, '260301120100'));
      // Frames are read in order: once the second is answered, the first was not.
      expect((await terminal.answer(801)).body[4]).toBe(0);
      expect(terminal.received.some((m) => m.body.readUInt16BE(0) === 800)).toBe(false);
      expect((await positionsOf(truck.id)).map((p) => p.fix_time)).toEqual([
        new Date('2026-03-01T04:01:00Z'),
      ]);
      expect((await health()).intake.jt808_wrong_check_code.refused).toBe(before.refused + 1);
      terminal.close();
    } finally {
      await strict.close();
    }
  });
});
