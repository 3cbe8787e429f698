import { useMemo, useState } from 'react';
import { Button, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { ENDPOINTS, type TAbnormalActivity } from '@fleet/contracts';
import { DataTable, tableQuery, type TDataTableColumn } from '@/components/data-table';
import { coordinatesText, placeExport } from '@/components/place-format';
import { textColumn } from '@/components/table-columns';
import { displayClock, displayTime } from '@/lib/company-time';
import { MomentLinks } from '@/components/moment-links';
import { useMayCall } from '@/lib/grants';
import type { useAbnormal } from '../api';
import {
  abnormalView,
  addressOf,
  countByKind,
  minutesParts,
  unitOf,
  type TAbnormalKind,
  type TAbnormalSort,
} from '../lib/abnormal-view';
import { useMomentClips } from '../lib/use-moment-clips';
import { AbnormalToolbar } from './abnormal-toolbar';
import { ExceptionDialog, type TExceptionTarget } from './exception-dialog';

interface Props {
  query: ReturnType<typeof useAbnormal>;
  onShowOnMap: (point: { lat: number; lon: number }) => void;
}

/** Moments that have a truck and a time a camera could have filmed. */
const momentOf = (item: TAbnormalActivity) =>
  item.plate && item.lat !== null && !item.plate.includes(',')
    ? { plate: item.plate, start_time: item.start_time, end_time: item.end_time }
    : null;

/** A continuous-driving violation on one truck: the session an exception is kept on. */
const exceptionTargetOf = (item: TAbnormalActivity): TExceptionTarget | null =>
  item.type === 'continuous_driving' && item.plate && item.session_start
    ? {
        plate: item.plate,
        session_start: item.session_start,
        reason: item.exception_reason,
        note: item.exception_note,
      }
    : null;

/**
 * Unsafe behaviour (continuous, daily and weekly driving over the limits, overspeed, lost
 * signal): counts per kind on top, each a filter; newest or worst first; value and limit in
 * their units; links to the replay and the video at the moment, and its place; a continuous
 * violation's exception reason, set here by whoever may.
 */
export function AbnormalTable({ query, onShowOnMap }: Props) {
  const { t } = useTranslation('driving-report');
  const [kind, setKind] = useState<TAbnormalKind>('all');
  const [sort, setSort] = useState<TAbnormalSort>('newest');
  const items = useMemo(() => query.data ?? [], [query.data]);
  const counts = useMemo(() => countByKind(items), [items]);
  const rows = useMemo(() => abnormalView(items, kind, sort), [items, kind, sort]);
  const clips = useMomentClips(items, momentOf);
  const maySetException = useMayCall(ENDPOINTS.setDrivingException);
  const [excepting, setExcepting] = useState<TExceptionTarget | null>(null);

  const amount = (item: TAbnormalActivity, value: number) => {
    if (unitOf(item.type) === 'kmh') return t('abnormal.units.kmh', { value: Math.round(value) });
    const parts = minutesParts(value);
    return t(parts.h > 0 ? 'abnormal.units.hours' : 'abnormal.units.minutes', parts);
  };
  const exceptionText = (row: TAbnormalActivity) =>
    row.exception_reason ? t(`reports.words.exception.${row.exception_reason}`) : '';
  const placeOf = (row: TAbnormalActivity) => addressOf(row) ?? coordinatesText(row) ?? '';
  const columns: TDataTableColumn<TAbnormalActivity>[] = [
    textColumn('type', t('abnormal.type'), (row) => t(`abnormal.types.${row.type}`)),
    { key: 'driver_name', header: t('abnormal.driver') },
    { key: 'plate', header: t('abnormal.plate') },
    {
      key: 'start_time',
      header: t('abnormal.time'),
      render: (row) => `${displayTime(row.start_time)} – ${displayClock(row.end_time)}`,
      exportValue: (row) => `${displayTime(row.start_time)} – ${displayClock(row.end_time)}`,
    },
    textColumn('value', t('abnormal.value'), (row) => amount(row, row.value)),
    textColumn('limit', t('abnormal.limit'), (row) => amount(row, row.limit)),
    {
      key: 'exception_reason',
      header: t('abnormal.exception'),
      render: (row) => {
        const target = maySetException ? exceptionTargetOf(row) : null;
        return (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <span>{exceptionText(row)}</span>
            {target && (
              <Tooltip title={t('abnormal.setException')}>
                <IconButton
                  size="small"
                  aria-label={t('abnormal.setExceptionOf', {
                    plate: target.plate,
                    time: displayTime(row.start_time),
                  })}
                  onClick={() => setExcepting(target)}
                >
                  <EditIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </Stack>
        );
      },
      exportValue: exceptionText,
    },
    {
      key: 'moment',
      header: t('abnormal.moment'),
      render: (row) => {
        const moment = momentOf(row);
        const clip = clips.get(row);
        return (
          <MomentLinks
            plate={moment?.plate ?? null}
            time={row.start_time}
            hasClip={typeof clip === 'string'}
          />
        );
      },
      exportValue: (row) => clips.get(row) ?? null,
    },
    {
      key: 'map',
      header: t('abnormal.map'),
      render: (row) =>
        row.lat !== null && row.lon !== null ? (
          <Button
            size="small"
            startIcon={<PlaceIcon />}
            onClick={() => onShowOnMap({ lat: row.lat!, lon: row.lon! })}
            aria-label={t('abnormal.showOnMap', { place: placeOf(row) })}
            sx={{ textAlign: 'left', textTransform: 'none' }}
          >
            {placeOf(row)}
          </Button>
        ) : null,
      exportValue: placeExport,
    },
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="abnormal-list">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('abnormal.heading')}
      </Typography>
      <DataTable
        tableId="driving-abnormal"
        sortPrefix="abnormal"
        {...tableQuery(query)}
        rows={query.data ? rows : undefined}
        columns={columns}
        rowKey={(row) => `${row.type}:${row.username}:${row.plate}:${row.start_time}`}
        emptyText={t(items.length > 0 ? 'abnormal.emptyKind' : 'abnormal.empty')}
        exportTo={{ fileName: t('abnormal.file'), sheet: t('common:sheets.unsafeDriving') }}
        toolbar={
          <AbnormalToolbar
            counts={counts}
            kind={kind}
            onKind={setKind}
            sort={sort}
            onSort={setSort}
          />
        }
      />
      {excepting && <ExceptionDialog target={excepting} onClose={() => setExcepting(null)} />}
    </Paper>
  );
}
