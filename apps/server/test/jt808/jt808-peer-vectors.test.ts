import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTruck, createUser } from '../factories.js';
import {
  CARD_CAPTURES,
  CARDS,
  DASHCAM_LOCATION,
  REGISTRATIONS,
  type PeerBody,
} from '../fixtures/jt808-peer-vectors.js';
import { Jt808Terminal } from '../support/jt808-terminal.js';
import { waitUntil } from '../support/wait-until.js';
import { startJt808Console, type Jt808Console } from './jt808-console.js';

/**
 * The byte vectors of QuecPython's jtt808, SmallChi's JT808 and go-jt808 (a dashcam's
 * capture), cited in fixtures/jt808-peer-vectors.ts, sent to a console as a terminal sends
 * them; each test asserts what the console stored: the driver logged in, the registration
 * an admin reads, the fix and its attributes.
 */
let gateway: Jt808Console;
const drivers: Record<string, string> = {};

beforeAll(async () => {
  gateway = await startJt808Console();
  for (const card of ['qwe123456aaa', '88888', '416756199006054349', '46030088888888888888'])
    drivers[card] = (await createUser(gateway.fleet, { role: 'driver', card_id: card })).username;
});
afterAll(async () => {
  await gateway?.close();
});

/** The bytes between the flags, unescaped: header, body and check code. */
function messageOf(hex: string): Buffer {
  const raw = Buffer.from(hex, 'hex').subarray(1, -1);
  const bytes: number[] = [];
  for (let i = 0; i < raw.length; i++)
    bytes.push(raw[i] === 0x7d ? (raw[++i] === 0x02 ? 0x7e : 0x7d) : raw[i]!);
  return Buffer.from(bytes);
}

/** Phone (device id), header version and serial of a captured frame. */
function headerOf(hex: string) {
  const message = messageOf(hex);
  const v2019 = (message.readUInt16BE(2) & 0x4000) !== 0;
  const phone = message.subarray(v2019 ? 5 : 4, v2019 ? 15 : 10).toString('hex');
  return {
    deviceId: phone.replace(/^0+/, ''),
    version: v2019 ? message[4]! : null,
    serial: message.readUInt16BE(v2019 ? 15 : 10),
  };
}

/**
 * A truck with the captured frame's terminal, connected (and authenticated, unless the frame
 * is its registration); the frame sent, and its answer.
 */
async function replay(hex: string, answerId = 0x8001) {
  const { deviceId, version, serial } = headerOf(hex);
  const truck = await createTruck(gateway.fleet, { device_id: deviceId });
  const terminal = await Jt808Terminal.connect(gateway.server.port, deviceId, version);
  if (answerId !== 0x8100) await terminal.signIn();
  // The capture's serial may be one signing in used: only its own answer counts.
  terminal.received.length = 0;
  terminal.socket.write(Buffer.from(hex, 'hex'));
  const answer = await terminal.answer(serial, answerId);
  return { truck, terminal, answer };
}

const driverOfNextFix = async (truckId: number, terminal: Jt808Terminal) => {
  expect(await terminal.report({ lat: 21.0285, lon: 105.8542, time: '260301080000' })).toBe(0);
  const [row] = await gateway.fleet.db.query<{ driver_username: string | null }>(
    'select driver_username from positions where truck_id = $1 order by fix_time desc limit 1',
    [truckId],
  );
  return row!.driver_username;
};

const sendBody = async (terminal: Jt808Terminal, vector: PeerBody, answerId = 0x8001) =>
  terminal.answer(terminal.send(vector.msgId, Buffer.from(vector.hex, 'hex')), answerId);

describe('driver cards padded with NUL on the left (0x0702)', () => {
  it.each([
    ['smallChi2013', 'qwe123456aaa'],
    ['smallChi2019', 'qwe123456aaa'],
    ['smallChi2019Uid', 'qwe123456aaa'],
    ['smallChi2011', 'qwe123456aaa'],
    ['quecPython2019', '88888'],
  ] as const)('%s logs in the driver of card %s', async (name, card) => {
    const vector: PeerBody = CARDS[name];
    const { truck, terminal } = await gateway.truckWithTerminal(vector.version);
    expect((await sendBody(terminal, vector)).body[4]).toBe(0);
    expect(await driverOfNextFix(truck.id, terminal)).toBe(drivers[card]);
  });

  it("a 2013 terminal's capture: GBK name, licence with NULs after it", async () => {
    const { truck, terminal, answer } = await replay(CARD_CAPTURES.gbk2013.hex);
    expect(answer.body[4]).toBe(0);
    expect(await driverOfNextFix(truck.id, terminal)).toBe(drivers['416756199006054349']);
  });

  it("a 2019 terminal's capture: a licence naming nobody, then the ID card number", async () => {
    const { truck, terminal, answer } = await replay(CARD_CAPTURES.spaces2019.hex);
    expect(answer.body[4]).toBe(0);
    expect(await driverOfNextFix(truck.id, terminal)).toBe(drivers['46030088888888888888']);
    const [row] = await gateway.fleet.db.query<{ card_id: string }>(
      'select card_id from jt808_terminals where device_id = $1',
      [truck.device_id],
    );
    expect(row!.card_id).toBe('46030088888888888888');
  });

  it('a card taken out with a binary time logs no one in and is answered', async () => {
    const { truck, terminal, answer } = await replay(CARD_CAPTURES.binaryTime.hex);
    expect(answer.body[4]).toBe(0);
    expect(await driverOfNextFix(truck.id, terminal)).toBeNull();
  });
});

describe('registrations (0x0100) as an admin reads them', () => {
  const registration = async (plate: string) =>
    (
      await gateway.fleet.call('POST', '/api/jt808/terminal', {
        token: gateway.fleet.adminToken,
        body: { truck_plate: plate },
      })
    ).body.data.registration;

  it.each(['quecPython2019', 'quecPython2013'] as const)(
    "QuecPython's %s, padded on the left",
    async (name) => {
      const { body, read } = REGISTRATIONS[name];
      const { truck, terminal } = await gateway.truckWithTerminal(body.version);
      expect((await sendBody(terminal, body, 0x8100)).body[2]).toBe(0);
      expect(await registration(truck.plate)).toEqual(read);
    },
  );

  it.each(['smallChi2019', 'goJt808Dashcam'] as const)('%s, padded on the right', async (name) => {
    const { frame, read } = REGISTRATIONS[name];
    const { truck, answer } = await replay(frame.hex, 0x8100);
    expect(answer.body[2]).toBe(0);
    expect(await registration(truck.plate)).toEqual(read);
  });
});

describe("a dashcam's location report (go-jt808's capture)", () => {
  it('stores the fix with its attributes and raises its ADAS alarm', async () => {
    const { truck, answer } = await replay(DASHCAM_LOCATION.hex);
    expect(answer.body[4]).toBe(0);
    const [fix] = await gateway.fleet.db.query<{
      fix_time: Date;
      lat: number;
      lon: number;
      speed_kmh: number;
      odometer_km: number;
      attributes: Record<string, unknown>;
    }>('select * from positions where truck_id = $1', [truck.id]);
    expect(fix).toMatchObject({ lat: 31.512562, lon: 121.532076, odometer_km: 20.4 });
    expect(fix!.speed_kmh).toBeCloseTo(53.2, 4);
    // BCD 2024-11-27 15:42:30 in the standard's Beijing time.
    expect(fix!.fix_time.toISOString()).toBe('2024-11-27T07:42:30.000Z');
    expect(fix!.attributes).toMatchObject({ fuel: 46.8, rssi: 8, sat: 9 });
    await waitUntil('the ADAS warning', async () => {
      const rows = await gateway.fleet.db.query<{ params: { alarm: string } }>(
        "select params from warnings where truck_id = $1 and type = 'device_alarm'",
        [truck.id],
      );
      return rows.some((row) => row.params.alarm === 'laneDeparture');
    });
  });
});
