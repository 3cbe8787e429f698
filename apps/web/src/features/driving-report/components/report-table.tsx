import { useId } from 'react';
import {
  Alert,
  Button,
  LinearProgress,
  MenuItem,
  Select,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  REPORT_B1_PAGE_SIZES,
  STANDARD_REPORT_COLUMNS,
  type TStandardReportCode,
} from '@fleet/contracts';
import { Pager } from '@/components/pager';
import { MomentLinks } from '@/components/moment-links';
import { errorText } from '@/i18n/error-text';
import type { TReportPage } from '../api';
import { cellText } from '../lib/report-format';
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

interface Props {
  code: TStandardReportCode;
  /** The rows of the page shown, and the total row. */
  rows: TReportPage['rows'];
  total: TReportPage['total'];
  totalRows: number;
  page: number;
  pageSize: number;
  onPage: (page: number, pageSize: number) => void;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}

/** A standard report's table: its columns from the contracts, paging, total row, states. */
export function ReportTable(props: Props) {
  const { code, rows, total, totalRows, page, pageSize, onPage, loading, error, onRetry } = props;
  const { t } = useTranslation('driving-report');
  const { t: tc } = useTranslation();
  const sizeLabel = useId();
  const columns = STANDARD_REPORT_COLUMNS[code];
  const word = (key: string) => t(`reports.words.${key}` as 'reports.words.yes');
  const pageCount = Math.max(1, Math.ceil(totalRows / pageSize));
  const clips = useMomentClips(rows, momentOf);

  if (error)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {tc('actions.retry')}
          </Button>
        }
      >
        {errorText(tc, error)}
      </Alert>
    );
  return (
    <Stack spacing={1}>
      {loading && <LinearProgress aria-label={t('filter.loading')} />}
      <TableContainer sx={{ maxHeight: 560 }}>
        <Table size="small" stickyHeader data-testid="report-table">
          <TableHead>
            <TableRow>
              <TableCell>#</TableCell>
              {columns.map((c) => (
                <TableCell key={c.key}>
                  {t(`reports.columns.${c.key}` as 'reports.columns.time')}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && !loading && (
              <TableRow>
                <TableCell colSpan={columns.length + 1}>
                  <Typography color="text.secondary" data-testid="report-empty">
                    {t('reports.empty')}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
            {rows.map((row, index) => (
              <TableRow key={index} hover>
                <TableCell>{(page - 1) * pageSize + index + 1}</TableCell>
                {columns.map((c) => (
                  <TableCell key={c.key}>
                    {cellText(c.kind, row[c.key], word)}
                    {c.key === 'start_time' && momentOf(row) && (
                      <MomentLinks
                        plate={momentOf(row)!.plate}
                        time={momentOf(row)!.start_time}
                        hasClip={typeof clips.get(row) === 'string'}
                      />
                    )}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {total && rows.length > 0 && (
              <TableRow data-testid="report-total" sx={{ '& td': { fontWeight: 700 } }}>
                <TableCell>
                  {typeof total.count === 'number'
                    ? t('reports.totalCount', { count: total.count })
                    : t('reports.total')}
                </TableCell>
                {columns.map((c) => (
                  <TableCell key={c.key}>
                    {c.key in total ? cellText(c.kind, total[c.key], word) : ''}
                  </TableCell>
                ))}
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          {t('reports.rows', { count: totalRows })}
        </Typography>
        <Typography variant="body2" id={sizeLabel}>
          {t('reports.pageSize')}
        </Typography>
        <Select
          size="small"
          value={pageSize}
          onChange={(event) => onPage(1, Number(event.target.value))}
          inputProps={{ 'aria-labelledby': sizeLabel }}
        >
          {REPORT_B1_PAGE_SIZES.map((size) => (
            <MenuItem key={size} value={size}>
              {size}
            </MenuItem>
          ))}
        </Select>
        <Pager page={page} pageCount={pageCount} onChange={(next) => onPage(next, pageSize)} />
      </Stack>
    </Stack>
  );
}
