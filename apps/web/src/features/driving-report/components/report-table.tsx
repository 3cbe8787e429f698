import { useMemo } from 'react';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  REPORT_B1_PAGE_SIZES,
  STANDARD_REPORT_COLUMNS,
  type TStandardReportCode,
  type TThresholdLabels,
} from '@fleet/contracts';
import { DataTable, type TDataTableProps } from '@/components/data-table';
import { MomentLinks } from '@/components/moment-links';
import type { TReportPage } from '../api';
import { columnHeader, reportColumns, type TNumberedRow } from '../lib/report-columns';
import { cellText, type TReportWords } from '../lib/report-format';
import { useMomentClips, type TClipMoment } from '../lib/use-moment-clips';

type TRow = TReportPage['rows'][number];

/** Rows of one truck at a time (trips, overspeed, sessions, stops) link to that moment. */
const momentOf = (row: TRow): TClipMoment | null =>
  typeof row.plate === 'string' && typeof row.start_time === 'string'
    ? {
        plate: row.plate,
        start_time: row.start_time,
        end_time: typeof row.end_time === 'string' ? row.end_time : row.start_time,
      }
    : null;

const PAGE_SIZES = { options: REPORT_B1_PAGE_SIZES, initial: 100 };

interface Props {
  code: TStandardReportCode;
  /** Every row of the report, or with `serverPaging` (B.1) the rows of the page shown. */
  rows: TReportPage['rows'] | undefined;
  total: TReportPage['total'];
  /** Band and limit words from the admin's settings (headers and band cells). */
  thresholds: TThresholdLabels;
  serverPaging?: TDataTableProps<TNumberedRow>['serverPaging'];
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}

/** A standard report's table: its columns from the contracts, paging, total row, states. */
export function ReportTable(props: Props) {
  const { code, rows, total, thresholds, serverPaging, loading, error, onRetry } = props;
  const { t } = useTranslation('driving-report');
  const words: TReportWords = {
    word: (key) => t(`reports.words.${key}` as 'reports.words.yes'),
    thresholds,
  };
  const clips = useMomentClips(rows ?? [], momentOf);
  const offset = serverPaging ? (serverPaging.page - 1) * serverPaging.pageSize : 0;
  const numbered = useMemo(
    () => rows?.map((row, index): TNumberedRow => ({ number: offset + index + 1, row })),
    [rows, offset],
  );

  const columns = reportColumns(STANDARD_REPORT_COLUMNS[code], {
    header: (column) => columnHeader(t, column, thresholds),
    words,
    // B.1 pages on the server, which does not sort: a sort of the page shown would mislead.
    sortable: !serverPaging,
    startLinks: (row) => {
      const moment = momentOf(row);
      return (
        moment && (
          <MomentLinks
            plate={moment.plate}
            time={moment.start_time}
            hasClip={typeof clips.get(row) === 'string'}
          />
        )
      );
    },
  });

  const totalCells: Record<string, string> = {
    number:
      typeof total?.count === 'number'
        ? t('reports.totalCount', { count: total.count })
        : t('reports.total'),
  };
  for (const column of STANDARD_REPORT_COLUMNS[code]) {
    if (total && column.key in total) {
      totalCells[column.key] = cellText(column.kind, total[column.key], words);
    }
  }

  return (
    <Box data-testid="report-table">
      <DataTable
        tableId={`report-${code}`}
        rows={numbered}
        columns={columns}
        rowKey={(row) => row.number}
        loading={loading}
        error={error ?? undefined}
        onRetry={onRetry}
        emptyText={t('reports.empty')}
        pageSizes={PAGE_SIZES}
        serverPaging={serverPaging}
        totalRow={total ? { cells: totalCells, testId: 'report-total' } : undefined}
      />
    </Box>
  );
}
