import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMediaFixtures, truckWithDeviceKey, upload } from '../media/media-fixtures.js';
import { startTestConsole, type TestConsole } from '../test-console.js';
import { drivingDay } from './report-fixture.js';

let fleet: TestConsole;
let fixtures: ReturnType<typeof makeMediaFixtures>;
beforeAll(async () => {
  fixtures = makeMediaFixtures();
  fleet = await startTestConsole({ SNAPSHOT_INTERVAL_MIN: '0' });
});
afterAll(async () => {
  await fleet?.close();
  fixtures?.remove();
});

describe('video links of the unsafe-behaviour list', () => {
  it('links the clip recorded around a moment, and nothing where no clip exists', async () => {
    const day = await drivingDay(fleet);
    const abnormal = await fleet.call('POST', '/driver_report/abnormal_activity', {
      token: fleet.adminToken,
      body: { start_time: '2025-11-20 00:00:00', end_time: '2025-11-20 23:59:59' },
    });
    const overspeed = abnormal.body.data.find((a: { type: string }) => a.type === 'overspeed');
    expect(overspeed).toBeDefined();
    // A 3-s clip from camera 1 a minute into the overspeed event.
    const at = overspeed.start_time.replace(
      /:(\d{2}):(\d{2})$/,
      (_: string, m: string, s: string) => `:${String(Number(m) + 1).padStart(2, '0')}:${s}`,
    );
    const key = await truckWithDeviceKey(fleet, day.truck);
    const clip = await upload(fleet, 'videos', key, { channel: '1', time: at }, fixtures.mp4);
    expect(clip.status, JSON.stringify(clip.body)).toBe(201);

    const found = await fleet.call('POST', '/api/report-videos/find', {
      token: fleet.adminToken,
      body: {
        moments: [
          {
            plate: day.truck.plate_display,
            start_time: overspeed.start_time,
            end_time: overspeed.end_time,
          },
          {
            plate: day.truck.plate,
            start_time: '2025-11-20 09:00:00',
            end_time: '2025-11-20 09:05:00',
          },
        ],
      },
    });
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body.data[0].start_time).toBe(at);
    expect(found.body.data[0].url).toMatch(/^\/api\/media\//);
    expect(found.body.data[1]).toEqual({ url: null, start_time: null });
    // The signed link plays without the token header.
    const video = await fleet.app.inject({ method: 'GET', url: found.body.data[0].url });
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toContain('video/');
  });
});
