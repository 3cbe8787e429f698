import { describe, expect, it } from 'vitest';
import type { TCurrentTruck } from '@fleet/contracts';
import { addressCell, listedAddress, statusSince } from './truck-facts';

const truck = (over: Partial<TCurrentTruck> & Record<string, unknown>) =>
  ({
    status: 'stopped',
    fix_time: '2026-11-24 09:58:00',
    last_seen: '2026-11-24 10:00:00',
    ...over,
  }) as TCurrentTruck;

describe('statusSince', () => {
  it('is the last time heard for an offline truck, else what the server says', () => {
    expect(statusSince(truck({ status: 'offline' }))).toBe('2026-11-24 10:00:00');
    expect(statusSince(truck({ status: 'offline', last_seen: null }))).toBe('2026-11-24 09:58:00');
    expect(statusSince(truck({ status: 'stopped', status_since: '2026-11-24 09:30:00' }))).toBe(
      '2026-11-24 09:30:00',
    );
    expect(statusSince(truck({ status: 'moving' }))).toBeNull();
  });
});

describe('listedAddress', () => {
  it('reads the address the list gave, if any', () => {
    expect(listedAddress(truck({ address: 'QL5, Văn Lâm, Hưng Yên' }))).toBe(
      'QL5, Văn Lâm, Hưng Yên',
    );
    expect(listedAddress(truck({ address: '  ' }))).toBeNull();
    expect(listedAddress(truck({ address: null }))).toBeNull();
    expect(listedAddress(truck({}))).toBeNull();
  });
});

describe('addressCell', () => {
  it('rounds to about 50 m so that nearby fixes share one lookup', () => {
    expect(addressCell(21.02851, 105.85419)).toEqual({ lat: 21.0285, lon: 105.854 });
    expect(addressCell(21.02851, 105.85419)).toEqual(addressCell(21.0286, 105.8541));
    expect(addressCell(null, 105)).toBeNull();
  });
});
