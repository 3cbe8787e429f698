import { describe, expect, it } from 'vitest';
import {
  columnKindOf,
  keepsOnOneLine,
  readSort,
  sortRows,
  writeSort,
  type TColumnKind,
} from './table-sort';
import { hiddenOf, parseHiddenColumns, visibilityOf, visibleColumns } from './table-visibility';

const sorted = (values: (string | number | null)[], kind: TColumnKind, dir: 'asc' | 'desc') =>
  sortRows(values, (value) => value, kind, dir);

describe('table sort', () => {
  it('orders plates naturally, whichever way they are written', () => {
    const plates = ['29H-148.72', '29H-1234', '29H-025.10', '51C-000.01', '29h14871'];
    expect(sorted(plates, 'plate', 'asc')).toEqual([
      '29H-1234',
      '29H-025.10',
      '29h14871',
      '29H-148.72',
      '51C-000.01',
    ]);
  });

  it('orders dates by time, wire or screen form, and keeps empty cells last both ways', () => {
    const dates = ['2026-11-24 09:00:00', null, '2025-12-01 18:30:00', '2026-02-03 00:00:00'];
    expect(sorted(dates, 'datetime', 'asc')).toEqual([
      '2025-12-01 18:30:00',
      '2026-02-03 00:00:00',
      '2026-11-24 09:00:00',
      null,
    ]);
    expect(sorted(dates, 'datetime', 'desc')).toEqual([
      '2026-11-24 09:00:00',
      '2026-02-03 00:00:00',
      '2025-12-01 18:30:00',
      null,
    ]);
    expect(sorted(['24/11/2026', '03/02/2026', '01/12/2025'], 'date', 'asc')).toEqual([
      '01/12/2025',
      '03/02/2026',
      '24/11/2026',
    ]);
  });

  it('keeps equal and empty cells in their order, empty ones last both ways', () => {
    const rows = [
      { id: 1, v: 'b' },
      { id: 2, v: null },
      { id: 3, v: 'a' },
      { id: 4, v: 'b' },
      { id: 5, v: '' },
      { id: 6, v: 'a' },
    ];
    const ids = (dir: 'asc' | 'desc') => sortRows(rows, (r) => r.v, 'text', dir).map((r) => r.id);
    expect(ids('asc')).toEqual([3, 6, 1, 4, 2, 5]);
    expect(ids('desc')).toEqual([1, 4, 3, 6, 2, 5]);
  });

  it('orders Vietnamese words as the alphabet has them, numbers as numbers', () => {
    expect(sorted(['Đà Nẵng', 'Dung', 'Ánh', 'Bình', 'An'], 'text', 'asc')).toEqual([
      'An',
      'Ánh',
      'Bình',
      'Dung',
      'Đà Nẵng',
    ]);
    expect(sorted([10, 9, 100, 0.5], 'number', 'asc')).toEqual([0.5, 9, 10, 100]);
    expect(sorted(['12,5 km', '9 km', '100 km'], 'measure', 'desc')).toEqual([
      '100 km',
      '12,5 km',
      '9 km',
    ]);
  });

  it('reads only whitelisted columns from the URL and keeps the other parameters', () => {
    const params = new URLSearchParams('tab=list&sort=plate&dir=desc');
    expect(readSort(params, ['plate', 'name'])).toEqual({ key: 'plate', dir: 'desc' });
    expect(readSort(params, ['name'])).toBeNull();
    expect(readSort(new URLSearchParams('sort=name&dir=sideways'), ['name'])).toEqual({
      key: 'name',
      dir: 'asc',
    });
    const next = writeSort(params, { key: 'name', dir: 'asc' });
    expect(next.toString()).toBe('tab=list&sort=name&dir=asc');
    expect(writeSort(next, null).toString()).toBe('tab=list');
    const second = writeSort(params, { key: 'at', dir: 'desc' }, 'stops');
    expect(second.get('stops_sort')).toBe('at');
    expect(readSort(second, ['at'], 'stops')).toEqual({ key: 'at', dir: 'desc' });
    expect(second.get('sort')).toBe('plate');
  });

  it('takes the kind from the column, its name or its values; only text may wrap', () => {
    expect(columnKindOf(undefined, 'truck_plate', ['29H-148.72'])).toBe('plate');
    expect(columnKindOf(undefined, 'plate_display', ['29H-148.72'])).toBe('plate');
    expect(columnKindOf(undefined, 'start', ['2026-11-24 09:00:00'])).toBe('datetime');
    expect(columnKindOf(undefined, 'day', ['2026-11-24'])).toBe('date');
    expect(columnKindOf('measure', 'distance', ['12 km'])).toBe('measure');
    expect(columnKindOf(undefined, 'note', ['Giao hàng', null])).toBe('text');
    expect(columnKindOf(undefined, 'odometer_km', [120_500, null, 0])).toBe('number');
    expect(keepsOnOneLine('plate')).toBe(true);
    expect(keepsOnOneLine('time')).toBe(true);
    expect(keepsOnOneLine('text')).toBe(false);
  });
});

describe('column chooser', () => {
  const columns = [{ key: 'plate' }, { key: 'name' }, { key: 'actions' }];

  it('hides the chosen columns but never the actions column nor every column', () => {
    expect(visibleColumns(columns, ['name']).map((c) => c.key)).toEqual(['plate', 'actions']);
    expect(visibleColumns(columns, ['actions']).map((c) => c.key)).toEqual(
      columns.map((c) => c.key),
    );
    expect(visibleColumns(columns, ['plate', 'name']).map((c) => c.key)).toEqual(
      columns.map((c) => c.key),
    );
  });

  it('maps hidden keys to TanStack visibility and back, ignoring what it cannot read', () => {
    expect(visibilityOf(columns, ['name'])).toEqual({ name: false });
    expect(visibilityOf(columns, ['plate', 'name'])).toEqual({});
    expect(hiddenOf({ plate: true, name: false })).toEqual(['name']);
    expect(parseHiddenColumns(JSON.stringify(['name']))).toEqual(['name']);
    expect(parseHiddenColumns('{not json')).toEqual([]);
    expect(parseHiddenColumns('{"name":true}')).toEqual([]);
    expect(parseHiddenColumns(null)).toEqual([]);
  });
});
