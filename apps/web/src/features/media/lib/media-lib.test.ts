import { describe, expect, it } from 'vitest';
import type { TVideo } from '@fleet/contracts';
import { clipAt } from './clip-at';
import { positionAt, timedPoints } from './position-at';
import { recordedSpans } from './recorded-spans';

const ZONE = 'Asia/Ho_Chi_Minh';

describe('recordedSpans', () => {
  it('merges touching clips and places them as shares of the day', () => {
    const spans = recordedSpans(
      [
        { start_time: '2026-03-01 06:00:00', end_time: '2026-03-01 07:00:00' },
        { start_time: '2026-03-01 07:00:00', end_time: '2026-03-01 08:00:00' },
        { start_time: '2026-03-01 12:00:00', end_time: '2026-03-01 12:30:00' },
        { start_time: '2026-02-28 23:00:00', end_time: '2026-03-01 00:30:00' },
      ],
      '2026-03-01',
      ZONE,
    );
    expect(spans.map((s) => [s.left, s.width])).toEqual([
      [0, 0.5 / 24],
      [6 / 24, 2 / 24],
      [12 / 24, 0.5 / 24],
    ]);
  });
});

describe('positionAt', () => {
  const points = timedPoints(
    [
      { lat: 10, lon: 106, time: '2026-03-01 08:00:00', speed_kmh: 40, course: 90 },
      { lat: 10.1, lon: 106.2, time: '2026-03-01 08:00:10', speed_kmh: 40, course: 90 },
    ],
    ZONE,
  );
  it('interpolates between fixes and holds at the ends', () => {
    const middle = positionAt(points, points[0]!.ms + 5000)!;
    expect(middle.lat).toBeCloseTo(10.05);
    expect(middle.lon).toBeCloseTo(106.1);
    expect(positionAt(points, 0)!.lat).toBe(10);
    expect(positionAt(points, points[1]!.ms + 60_000)!.lat).toBe(10.1);
    expect(positionAt([], 0)).toBeNull();
  });
});

describe('clipAt', () => {
  const clip = (id: number, cam: number, from: string, to: string): TVideo => ({
    id,
    truck_plate: '51D12345',
    cam_number: cam,
    start_time: `2026-03-01 ${from}`,
    end_time: `2026-03-01 ${to}`,
    duration_s: 60,
    size: 1,
    url: `/api/media/video-${id}`,
  });
  const videos = [
    clip(1, 2, '09:00:00', '09:10:00'),
    clip(2, 1, '09:05:00', '09:15:00'),
    clip(3, 1, '10:00:00', '10:10:00'),
  ];

  it('opens the clip that covers the moment, lowest camera first, at the moment', () => {
    expect(clipAt(videos, '2026-03-01 09:07:30', ZONE)).toEqual({
      video: videos[1],
      offsetS: 150,
      covers: true,
    });
    expect(clipAt(videos, '2026-03-01T02:02:00Z', ZONE)?.video.id).toBe(1); // 09:02 local
  });

  it('else the next clip from its start, else nothing', () => {
    expect(clipAt(videos, '2026-03-01 09:30:00', ZONE)).toEqual({
      video: videos[2],
      offsetS: 0,
      covers: false,
    });
    expect(clipAt(videos, '2026-03-01 11:00:00', ZONE)).toBe(null);
    expect(clipAt(videos, 'soon', ZONE)).toBe(null);
  });
});
