import { describe, expect, it } from 'vitest';
import {
  DOMAIN_SETTINGS_DEFAULTS,
  STANDARD_REPORT_CODES,
  STANDARD_REPORT_COLUMNS,
  thresholdLabels,
  type TDomainSettings,
  type TStandardReportCode,
} from '@fleet/contracts';
import i18n from '@/i18n';
import { cellOf } from '@/components/export-excel';
import { columnKindOf, sortRows } from '@/components/table-sort';
import { columnHeader, reportColumns, tableKindOf, type TNumberedRow } from './report-columns';

const words = {
  word: (key: string) => `word:${key}`,
  thresholds: thresholdLabels(DOMAIN_SETTINGS_DEFAULTS, 'en'),
};
const columns = reportColumns(
  [
    { key: 'plate', kind: 'text' },
    { key: 'start_time', kind: 'time' },
    { key: 'driving_s', kind: 'duration' },
    { key: 'over_limit', kind: 'yes_no' },
  ],
  { header: (column) => column.key, words, sortable: true, startLinks: () => null },
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
    expect(tableKindOf('duration')).toBe('duration');
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
      header: (column) => column.key,
      words,
      sortable: false,
      startLinks: () => null,
    });
    expect(paged.every((c) => c.sortable === false)).toBe(true);
  });
});

describe('report headers', () => {
  const headersOf = (
    code: TStandardReportCode,
    settings: TDomainSettings,
    language: 'vi' | 'en',
  ) => {
    const t = i18n.getFixedT(language, 'driving-report');
    const thresholds = thresholdLabels(settings, language);
    return STANDARD_REPORT_COLUMNS[code].map((column) => columnHeader(t, column, thresholds));
  };
  const changed: TDomainSettings = {
    ...DOMAIN_SETTINGS_DEFAULTS,
    overspeed_band_edges_kmh: [15, 25, 40],
    continuous_limit_minutes: 270,
  };

  it('name the default bands and the 4 h limit in both languages', () => {
    expect(headersOf('b5-2', DOMAIN_SETTINGS_DEFAULTS, 'vi')).toEqual(
      expect.arrayContaining([
        'Quá tốc độ 5–<10 km/h',
        'Quá tốc độ 10–<20 km/h',
        'Quá tốc độ 20–35 km/h',
        'Quá tốc độ trên 35 km/h',
        'Số lần lái liên tục trên 4 giờ',
      ]),
    );
    expect(headersOf('b5-1', DOMAIN_SETTINGS_DEFAULTS, 'en')).toEqual(
      expect.arrayContaining(['Overspeed 5–<10 km/h', 'Overspeed over 35 km/h']),
    );
    expect(headersOf('b3', DOMAIN_SETTINGS_DEFAULTS, 'en')).toContain(
      'Continuous driving over 4 h',
    );
  });

  it('follow the settings when the admin moves a band edge or the continuous limit', () => {
    const vi = headersOf('b5-2', changed, 'vi');
    expect(vi).toEqual(
      expect.arrayContaining([
        'Quá tốc độ 5–<15 km/h',
        'Quá tốc độ 15–<25 km/h',
        'Quá tốc độ 25–40 km/h',
        'Quá tốc độ trên 40 km/h',
        'Số lần lái liên tục trên 4 giờ 30 phút',
      ]),
    );
    expect(vi.join('|')).not.toMatch(/35|4 giờ\|/);
    expect(headersOf('b3', changed, 'vi')).toContain('Lái liên tục trên 4 giờ 30 phút');
    expect(headersOf('b5-2', changed, 'en')).toEqual(
      expect.arrayContaining(['Overspeed 25–40 km/h', 'Sessions over 4 h 30 min']),
    );
  });

  it('leave no placeholder unfilled and no column without its words', () => {
    for (const code of STANDARD_REPORT_CODES)
      for (const language of ['vi', 'en'] as const)
        for (const header of headersOf(code, changed, language)) {
          expect(header).not.toMatch(/\{\{|reports\.columns/);
          expect(header.trim()).not.toBe('');
        }
  });
});
