import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import {
  attachCandidates,
  attachErrorKey,
  batchExample,
  positionText,
  truckLabel,
} from './device-attach';

const truck = (plate_display: string, device_id: string | null) => ({ plate_display, device_id });

describe('attach candidates', () => {
  it('offers trucks without a device first, each group by plate', () => {
    const trucks = [
      truck('51D-222.22', 'dev-b'),
      truck('29C-333.33', null),
      truck('51D-111.11', null),
      truck('15H-444.44', 'dev-a'),
    ];
    expect(attachCandidates(trucks).map((t) => t.plate_display)).toEqual([
      '29C-333.33',
      '51D-111.11',
      '15H-444.44',
      '51D-222.22',
    ]);
  });

  it('does not reorder the list it is given', () => {
    const trucks = [truck('51D-222.22', null), truck('29C-333.33', null)];
    attachCandidates(trucks);
    expect(trucks[0]!.plate_display).toBe('51D-222.22');
  });
});

describe('labels', () => {
  it('names a truck by plate and name', () => {
    expect(truckLabel({ plate_display: '51D-123.45', name: 'Xe 1' })).toBe('51D-123.45 · Xe 1');
    expect(truckLabel({ plate_display: '51D-123.45', name: null })).toBe('51D-123.45');
  });

  it('shows a position with five decimals, or nothing without one', () => {
    expect(positionText(21.02851234, 105.8)).toBe('21.02851, 105.80000');
    expect(positionText(null, 105.8)).toBeNull();
    expect(positionText(21, null)).toBeNull();
  });
});

describe('attach errors', () => {
  it('explains a taken device id and a deleted truck', () => {
    expect(attachErrorKey(new ApiError(409, 'CONFLICT', 'taken'))).toBe('devices.attachConflict');
    expect(attachErrorKey(new ApiError(404, 'NOT_FOUND', 'gone'))).toBe('devices.truckGone');
  });

  it('leaves other failures to the generic error text', () => {
    expect(attachErrorKey(new ApiError(403, 'FORBIDDEN', 'no'))).toBeNull();
    expect(attachErrorKey(new Error('network'))).toBeNull();
  });
});

describe('batch example', () => {
  it('posts one fix with the key header to the batch endpoint', () => {
    const command = batchExample('https://xe.example.vn', 'gw-1', 'k3y', '2025-03-01 08:00:00');
    expect(command).toContain("curl -X POST 'https://xe.example.vn/api/ingest/positions'");
    expect(command).toContain("-H 'x-device-key: k3y'");
    const body = /-d '([^']*)'$/.exec(command)?.[1];
    expect(JSON.parse(body!)).toEqual({
      positions: [
        {
          device_id: 'gw-1',
          time: '2025-03-01 08:00:00',
          lat: 21.0285,
          lon: 105.8542,
          speed_kmh: 40,
        },
      ],
    });
  });
});
