import { describe, expect, it } from 'vitest';
import { cellOf } from '@/components/export-excel';
import { columnKindOf, sortRows } from '@/components/table-sort';
import { reportColumns, tableKindOf, type TNumberedRow } from './report-columns';

const columns = reportColumns(
  [
    { key: 'plate', kind: 'text' },
    { key: 'start_time', kind: 'time' },
    { key: 'driving_s', kind: 'duration' },
    { key: 'over_limit', kind: 'yes_no' },
  ],
  { header: (key) => key, word: (key) => `word:${key}`, sortable: true, startLinks: () => null },
);
const column = (key: string) => columns.find((c) => c.key === key)!;
const rows: TNumberedRow[] = [
  {
    number: 1,
    row: {
      plate: '51C-123.45',
      start_time: '2026-11-24 09:00:00',
      driving_s: 600,
      over_limit: true,
    },
  },
  {
    number: 2,
    row: {
      plate: '29H-148.72',
      start_time: '2026-11-24 07:30:00',
      driving_s: 5400,
      over_limit: false,
    },
  },
  {
    number: 3,
    row: {
      plate: '30A-001.01',
      start_time: '2026-11-23 23:00:00',
      driving_s: 60,
      over_limit: null,
    },
  },
];
const sortedBy = (key: string, dir: 'asc' | 'desc' = 'asc') => {
  const c = column(key);
  const kind = columnKindOf(
    c.kind,
    c.key,
    rows.map((row) => cellOf(c, row)),
  );
  return sortRows(rows, (row) => cellOf(c, row), kind, dir).map((row) => row.number);
};

describe('a standard report in the shared table', () => {
  it('gives each contract kind a table kind: times as instants, figures as numbers', () => {
    expect(tableKindOf('time')).toBe('datetime');
    expect(tableKindOf('duration')).toBe('number');
    expect(tableKindOf('coordinate')).toBe('number');
    expect(tableKindOf('band')).toBeUndefined();
    expect(tableKindOf('text')).toBeUndefined();
  });

  it('numbers the rows first, then the contract’s columns', () => {
    expect(columns.map((c) => c.key)).toEqual([
      'number',
      'plate',
      'start_time',
      'driving_s',
      'over_limit',
    ]);
  });

  it('sorts by the values, not the text shown', () => {
    expect(sortedBy('start_time')).toEqual([3, 2, 1]);
    // 1:30 after 0:10, though "0:10" < "1:30" < "0:01" would say otherwise as text.
    expect(sortedBy('driving_s', 'desc')).toEqual([2, 1, 3]);
    expect(sortedBy('plate')).toEqual([2, 3, 1]);
  });

  it('sorts words by the words the user reads, empty cells last', () => {
    expect(cellOf(column('over_limit'), rows[0]!)).toBe('word:yes');
    expect(sortedBy('over_limit')).toEqual([2, 1, 3]);
  });

  it('turns sorting off for a report paged on the server', () => {
    const paged = reportColumns([{ key: 'plate', kind: 'text' }], {
      header: (key) => key,
      word: (key) => key,
      sortable: false,
      startLinks: () => null,
    });
    expect(paged.every((c) => c.sortable === false)).toBe(true);
  });
});
