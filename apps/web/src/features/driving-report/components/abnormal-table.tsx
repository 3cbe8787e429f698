import { useMemo, useState } from 'react';
import { Button, Paper, Typography } from '@mui/material';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import { useTranslation } from 'react-i18next';
import type { TAbnormalActivity } from '@fleet/contracts';
import { DataTable, tableQuery, type TDataTableColumn } from '@/components/data-table';
import { coordinatesText, placeExport } from '@/components/place-format';
import { textColumn } from '@/components/table-columns';
import { displayClock, displayTime } from '@/lib/company-time';
import { MomentLinks } from '@/components/moment-links';
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

interface Props {
  query: ReturnType<typeof useAbnormal>;
  onShowOnMap: (point: { lat: number; lon: number }) => void;
}

/** Moments that have a truck and a time a camera could have filmed. */
const momentOf = (item: TAbnormalActivity) =>
  item.plate && item.lat !== null && !item.plate.includes(',')
    ? { plate: item.plate, start_time: item.start_time, end_time: item.end_time }
    : null;

/**
 * Unsafe behaviour (continuous, daily and weekly driving over the limits, overspeed, lost
 * signal): counts per kind on top, each a filter; newest or worst first; value and limit in
 * their units; links to the replay and the video at the moment, and its place.
 */
export function AbnormalTable({ query, onShowOnMap }: Props) {
  const { t } = useTranslation('driving-report');
  const [kind, setKind] = useState<TAbnormalKind>('all');
  const [sort, setSort] = useState<TAbnormalSort>('newest');
  const items = useMemo(() => query.data ?? [], [query.data]);
  const counts = useMemo(() => countByKind(items), [items]);
  const rows = useMemo(() => abnormalView(items, kind, sort), [items, kind, sort]);
  const clips = useMomentClips(items, momentOf);

  const amount = (item: TAbnormalActivity, value: number) => {
    if (unitOf(item.type) === 'kmh') return t('abnormal.units.kmh', { value: Math.round(value) });
    const parts = minutesParts(value);
    return t(parts.h > 0 ? 'abnormal.units.hours' : 'abnormal.units.minutes', parts);
  };
  const placeOf = (row: TAbnormalActivity) => addressOf(row) ?? coordinatesText(row) ?? '';
  const columns: TDataTableColumn<TAbnormalActivity>[] = [
    textColumn('type', t('abnormal.type'), (row) => t(`abnormal.types.${row.type}`)),
    { key: 'driver_name', header: t('abnormal.driver') },
    { key: 'plate', header: t('abnormal.plate') },
    {
      key: 'start_time',
      header: t('abnormal.time'),
      render: (row) => `${displayTime(row.start_time)} – ${displayClock(row.end_time)}`,
      exportValue: (row) => `${row.start_time} – ${row.end_time}`,
    },
    textColumn('value', t('abnormal.value'), (row) => amount(row, row.value)),
    textColumn('limit', t('abnormal.limit'), (row) => amount(row, row.limit)),
    textColumn('exception_reason', t('abnormal.exception'), (row) =>
      row.exception_reason ? t(`reports.words.exception.${row.exception_reason}`) : '',
    ),
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
        exportFileName={t('abnormal.file')}
        exportSheet={t('common:sheets.unsafeDriving')}
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
    </Paper>
  );
}
