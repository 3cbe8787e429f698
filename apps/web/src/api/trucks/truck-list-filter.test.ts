import { describe, expect, it } from 'vitest';
import { isVehicleType, truckListBody, withoutTrucks } from './truck-list-filter';

describe('truck list body', () => {
  it('is empty when nothing is filtered, the key of the full list', () => {
    expect(truckListBody('', '')).toEqual({});
    expect(truckListBody('   ', 'not-a-type')).toEqual({});
  });

  it('sends only the filters given, trimmed', () => {
    expect(truckListBody(' 51D ', '')).toEqual({ search: '51D' });
    expect(truckListBody('', 'tractor')).toEqual({ vehicle_type: 'tractor' });
    expect(truckListBody('Hino', 'tanker')).toEqual({ search: 'Hino', vehicle_type: 'tanker' });
  });

  it('keeps the search within the 100 characters the server accepts', () => {
    expect(truckListBody('x'.repeat(150), '').search).toHaveLength(100);
  });

  it('knows the vehicle types of the contract', () => {
    expect(isVehicleType('truck_up_to_3_5t')).toBe(true);
    expect(isVehicleType('bus')).toBe(false);
    expect(isVehicleType(3)).toBe(false);
  });
});

describe('without trucks', () => {
  it('drops the deleted trucks and keeps the order of the rest', () => {
    const list = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];
    expect(withoutTrucks(list, [3, 1])).toEqual([{ id: 2 }, { id: 4 }]);
    expect(withoutTrucks(list, [])).toEqual(list);
    expect(withoutTrucks(list, [99])).toEqual(list);
  });
});
