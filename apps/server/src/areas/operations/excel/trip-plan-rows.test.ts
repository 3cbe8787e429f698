import { describe, expect, it } from 'vitest';
import { columnLetter, readHeader } from './trip-plan-columns.js';
import { numberOfCell, timeOfCell } from './trip-plan-cells.js';
import { resolvePlace } from './trip-plan-rows.js';

const ZONE = 'Asia/Ho_Chi_Minh';
const MARKERS = [{ id: 7, name: 'Kho Tân Bình', lat: 10.8, lon: 106.65, radius_m: 150 }];

describe('trip plan cells', () => {
  it('reads times as company-zone wall clock in the usual spellings', () => {
    const expected = new Date('2025-11-20T01:30:00Z');
    expect(timeOfCell('2025-11-20 08:30', ZONE)).toEqual(expected);
    expect(timeOfCell('2025-11-20 08:30:00', ZONE)).toEqual(expected);
    expect(timeOfCell('20/11/2025 08:30', ZONE)).toEqual(expected);
    expect(timeOfCell(new Date('2025-11-20T08:30:00Z'), ZONE)).toEqual(expected);
    expect(timeOfCell('tomorrow', ZONE)).toBeNull();
  });

  it('reads numbers with a decimal comma', () => {
    expect(numberOfCell('12,5')).toBe(12.5);
    expect(numberOfCell(40)).toBe(40);
    expect(numberOfCell('12 km')).toBeNull();
  });

  it('names columns by letter and finds headers whatever their case or accents', () => {
    expect([1, 26, 27].map(columnLetter)).toEqual(['A', 'Z', 'AA']);
    const header = readHeader([undefined, 'BIỂN SỐ', 'driver', '  Giờ  đi dự kiến ']);
    expect([...header.columns]).toEqual([
      ['plate', 1],
      ['driver', 2],
      ['planned_departure', 3],
    ]);
    expect(header.missing).toEqual(['planned_arrival', 'origin', 'destination', 'planned_km']);
  });
});

describe('resolvePlace', () => {
  it('takes coordinates, a map point by name or code, else keeps the name', () => {
    expect(resolvePlace('10.9, 106.8', MARKERS)).toMatchObject({
      lat: 10.9,
      lon: 106.8,
      radius_m: 300,
    });
    expect(resolvePlace('kho tân bình', MARKERS)).toMatchObject({ marker_id: 7, radius_m: 150 });
    expect(resolvePlace('#7', MARKERS)).toMatchObject({ marker_id: 7, lat: 10.8 });
    expect(resolvePlace('Cảng Cát Lái', MARKERS)).toEqual({
      text: 'Cảng Cát Lái',
      lat: null,
      lon: null,
      radius_m: null,
      marker_id: null,
    });
  });
});
