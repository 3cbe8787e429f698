import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZBatchPosition } from '@fleet/contracts';
import { checkBatchPosition } from './batch-position-check.js';

/** The schema the hand-written check stands in for (time stays text for batchTimes). */
const ZBatchItem = ZBatchPosition.extend({ time: z.string() });

const good = { device_id: 'gw-1', time: '2026-09-01 08:00:00', lat: 10.5, lon: 106.7 };

const cases: unknown[] = [
  good,
  { ...good, device_id: '  gw-1  ' },
  { ...good, speed_kmh: 0, course: 360, ignition: true, odometer_km: 0, attributes: {} },
  { ...good, speed_kmh: null, course: null, ignition: null, odometer_km: null, attributes: null },
  { ...good, attributes: { a: 1, b: { c: [1, 2] } } },
  { ...good, extra: 'ignored' },
  null,
  [],
  'text',
  42,
  {},
  { ...good, device_id: '' },
  { ...good, device_id: 'has space' },
  { ...good, device_id: 'x'.repeat(65) },
  { ...good, device_id: 7 },
  { ...good, time: 1_700_000_000 },
  { ...good, time: undefined },
  { ...good, lat: 90.0001 },
  { ...good, lat: -91 },
  { ...good, lat: '10' },
  { ...good, lon: 180.5 },
  { ...good, lon: undefined },
  { ...good, speed_kmh: -1 },
  { ...good, speed_kmh: 401 },
  { ...good, speed_kmh: '5' },
  { ...good, course: 361 },
  { ...good, course: -0.5 },
  { ...good, ignition: 1 },
  { ...good, ignition: 'true' },
  { ...good, odometer_km: -3 },
  { ...good, odometer_km: 1e12 },
  { ...good, attributes: [] },
  { ...good, attributes: 'x' },
  { ...good, attributes: 5 },
  { ...good, driver_unique_id: 'B2-790123456', alarm: 'sos' },
  { ...good, driver_unique_id: null, alarm: null },
  { ...good, driver_unique_id: 'x'.repeat(64), alarm: 'a'.repeat(256) },
  { ...good, driver_unique_id: 'x'.repeat(65) },
  { ...good, alarm: 'a'.repeat(257) },
  { ...good, driver_unique_id: 42 },
  { ...good, alarm: true },
];

describe('checkBatchPosition', () => {
  it.each(cases.map((value, i) => [i, value] as const))(
    'case %i gives the verdict and the values of ZBatchPosition',
    (_, value) => {
      const parsed = ZBatchItem.safeParse(value);
      const checked = checkBatchPosition(value);
      expect(checked !== null).toBe(parsed.success);
      if (parsed.success && checked) {
        expect(JSON.parse(JSON.stringify(checked))).toEqual(
          JSON.parse(JSON.stringify(parsed.data)),
        );
      }
    },
  );
});
