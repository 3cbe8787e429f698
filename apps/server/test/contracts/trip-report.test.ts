import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZStopReportResponse, ZTripRouteResponse } from '@fleet/contracts';
import { createTruck, createUser } from '../factories.js';
import { makeMediaFixtures, upload } from '../media/media-fixtures.js';
import { startTestConsole, type TestConsole } from '../test-console.js';
import { LON, sendTripDay, STEP_KM, stepLat } from './trip-fixes.js';

let fleet: TestConsole;
beforeAll(async () => {
  fleet = await startTestConsole();
});
afterAll(async () => {
  await fleet.close();
});

const DAY = { start_time: '2025-11-20 00:00:00', end_time: '2025-11-20 23:59:59' };

const marker = (name: string, lat: number, lon: number, radius_m = 200) =>
  fleet.call('POST', '/marker/create', {
    token: fleet.adminToken,
    body: { name, lat, lon, radius_m, type: 'warehouse' },
  });

describe('trip report by day', () => {
  it('answers the route with the map points it passed', async () => {
    const truck = await createTruck(fleet);
    await sendTripDay(fleet, truck.device_id!);
    await marker('Kho Sóng Thần', stepLat(10), LON);
    await marker('Kho Long An', 10.5, 106.4);
    const answer = await fleet.call('POST', '/contract/get_route_data', {
      token: fleet.adminToken,
      body: { plate: truck.plate_display, ...DAY },
    });
    expect(answer.status).toBe(200);
    const route = ZTripRouteResponse.parse(answer.body).data;
    expect(route.points).toHaveLength(90);
    expect(route.points[0]).toEqual({
      lat: 10.8,
      lon: LON,
      time: '2025-11-20 08:00:00',
      speed_kmh: 60,
      course: 0,
    });
    expect(route.distance_km).toBeCloseTo(44 * STEP_KM, 2);
    expect(route.markers.map((m) => m.name)).toEqual(['Kho Sóng Thần']);
    // The same implementation as the video history's route.
    const video = await fleet.call('POST', '/truck/get_route_from_video', {
      token: fleet.adminToken,
      body: { plate: truck.plate, ...DAY },
    });
    expect({ ...video.body.data, markers: route.markers }).toEqual(route);
  });

  it('lists the stops with place, idle time and sums, filtered by minimum duration', async () => {
    const truck = await createTruck(fleet);
    const key = await sendTripDay(fleet, truck.device_id!);
    // A 3 s clip from the cabin camera during the first stop, and one before the day's drive.
    const fixtures = makeMediaFixtures();
    for (const time of ['2025-11-20 08:12:00', '2025-11-20 07:00:00']) {
      const sent = await upload(fleet, 'videos', key, { channel: '2', time }, fixtures.mp4);
      expect(sent.status).toBe(201);
    }
    fixtures.remove();
    // Both points hold the first stop; the nearer one names it.
    await marker('Bãi xe Bình Chiểu', stepLat(20), LON + 0.0005);
    await marker('Cổng KCN Bình Chiểu', stepLat(20), LON + 0.0001);
    const stopsOf = async (min_minutes?: number) => {
      const answer = await fleet.call('POST', '/contract/get_list_stop_and_video', {
        token: fleet.adminToken,
        body: { plate: truck.plate, ...DAY, ...(min_minutes === undefined ? {} : { min_minutes }) },
      });
      expect(answer.status).toBe(200);
      return ZStopReportResponse.parse(answer.body).data;
    };

    // Stops come from the motion engine once it has processed the fixes.
    await fleet.services.motion.settled();
    const report = await stopsOf();
    expect(report.min_minutes).toBe(2);
    expect(report.stop_source).toBe('motion');
    expect(report.stops).toEqual([
      expect.objectContaining({
        start_time: '2025-11-20 08:10:30',
        // From the first fix at rest to the last (the set-off's leg is driving).
        end_time: '2025-11-20 08:20:30',
        duration_s: 600,
        idle_s: 300,
        place: 'Cổng KCN Bình Chiểu',
        videos: [
          expect.objectContaining({
            cam_number: 2,
            start_time: '2025-11-20 08:12:00',
            url: expect.stringMatching(/^\/api\/media\/video-\d+\?e=\d+&s=/),
          }),
        ],
      }),
      expect.objectContaining({
        start_time: '2025-11-20 08:33:30',
        end_time: '2025-11-20 09:03:30',
        duration_s: 1800,
        idle_s: 0,
        place: `${stepLat(42).toFixed(6)}, ${LON.toFixed(6)}`,
        marker_id: null,
        videos: [],
      }),
    ]);
    // The signed link plays without the token header.
    const clip = await fleet.call('GET', report.stops[0]!.videos[0]!.url);
    expect(clip.status).toBe(200);
    expect(report.sum.distance_km).toBeCloseTo(44 * STEP_KM, 2);
    expect(report.sum).toMatchObject({
      // The motion model's driving: 1230 s between moving fixes, six 30 s arrivals and
      // set-offs and the 60 s halt shorter than a stop.
      driving_s: 1470,
      stop_count: 2,
      stop_s: 2400,
      idle_s: 300,
    });

    // While the engine lags behind the fixes, the same rule over the fixes answers the same.
    await fleet.db.query(
      `update motion_cursors set processed_until = '2025-11-20T01:00:00Z' where truck_id = $1`,
      [truck.id],
    );
    const detected = await stopsOf();
    expect(detected.stop_source).toBe('route');
    expect({ ...detected, stop_source: 'motion' }).toEqual({
      ...report,
      stops: report.stops.map((stop) => ({
        ...stop,
        videos: stop.videos.map((v) => ({ ...v, url: expect.any(String) })),
      })),
    });

    const all = await stopsOf(0);
    expect(all.stops.map((s) => s.duration_s)).toEqual([600, 60, 1800]);
    expect(all.sum.stop_count).toBe(3);
    const long = await stopsOf(15);
    expect(long.stops.map((s) => s.start_time)).toEqual(['2025-11-20 08:33:30']);

    const odd = await fleet.call('POST', '/contract/get_list_stop_and_video', {
      token: fleet.adminToken,
      body: { plate: truck.plate, ...DAY, min_minutes: 7 },
    });
    expect(odd.status).toBe(400);
  });

  it('answers 404 for a truck the user is not granted', async () => {
    const [granted, other] = [await createTruck(fleet), await createTruck(fleet)];
    const role = `baocao${Date.now().toString(36)}`;
    await fleet.call('POST', '/fleet/roles/create_role', {
      token: fleet.adminToken,
      body: { name: role, label_vi: 'Báo cáo', label_en: 'Reports' },
    });
    for (const [type, keys] of [
      ['page', ['contract']],
      ['truck', [String(granted.id)]],
    ] as const)
      await fleet.call('POST', '/fleet/roles/add_resources', {
        token: fleet.adminToken,
        body: { role, type, keys },
      });
    const user = await createUser(fleet, { role });
    for (const path of ['/contract/get_route_data', '/contract/get_list_stop_and_video']) {
      const ask = (plate: string) =>
        fleet.call('POST', path, { token: user.token, body: { plate, ...DAY } });
      expect((await ask(granted.plate)).status).toBe(200);
      expect((await ask(other.plate)).status).toBe(404);
    }
  });
});
