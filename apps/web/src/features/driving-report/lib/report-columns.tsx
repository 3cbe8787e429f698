import type { ReactNode } from 'react';
import type { TReportColumn, TReportColumnKind } from '@fleet/contracts';
import type { TDataTableColumn } from '@/components/data-table';
import type { TColumnKind } from '@/components/table-sort';
import type { TReportPage } from '../api';
import { cellText } from './report-format';

type TRow = TReportPage['rows'][number];

/** A report row with its number in the report (the `#` column). */
export interface TNumberedRow {
  number: number;
  row: TRow;
}

/**
 * What a report column holds for the table: wire times sort as instants, figures as numbers
 * (durations in seconds, not their `H:MM`), both on one line; words and codes are text, and
 * a text column's name may still say plate.
 */
export function tableKindOf(kind: TReportColumnKind): TColumnKind | undefined {
  switch (kind) {
    case 'time':
      return 'datetime';
    case 'coordinate':
    case 'speed':
    case 'km':
    case 'duration':
    case 'count':
    case 'percent':
      return 'number';
    case 'yes_no':
    case 'fix_note':
    case 'band':
    case 'text':
      return undefined;
  }
}

/** Words (yes/no, notes, bands) sort as the user reads them; the rest by their value. */
const sortsByWords = (kind: TReportColumnKind) =>
  kind === 'yes_no' || kind === 'fix_note' || kind === 'band';

interface TOptions {
  header: (key: string) => string;
  word: (key: string) => string;
  sortable: boolean;
  /** The replay and video links beside a row's start time. */
  startLinks: (row: TRow) => ReactNode;
}

/** The table's columns of a report: `#`, then the contract's columns. */
export function reportColumns(
  columns: readonly TReportColumn[],
  { header, word, sortable, startLinks }: TOptions,
): TDataTableColumn<TNumberedRow>[] {
  return [
    { key: 'number', header: '#', kind: 'number', sortable },
    ...columns.map(({ key, kind }): TDataTableColumn<TNumberedRow> => ({
      key,
      header: header(key),
      kind: tableKindOf(kind),
      sortable,
      exportValue: ({ row }) =>
        sortsByWords(kind) ? cellText(kind, row[key], word) : (row[key] ?? null),
      render: ({ row }) => (
        <>
          {cellText(kind, row[key], word)}
          {key === 'start_time' && startLinks(row)}
        </>
      ),
    })),
  ];
}
