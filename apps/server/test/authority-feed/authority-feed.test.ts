import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTruck, createUser } from '../factories.js';
import { startTestConsole, type TestConsole } from '../test-console.js';
import { waitUntil } from '../support/wait-until.js';
import { openPostgresDatabase } from '../../src/db/postgres-database.js';
import { authorityBroker, BROKER_URL, cuttableProxy } from './authority-broker.js';

type Broker = Awaited<ReturnType<typeof authorityBroker>>;

const TAX_CODE = '0312345678';
const base = Math.floor(Date.now() / 1000) - 3600;

/** Stores fixes of a device in one commit through the batch endpoint, as a gateway sends. */
async function storeFixes(
  fleet: TestConsole,
  deviceId: string,
  fixes: { at: number; speed: number; lat?: number }[],
) {
  const key = await fleet.call('POST', '/api/devices/key', {
    token: fleet.adminToken,
    body: { device_id: deviceId },
  });
  const answer = await fleet.call('POST', '/api/ingest/positions', {
    headers: { 'x-device-key': key.body.data.key as string },
    body: {
      positions: fixes.map((f, i) => ({
        device_id: deviceId,
        time: new Date(f.at * 1000).toISOString(),
        lat: f.lat ?? 10.762622 + i * 0.0011,
        lon: 106.660172,
        speed_kmh: f.speed,
        course: 90,
        ignition: true,
      })),
    },
  });
  expect(answer.body.data.accepted).toBe(fixes.length);
}

async function feedOn(fleet: TestConsole, exchange: string, url = BROKER_URL) {
  const saved = await fleet.call('PUT', '/api/authority-feed/settings', {
    token: fleet.adminToken,
    body: { enabled: true, url, exchange, routing_key: '', provider_id: 'fleet-test' },
  });
  expect(saved.status).toBe(200);
  return saved.body.data;
}

/** Edits a truck as an admin does on the trucks page. */
async function editTruck(fleet: TestConsole, body: Record<string, unknown>) {
  const edited = await fleet.call('PUT', '/truck/update', { token: fleet.adminToken, body });
  expect(edited.status).toBe(200);
}

const status = async (fleet: TestConsole) =>
  (await fleet.call('GET', '/api/authority-feed/status', { token: fleet.adminToken })).body.data;

describe('the authority feed on the real broker', () => {
  let fleet: TestConsole;
  let broker: Broker;
  let truck: Awaited<ReturnType<typeof createTruck>>;

  beforeAll(async () => {
    broker = await authorityBroker();
    fleet = await startTestConsole();
    await fleet.call('PUT', '/api/company', {
      token: fleet.adminToken,
      body: { name: 'Công ty Vận tải Sông Hồng', tax_code: TAX_CODE, address: 'Hà Nội' },
    });
    await createUser(fleet, {
      username: 'taixe_feed',
      fullname: 'Lê Văn Tài',
      licence_number: '790123456789',
    });
    truck = await createTruck(fleet, {
      plate: '51C-123.45',
      vehicle_type: 'tractor',
      driver_username: 'taixe_feed',
    });
  });
  afterAll(async () => {
    await fleet.close();
    await broker.close();
  });

  it('never shows the broker password back, and sends the registrations when it starts', async () => {
    const settings = await feedOn(
      fleet,
      broker.exchange,
      BROKER_URL.replace('guest:guest', 'guest:guest'),
    );
    expect(settings.url).not.toContain('guest:guest');
    expect(settings.url).toContain('***');
    const [company] = await broker.waitFor('RegCompany', 1, (m) => m.msgType === 'RegCompany');
    expect(company).toMatchObject({
      providerId: 'fleet-test',
      '.ufms.regCompany': {
        company: TAX_CODE,
        name: 'Công ty Vận tải Sông Hồng',
        address: 'Hà Nội',
      },
    });
    const [vehicle] = await broker.waitFor('RegVehicle', 1, (m) => m.msgType === 'RegVehicle');
    expect(vehicle!['.ufms.regVehicle']).toMatchObject({
      vehicle: '51C12345',
      vehicleType: 'XeDauKeo',
      driver: '790123456789',
      company: TAX_CODE,
    });
    const [driver] = await broker.waitFor('RegDriver', 1, (m) => m.msgType === 'RegDriver');
    expect(driver!['.ufms.regDriver']).toMatchObject({
      driver: '790123456789',
      name: 'Lê Văn Tài',
    });
  });

  it('sends a registration again when what it carries changes, and only then', async () => {
    const before = broker.received.filter((m) => m.msgType === 'RegVehicle').length;
    await editTruck(fleet, { id: truck.id, vehicle_type: 'truck_over_3_5t' });
    const vehicles = await broker.waitFor(
      'RegVehicle again',
      before + 1,
      (m) => m.msgType === 'RegVehicle',
    );
    expect(vehicles.at(-1)!['.ufms.regVehicle'].vehicleType).toBe('XeTai');
    const companies = broker.received.filter((m) => m.msgType === 'RegCompany').length;
    expect(companies).toBe(1);
  });

  it('forwards stored fixes as way points, each exactly as stored, every 30 s while moving', async () => {
    const fixes = Array.from({ length: 13 }, (_, i) => ({ at: base + i * 10, speed: 42.5 }));
    await storeFixes(fleet, truck.device_id!, fixes);
    const points = await broker.waitFor('way points', 5, (m) => m.msgType === 'WayPoint');
    const sent = points.map((m) => m['.ufms.wayPoint']);
    expect(sent.map((p) => p.datetime)).toEqual([0, 30, 60, 90, 120].map((s) => base + s));
    expect(sent[0]).toEqual({
      vehicle: '51C12345',
      driver: '790123456789',
      speed: 42.5,
      datetime: base,
      x: 106.660172,
      y: 10.762622,
      heading: 90,
      ignition: true,
    });
    await waitUntil('backlog empty', async () => (await status(fleet)).backlog === 0);
    const page = await status(fleet);
    expect(page.failure).toBeNull();
    expect(page.trucks.find((t: { truck_id: number }) => t.truck_id === truck.id)).toMatchObject({
      last_fix_time: expect.any(String),
      backlog: 0,
      problem: null,
    });
  });

  it('keeps a fix of 250 km/h, sends the rest, and says so on the transmission page', async () => {
    const at = base + 600;
    await storeFixes(fleet, truck.device_id!, [
      { at, speed: 40 },
      { at: at + 40, speed: 250 },
      { at: at + 80, speed: 40 },
    ]);
    await broker.waitFor(
      'fix after the fault',
      1,
      (m) => m['.ufms.wayPoint']?.datetime === at + 80,
    );
    expect(broker.wayPoints().some((p) => p.datetime === at + 40)).toBe(false);
    const row = (await status(fleet)).trucks.find(
      (t: { truck_id: number }) => t.truck_id === truck.id,
    );
    expect(row.problem).toBe('speed_over_limit');
  });

  it('keeps the fixes of a truck whose plate the feed cannot write, says so, and forwards the rest', async () => {
    // A plate the console accepts (a 'Đ' series) that the feed's ASCII plate cannot carry.
    const odd = await createTruck(fleet, { plate: '51Đ-234.56' });
    const other = await createTruck(fleet);
    const at = base + 1200;
    await storeFixes(fleet, odd.device_id!, [
      { at, speed: 30 },
      { at: at + 40, speed: 30 },
    ]);
    await storeFixes(fleet, other.device_id!, [{ at, speed: 30 }]);
    const otherPlate = other.plate.replace(/[-.]/g, '');
    await broker.waitFor(
      'the rest of the fleet',
      1,
      (m) => m['.ufms.wayPoint']?.vehicle === otherPlate,
    );
    await waitUntil('the odd plate said', async () => {
      const row = (await status(fleet)).trucks.find(
        (t: { truck_id: number }) => t.truck_id === odd.id,
      );
      return row?.problem === 'plate_not_normalised';
    });
    const page = await status(fleet);
    expect(page.trucks.find((t: { truck_id: number }) => t.truck_id === odd.id)).toMatchObject({
      plate: '51Đ-234.56',
      problem: 'plate_not_normalised',
      backlog: 2,
      last_fix_time: null,
    });
    expect(page.trucks.find((t: { truck_id: number }) => t.truck_id === other.id)).toMatchObject({
      problem: null,
      backlog: 0,
    });
    expect(
      broker
        .wayPoints()
        .filter((p) => p.datetime === at)
        .map((p) => p.vehicle),
    ).toEqual([otherPlate]);

    // The plate corrected: what was kept goes, oldest first, and the state clears.
    await editTruck(fleet, { id: odd.id, plate: '51D-234.56' });
    const kept = await broker.waitFor(
      'the kept fixes',
      2,
      (m) => m['.ufms.wayPoint']?.vehicle === '51D23456',
    );
    expect(kept.map((m) => m['.ufms.wayPoint'].datetime)).toEqual([at, at + 40]);
    await waitUntil('the state cleared', async () => {
      const row = (await status(fleet)).trucks.find(
        (t: { truck_id: number }) => t.truck_id === odd.id,
      );
      return row?.problem === null && row.backlog === 0;
    });
  });

  it('shows the backlog, lag, last confirm and silent trucks in /api/health and /metrics', async () => {
    // One truck forwarded now, one reporting whose plate the feed cannot write: silent.
    const silentTruck = await createTruck(fleet, { plate: '51Đ-345.67' });
    const at = base + 1800;
    await storeFixes(fleet, silentTruck.device_id!, [{ at, speed: 20 }]);
    await storeFixes(fleet, truck.device_id!, [{ at, speed: 20 }]);
    await broker.waitFor('the fix of now', 1, (m) => m['.ufms.wayPoint']?.datetime === at);
    await waitUntil('only the silent truck waits', async () => (await status(fleet)).backlog === 1);
    const page = await status(fleet);
    expect(
      page.trucks.find((t: { truck_id: number }) => t.truck_id === silentTruck.id),
    ).toMatchObject({ silent: true, backlog: 1 });

    const health = (await fleet.call('GET', '/api/health')).body.data.authority_feed;
    expect(health).toMatchObject({
      enabled: true,
      failure: null,
      backlog: 1,
      silent_trucks: 1,
      last_confirmed_at: expect.any(String),
    });
    expect(health.p95_lag_s).toBeGreaterThanOrEqual(0);
    expect(health.oldest_waiting_s).toBeGreaterThanOrEqual(0);

    const confirmedAt = async () =>
      (
        await fleet.db.query<{ s: number }>(
          'select extract(epoch from confirmed_at)::float8 as s from authority_feed_status',
        )
      )[0]!.s;
    const confirmedBefore = await confirmedAt();
    const scrape = await fleet.call('GET', '/metrics');
    const confirmedAfter = await confirmedAt();
    expect(scrape.status).toBe(200);
    const text = scrape.body as string;
    /** The value of a sample line `name{labels} value`. */
    const sample = (series: string) => {
      const line = text.split('\n').find((l) => l.startsWith(`${series} `));
      expect(line, series).toBeDefined();
      return Number(line!.slice(series.length + 1));
    };
    expect(sample('fleet_authority_feed_enabled')).toBe(1);
    expect(sample('fleet_authority_feed_backlog')).toBe(1);
    expect(sample('fleet_authority_feed_silent_trucks')).toBe(1);
    expect(sample('fleet_authority_feed_oldest_waiting_seconds')).toBeGreaterThanOrEqual(
      health.oldest_waiting_s,
    );
    expect(sample('fleet_authority_feed_lag_p95_seconds')).toBe(health.p95_lag_s);
    const lastConfirmed = sample('fleet_authority_feed_last_confirmed_timestamp_seconds');
    // The broker's last confirm as the database keeps it (a registration may confirm meanwhile).
    expect(lastConfirmed).toBeGreaterThanOrEqual(confirmedBefore - 0.001);
    expect(lastConfirmed).toBeLessThanOrEqual(confirmedAfter + 0.001);
    expect(sample('fleet_authority_feed_messages_total{kind="way_point"}')).toBeGreaterThanOrEqual(
      broker.wayPoints().length,
    );
    expect(sample('fleet_authority_feed_lag_seconds_count')).toBeGreaterThanOrEqual(
      broker.wayPoints().length,
    );
  });
});

// Each waits on the broker's and the console's events; a busy machine makes them slow.
describe('the authority feed through an outage', { timeout: 120_000 }, () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    while (cleanups.length > 0) await cleanups.pop()!();
  });

  it('loses nothing while the broker is away and sends the backlog oldest first', async () => {
    const broker = await authorityBroker();
    cleanups.push(() => broker.close());
    const proxy = await cuttableProxy();
    cleanups.push(() => proxy.close());
    const fleet = await startTestConsole();
    cleanups.push(() => fleet.close());
    const truck = await createTruck(fleet, { plate: '29C-456.78' });
    await feedOn(fleet, broker.exchange, proxy.url);
    await storeFixes(fleet, truck.device_id!, [{ at: base, speed: 50 }]);
    await broker.waitFor('first way point', 1, (m) => m.msgType === 'WayPoint');

    proxy.cut();
    // Stored and acknowledged while the authority's server is away: one every 40 s of device
    // time, so each must be sent.
    for (let i = 1; i <= 6; i += 1)
      await storeFixes(fleet, truck.device_id!, [{ at: base + i * 40, speed: 50 }]);
    await waitUntil('the page says the broker is unreachable', async () => {
      const page = await status(fleet);
      return page.failure === 'unreachable' && page.backlog === 6;
    });
    proxy.mend();
    const points = await broker.waitFor('the backlog', 7, (m) => m.msgType === 'WayPoint');
    expect(points.map((m) => m['.ufms.wayPoint'].datetime)).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map((i) => base + i * 40),
    );
    await waitUntil(
      'the page says it confirms again',
      async () => (await status(fleet)).failure === null,
    );
  });

  it('says a refused login and a missing exchange, and keeps the fixes for when they are right', async () => {
    const broker = await authorityBroker();
    cleanups.push(() => broker.close());
    const fleet = await startTestConsole();
    cleanups.push(() => fleet.close());
    const truck = await createTruck(fleet);
    await feedOn(fleet, broker.exchange, BROKER_URL.replace('guest:guest', 'guest:wrong'));
    await storeFixes(fleet, truck.device_id!, [{ at: base, speed: 30 }]);
    await waitUntil('login refused', async () => (await status(fleet)).failure === 'login_refused');
    // Received 3 minutes ago and still waiting: past the law's 2 minutes, staff are warned.
    await fleet.db.query(`update authority_outbox set received_at = now() - interval '3 minutes'`);
    expect(await fleet.services.authorityFeed.checkLate()).toBe(true);
    const warnings = await fleet.call('POST', '/canh_bao/list_canh_bao', {
      token: fleet.adminToken,
      body: { type: 'authority_feed_late' },
    });
    expect(warnings.body.data.length).toBe(1);
    const health = await fleet.call('GET', '/api/health');
    expect(health.body.data.authority_feed).toMatchObject({
      enabled: true,
      failure: 'login_refused',
      backlog: 1,
    });
    expect(health.body.data.authority_feed.oldest_waiting_s).toBeGreaterThanOrEqual(180);
    await feedOn(fleet, `${broker.exchange}-nobody`);
    await waitUntil(
      'exchange missing',
      async () => (await status(fleet)).failure === 'exchange_missing',
    );
    expect((await status(fleet)).backlog).toBe(1);
    await feedOn(fleet, broker.exchange);
    await broker.waitFor('the kept fix', 1, (m) => m.msgType === 'WayPoint');
  });
});

describe.runIf(process.env.DATABASE_URL)(
  'the authority feed from two instances',
  { timeout: 120_000 },
  () => {
    it('forwards every fix once when two instances share the database', async () => {
      const broker = await authorityBroker();
      const first = await startTestConsole();
      const second = await startTestConsole({}, { db: await openPostgresDatabase(first.db.url!) });
      try {
        await feedOn(first, broker.exchange);
        const trucks = [];
        for (let i = 0; i < 8; i += 1) trucks.push(await createTruck(first));
        // Each fix 40 s after the one before: the rule sends every one of them.
        for (const [i, truck] of trucks.entries())
          await storeFixes(i % 2 === 0 ? first : second, truck.device_id!, [
            ...Array.from({ length: 6 }, (_, k) => ({ at: base + k * 40, speed: 35 })),
          ]);
        const points = await broker.waitFor('every way point', 48, (m) => m.msgType === 'WayPoint');
        // Nothing more arrives once both instances have emptied the outbox.
        await waitUntil('outbox empty', async () => (await status(first)).backlog === 0);
        const keys = broker.wayPoints().map((p) => `${p.vehicle}@${p.datetime}`);
        expect(points.length).toBe(48);
        expect(new Set(keys).size).toBe(keys.length);
        expect(keys.length).toBe(48);
      } finally {
        await second.close();
        await first.close();
        await broker.close();
      }
    });
  },
);
