import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import {
  reportFigureKind,
  type TReportColumn,
  type TReportColumnKind,
  type TThresholdLabels,
} from '@fleet/contracts';
import type { TDataTableColumn } from '@/components/data-table';
import type { TColumnKind } from '@/components/table-sort';
import type { TReportPage } from '../api';
import { cellText, type TReportWords } from './report-format';

type TRow = TReportPage['rows'][number];

/** A report row with its number in the report (the `#` column). */
export interface TNumberedRow {
  number: number;
  row: TRow;
}

/**
 * What a report column holds for the table: wire times sort as instants, figures as numbers,
 * durations (seconds) as durations — `[h]:mm:ss` cells in the export; words and codes are text, and
 * a text column's name may still say plate.
 */
export function tableKindOf(kind: TReportColumnKind): TColumnKind | undefined {
  return reportFigureKind(kind) ?? undefined;
}

/** Words (yes/no, notes, bands) sort as the user reads them; the rest by their value. */
const sortsByWords = (kind: TReportColumnKind) =>
  kind === 'yes_no' || kind === 'fix_note' || kind === 'band' || kind === 'exception';

/**
 * A column's header in the interface language; a band or limit it names is worded from the
 * settings ("Quá tốc độ 5–<10 km/h", "Lái liên tục trên 4 giờ").
 */
export function columnHeader(
  t: TFunction<'driving-report'>,
  column: TReportColumn,
  thresholds: TThresholdLabels,
): string {
  const key = `reports.columns.${column.header ?? column.key}` as 'reports.columns.time';
  return column.threshold ? t(key, { threshold: thresholds[column.threshold] }) : t(key);
}

interface TOptions {
  header: (column: TReportColumn) => string;
  words: TReportWords;
  sortable: boolean;
  /** The replay and video links beside a row's start time. */
  startLinks: (row: TRow) => ReactNode;
}

/** The table's columns of a report: `#`, then the contract's columns. */
export function reportColumns(
  columns: readonly TReportColumn[],
  { header, words, sortable, startLinks }: TOptions,
): TDataTableColumn<TNumberedRow>[] {
  return [
    { key: 'number', header: '#', kind: 'number', sortable },
    ...columns.map((column): TDataTableColumn<TNumberedRow> => ({
      key: column.key,
      header: header(column),
      kind: tableKindOf(column.kind),
      sortable,
      exportValue: ({ row }) =>
        sortsByWords(column.kind)
          ? cellText(column.kind, row[column.key], words)
          : (row[column.key] ?? null),
      render: ({ row }) => (
        <>
          {cellText(column.kind, row[column.key], words)}
          {column.key === 'start_time' && startLinks(row)}
        </>
      ),
    })),
  ];
}
