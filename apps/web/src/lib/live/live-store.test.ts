import { describe, expect, it, vi } from 'vitest';
import type { TCurrentTruck, TTruckLive } from '@fleet/contracts';
import { LiveTruckStore } from './live-store';

function truck(id: number, overrides: Partial<TCurrentTruck> = {}): TCurrentTruck {
  return {
    id,
    plate: `51D1234${id}`,
    plate_display: `51D-123.4${id}`,
    name: null,
    device_id: `dev-${id}`,
    model: null,
    vehicle_type: 'truck_over_3_5t',
    speed_limit_kmh: 80,
    cameras: 0,
    driver_username: null,
    odometer_km: 0,
    payload_kg: null,
    seats: null,
    business_type: null,
    vin: null,
    created_at: '2025-01-01 08:00:00',
    lat: null,
    lon: null,
    speed_kmh: null,
    course: null,
    fix_time: null,
    last_seen: null,
    ignition: null,
    status: 'offline',
    current_driver: null,
    driver_name: null,
    continuous_driving_s: 0,
    continuous_driving: 'ok',
    address: null,
    ...overrides,
  };
}

function live(id: number, overrides: Partial<TTruckLive> = {}): TTruckLive {
  return {
    id,
    lat: 21.0285,
    lon: 105.8542,
    speed_kmh: 55.56,
    course: 90,
    fix_time: '2025-01-01 08:05:00',
    last_seen: '2025-01-01 08:05:00',
    ignition: true,
    status: 'moving',
    current_driver: 'taixe1',
    driver_name: 'Nguyễn Văn An',
    continuous_driving_s: 0,
    continuous_driving: 'ok',
    ...overrides,
  };
}

describe('LiveTruckStore', () => {
  it('starts empty and without a snapshot', () => {
    const store = new LiveTruckStore();
    expect(store.size).toBe(0);
    expect(store.hasSnapshot).toBe(false);
    expect(store.statusCounts()).toEqual({ all: 0, moving: 0, stopped: 0, idle: 0, offline: 0 });
  });

  it('merges deltas into the trucks of the snapshot, keeping the truck fields', () => {
    const store = new LiveTruckStore();
    store.applySnapshot([truck(1), truck(2, { status: 'stopped', lat: 10.8, lon: 106.6 })]);
    expect(store.hasSnapshot).toBe(true);

    const unknown = store.applyDelta([live(1), live(2, { status: 'idle', speed_kmh: 0 })]);
    expect(unknown).toEqual([]);
    expect(store.get(1)).toMatchObject({
      plate_display: '51D-123.41',
      device_id: 'dev-1',
      lat: 21.0285,
      lon: 105.8542,
      speed_kmh: 55.56,
      course: 90,
      status: 'moving',
      driver_name: 'Nguyễn Văn An',
    });
    expect(store.get(2)).toMatchObject({ status: 'idle', speed_kmh: 0, plate: '51D12342' });

    // A later delta wins over an earlier one.
    store.applyDelta([live(1, { speed_kmh: 12, status: 'moving', course: 180 })]);
    expect(store.get(1)).toMatchObject({ speed_kmh: 12, course: 180 });
  });

  it('counts trucks per status after snapshot and deltas', () => {
    const store = new LiveTruckStore();
    store.applySnapshot([truck(1), truck(2), truck(3, { status: 'stopped' }), truck(4)]);
    expect(store.statusCounts()).toEqual({ all: 4, moving: 0, stopped: 1, idle: 0, offline: 3 });
    store.applyDelta([live(1), live(2, { status: 'idle' }), live(3, { status: 'moving' })]);
    expect(store.statusCounts()).toEqual({ all: 4, moving: 2, stopped: 0, idle: 1, offline: 1 });
  });

  it('reports ids of deltas it does not know and leaves them out', () => {
    const store = new LiveTruckStore();
    store.applySnapshot([truck(1)]);
    expect(store.applyDelta([live(1), live(9)])).toEqual([9]);
    expect(store.get(9)).toBeUndefined();
    expect(store.size).toBe(1);
  });

  it('replaces everything with a new snapshot (a reconnect or a grant change)', () => {
    const store = new LiveTruckStore();
    store.applySnapshot([truck(1), truck(2)]);
    store.applyDelta([live(1)]);
    store.applySnapshot([truck(2, { status: 'stopped' }), truck(3)]);
    expect([...store.values()].map((t) => t.id).sort()).toEqual([2, 3]);
    expect(store.get(2)?.status).toBe('stopped');
  });

  it('adds missing trucks without overwriting newer live state', () => {
    const store = new LiveTruckStore();
    store.applySnapshot([truck(1)]);
    store.applyDelta([live(1, { speed_kmh: 40 })]);
    store.addMissing([truck(1, { speed_kmh: null }), truck(5)]);
    expect(store.get(1)?.speed_kmh).toBe(40);
    expect(store.get(5)).toBeDefined();
  });

  it('keeps the last known address through live updates until a new one arrives', () => {
    const store = new LiveTruckStore();
    const parked = { status: 'stopped' as const, lat: 10.8, lon: 106.7, address: 'Kho Bình Dương' };
    store.applySnapshot([truck(1, parked), truck(2, { ...parked, address: null })]);
    // GPS jitter of about 30 m: still there, and nothing to ask for.
    store.applyDelta([live(1, { lat: 10.80027, lon: 106.7, status: 'stopped', speed_kmh: 0 })]);
    expect(store.get(1)?.address).toBe('Kho Bình Dương');
    expect(store.hasStaleAddress()).toBe(false);
    // Three updates driving away: the row keeps its place, now stale (a fresh one is asked for).
    for (const lat of [10.81, 10.82, 10.83]) store.applyDelta([live(1, { lat, lon: 106.7 })]);
    expect(store.get(1)?.address).toBe('Kho Bình Dương');
    expect(store.hasStaleAddress()).toBe(true);
    // A truck that never had an address has none to keep.
    store.applyDelta([live(2, { lat: 10.9, lon: 106.7 })]);
    expect(store.get(2)?.address).toBeNull();

    // A list reload or the card's lookup brings the new address, said where the truck is.
    const listed = store.version;
    store.applyAddresses([
      { id: 1, lat: 10.83, lon: 106.7, address: 'gần Dĩ An, Bình Dương' },
      { id: 2, lat: 10.9, lon: 106.7, address: null },
      { id: 9, lat: 10.9, lon: 106.7, address: 'unknown truck' },
    ]);
    expect(store.get(1)?.address).toBe('gần Dĩ An, Bình Dương');
    expect(store.get(1)?.speed_kmh).toBe(live(1).speed_kmh);
    expect(store.get(2)?.address).toBeNull();
    expect(store.get(9)).toBeUndefined();
    expect(store.hasStaleAddress()).toBe(false);
    expect(store.version).toBe(listed + 1);
    // The same answer again changes nothing a list would redraw for.
    store.applyAddresses([{ id: 1, lat: 10.83, lon: 106.7, address: 'gần Dĩ An, Bình Dương' }]);
    expect(store.version).toBe(listed + 1);

    // A new snapshot replaces addresses with its own.
    store.applySnapshot([truck(1, { ...parked, lat: 10.80135, address: 'QL13, Thuận An' })]);
    store.applyDelta([live(1, { lat: 10.80135, lon: 106.7 })]);
    expect(store.get(1)?.address).toBe('QL13, Thuận An');
  });

  it('tells listeners about each change and bumps the version', () => {
    const store = new LiveTruckStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.applySnapshot([truck(1)]);
    const afterSnapshot = store.version;
    store.applyDelta([live(1)]);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.version).toBeGreaterThan(afterSnapshot);

    // A delta about unknown trucks only changes nothing.
    store.applyDelta([live(7)]);
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    store.clear();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.size).toBe(0);
    expect(store.hasSnapshot).toBe(false);
  });

  it('keeps 5,000 trucks and merges a delta for all of them in one notice', () => {
    // The speed of this merge is measured by `npm run bench:live`, not asserted here.
    const store = new LiveTruckStore();
    store.applySnapshot(Array.from({ length: 5000 }, (_, i) => truck(i + 1)));
    const listener = vi.fn();
    store.subscribe(listener);
    store.applyDelta(Array.from({ length: 5000 }, (_, i) => live(i + 1)));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.size).toBe(5000);
    expect(store.statusCounts().moving).toBe(5000);
  });
});
