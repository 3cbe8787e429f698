import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ZCurrentTruckListResponse, ZTruckListResponse } from '@fleet/contracts';
import { loadConfig } from '../config.js';
import { startTestConsole, type TestConsole } from '../../test/test-console.js';
import { startDemoFleet } from './demo-fleet.js';
import { DEMO_TRUCKS } from './fleet.js';
import { startDemoIfAsked } from './launch.js';
import { seedDemoFleet } from './seed.js';

let fleet: TestConsole;
let baseUrl: string;
beforeAll(async () => {
  fleet = await startTestConsole();
  await fleet.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(fleet.app.server.address() as AddressInfo).port}`;
});
afterAll(() => fleet.close());

const trucks = async () =>
  ZTruckListResponse.parse(
    (await fleet.call('POST', '/truck/get_list', { token: fleet.adminToken })).body,
  ).data;

describe('demo fleet', () => {
  it('is off unless DEMO_FLEET asks for it', async () => {
    expect(loadConfig({}).DEMO_FLEET).toBe(false);
    expect(loadConfig({ DEMO_FLEET: '0' }).DEMO_FLEET).toBe(false);
    expect(loadConfig({ DEMO_FLEET: 'false' }).DEMO_FLEET).toBe(false);
    expect(loadConfig({ DEMO_FLEET: '1' }).DEMO_FLEET).toBe(true);
    expect(loadConfig({ DEMO_FLEET: 'true' }).DEMO_FLEET).toBe(true);
    expect(() => loadConfig({ DEMO_FLEET: 'yes please' })).toThrow('DEMO_FLEET');
    expect(() => loadConfig({ DEMO_INTERVAL_S: '1' })).toThrow('DEMO_INTERVAL_S');

    // The console as `npm start` starts it: nothing seeded, nothing sent.
    expect(fleet.config.DEMO_FLEET).toBe(false);
    expect(startDemoIfAsked(fleet.config, fleet)).toBeNull();
    expect(await trucks()).toEqual([]);
    expect(await fleet.services.userRows.findByUsername('taixe01')).toBeUndefined();
  });

  it('seeds the company once, however often it starts', async () => {
    expect(await seedDemoFleet(fleet.services)).toEqual({
      driversCreated: DEMO_TRUCKS.length,
      trucksCreated: DEMO_TRUCKS.length,
    });
    expect(await seedDemoFleet(fleet.services)).toEqual({ driversCreated: 0, trucksCreated: 0 });
    const seeded = await trucks();
    expect(seeded).toHaveLength(DEMO_TRUCKS.length);
    const first = seeded.find((truck) => truck.plate === DEMO_TRUCKS[0]!.plate)!;
    expect(first).toMatchObject({
      device_id: 'demo-001',
      driver_username: 'taixe01',
      plate_display: '29H-148.72',
      speed_limit_kmh: 80,
    });
    const driver = await fleet.call('POST', '/user/get_info', {
      token: fleet.adminToken,
      body: { username: 'taixe01' },
    });
    expect(driver.body.data).toMatchObject({
      role: 'driver',
      fullname: DEMO_TRUCKS[0]!.driver.fullname,
      card_id: DEMO_TRUCKS[0]!.driver.card_id,
    });
  });

  it('sends the history through /osmand, the console takes it, and it stops cleanly', async () => {
    const warnings: string[] = [];
    const demo = startDemoFleet({
      services: fleet.services,
      baseUrl,
      dataDir: fleet.config.dataDir,
      intervalS: 10,
      backfillHours: 0.5,
      trucks: DEMO_TRUCKS.slice(0, 4),
      log: { info: () => {}, warn: (message) => warnings.push(message) },
    });
    await demo.historySent;
    expect(warnings).toEqual([]);
    expect(demo.accepted()).toBeGreaterThan(4 * 10);
    await demo.stop();

    const current = ZCurrentTruckListResponse.parse(
      (await fleet.call('POST', '/truck/get_current_truck_list', { token: fleet.adminToken })).body,
    ).data;
    for (const truck of DEMO_TRUCKS.slice(0, 4)) {
      const live = current.find((each) => each.plate === truck.plate)!;
      expect(live.lat).toBeGreaterThan(8);
      expect(live.fix_time).not.toBeNull();
      // The device logged its driver in with the ID card number.
      expect(live.current_driver).toBe(truck.driver.username);
    }
    const untouched = current.find((each) => each.plate === DEMO_TRUCKS[10]!.plate)!;
    expect(untouched.fix_time).toBeNull();
  });

  it('keeps going when the console refuses fixes, and says so once a minute', async () => {
    // A console that is up but refuses every fix (as while its database is away).
    const refused: string[] = [];
    const refusing = http.createServer((request, response) => {
      if (request.url === '/osmand') refused.push(request.url);
      response.writeHead(request.url === '/api/health' ? 200 : 503).end();
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const warnings: string[] = [];
    const demo = startDemoFleet({
      services: fleet.services,
      baseUrl: `http://127.0.0.1:${(refusing.address() as AddressInfo).port}`,
      dataDir: fleet.config.dataDir,
      intervalS: 10,
      backfillHours: 0.25,
      trucks: DEMO_TRUCKS.slice(4, 6),
      log: { info: () => {}, warn: (message) => warnings.push(message) },
    });
    await demo.historySent;
    await demo.stop();
    await new Promise((resolve) => refusing.close(resolve));
    // Every fix of both trucks was tried: even parked, each reports every 3 min.
    expect(refused.length).toBeGreaterThanOrEqual(2 * 4);
    expect(demo.accepted()).toBe(0);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('HTTP 503');
  });
});
