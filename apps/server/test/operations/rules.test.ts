import { ZRuleListResponse, ZRuleSaveResponse, type TWarning } from '@fleet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTruck } from '../factories.js';
import { feedBatch } from '../motion/motion-feed.js';
import { streamBuilder } from '../motion/stream-builder.js';
import { startTestConsole, type TestConsole } from '../test-console.js';

describe('maintenance rules', () => {
  let fleet: TestConsole;
  beforeAll(async () => {
    fleet = await startTestConsole();
  });
  afterAll(() => fleet.close());

  const setOdometer = (id: number, odometer_km: number) =>
    fleet.call('PUT', '/truck/update', { token: fleet.adminToken, body: { id, odometer_km } });
  /** Motion km follow the fixes to within a fraction of a km. */
  const expectKm = (actual: number, km: number) => expect(Math.abs(actual - km)).toBeLessThan(1);
  const warningsOf = async (plate: string): Promise<TWarning[]> =>
    (
      await fleet.call('POST', '/canh_bao/list_canh_bao', {
        token: fleet.adminToken,
        body: { plate, type: 'maintenance_due' },
      })
    ).body.data;

  it('warns exactly once when the km since service cross the interval', async () => {
    // No device odometer: the entered odometer plus the km the motion engine stored.
    const truck = await createTruck(fleet, { plate: '60C-200.00', odometer_km: 0 });
    // Registered yesterday: the drive below may begin before today's company midnight, and km
    // of days before a truck's registration are already in the odometer entered with it.
    await fleet.db.query(`update trucks set created_at = now() - interval '1 day' where id = $1`, [
      truck.id,
    ]);
    const added = await fleet.call('POST', '/truck_info/add_rule', {
      token: fleet.adminToken,
      // Spec 5: total_km may arrive as a numeric string.
      body: { plate: '60C-200.00', type: 'oil_change', total_km: '20000', last_service_km: 0 },
    });
    expect(added.status).toBe(201);
    const [rule] = ZRuleSaveResponse.parse(added.body).data;
    expect(rule).toMatchObject({ total_km: 20_000, due_km: 20_000, status: 'ok' });

    await setOdometer(truck.id, 19_970);
    // 20 km at 60 km/h, then 20 km more, ingested and settled by the engine.
    const drive = streamBuilder(new Date(Date.now() - 45 * 60_000))
      .drive(20)
      .stop(2);
    await feedBatch(fleet, truck, drive.fixes);
    await fleet.services.rules.check();
    expect(await warningsOf('60C20000')).toHaveLength(0);
    const nearly = ZRuleListResponse.parse(
      (
        await fleet.call('POST', '/truck_info/get_rules', {
          token: fleet.adminToken,
          body: { plate: '60C-200.00' },
        })
      ).body,
    ).data;
    expect(nearly[0]).toMatchObject({ status: 'due_soon' });
    expectKm(nearly[0]!.current_km, 19_990);
    expectKm(nearly[0]!.km_left, 10);

    const more = drive.fixes.length;
    await feedBatch(fleet, truck, drive.drive(20).fixes.slice(more));
    await fleet.services.rules.check();
    await fleet.services.rules.check();
    const [due] = await warningsOf('60C20000');
    expect(await warningsOf('60C20000')).toHaveLength(1);
    expect(due!.params).toMatchObject({ rule_type: 'oil_change', due_km: 20_000 });
    expectKm(Number(due!.params.current_km), 20_010);

    // A recorded service restarts the cycle from the odometer now.
    const serviced = await fleet.call('POST', '/api/rules/record_service', {
      token: fleet.adminToken,
      body: { id: rule!.id, plate: '60C20000' },
    });
    expect(serviced.body.data[0]).toMatchObject({ status: 'ok' });
    expectKm(serviced.body.data[0].last_service_km, 20_010);
    await setOdometer(truck.id, 39_990);
    await fleet.services.rules.check();
    expect(await warningsOf('60C20000')).toHaveLength(2);
  });

  it('reads the device odometer plus the km of fixes since', async () => {
    const truck = await createTruck(fleet, { plate: '60C-300.00', odometer_km: 5 });
    const key = await fleet.call('POST', '/api/devices/key', {
      token: fleet.adminToken,
      body: { device_id: truck.device_id },
    });
    const fix = (time: string, lat: number, odometer_km?: number) => ({
      device_id: truck.device_id,
      time,
      lat,
      lon: 106.7,
      speed_kmh: 50,
      ...(odometer_km === undefined ? {} : { odometer_km }),
    });
    const sent = await fleet.call('POST', '/api/ingest/positions', {
      headers: { 'x-device-key': key.body.data.key },
      body: {
        positions: [
          fix('2026-03-01 08:00:00', 10.0, 1_000),
          // 0.1° of latitude ≈ 11.1 km further, with no reading of its own.
          fix('2026-03-01 08:10:00', 10.1),
        ],
      },
    });
    expect(sent.body.data.accepted).toBe(2);
    const current = await fleet.services.rules.check().then(() =>
      fleet.call('POST', '/truck_info/add_rule', {
        token: fleet.adminToken,
        body: { plate: '60C30000', type: 'tyres', total_km: 50_000 },
      }),
    );
    const [rule] = current.body.data;
    expect(rule.current_km).toBeCloseTo(1_011.1, 0);
    expect(rule.last_service_km).toBeCloseTo(1_011.1, 0);
  });

  it('applies a vehicle-type rule to every truck of the type; edits and deletes', async () => {
    await createTruck(fleet, { plate: '61R-111.11', vehicle_type: 'tanker' });
    await createTruck(fleet, { plate: '61R-222.22', vehicle_type: 'tanker' });
    const added = await fleet.call('POST', '/truck_info/add_rule', {
      token: fleet.adminToken,
      body: { vehicle_type: 'tanker', type: 'brakes', total_km: 30_000, last_service_km: 0 },
    });
    expect(added.body.data.map((r: { plate: string }) => r.plate)).toEqual([
      '61R11111',
      '61R22222',
    ]);
    const id = added.body.data[0].id as number;
    const edited = await fleet.call('PUT', '/truck_info/edit_rule', {
      token: fleet.adminToken,
      body: { id, total_km: '25000', note: 'theo hãng' },
    });
    expect(edited.body.data.every((r: { total_km: number }) => r.total_km === 25_000)).toBe(true);
    const both = await fleet.call('POST', '/truck_info/add_rule', {
      token: fleet.adminToken,
      body: { plate: '61R11111', vehicle_type: 'tanker', type: 'brakes', total_km: 1 },
    });
    expect(both.status).toBe(400);
    const deleted = await fleet.call('POST', '/truck_info/delete_rules', {
      token: fleet.adminToken,
      body: { data: [id] },
    });
    expect(deleted.body.data.deleted).toBe(1);
  });

  it('runs the check as a queued job after a save', async () => {
    const truck = await createTruck(fleet, { plate: '62C-400.00', odometer_km: 50_000 });
    await fleet.call('POST', '/truck_info/add_rule', {
      token: fleet.adminToken,
      body: {
        plate: '62C40000',
        type: 'general_service',
        total_km: 10_000,
        last_service_km: 30_000,
      },
    });
    const deadline = Date.now() + 20_000;
    while ((await warningsOf('62C40000')).length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(await warningsOf('62C40000')).toHaveLength(1);
    expect(truck.odometer_km).toBe(50_000);
  });
});
