import { useMemo } from 'react';
import { Button, Link, Paper, Typography } from '@mui/material';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import { useTranslation } from 'react-i18next';
import type { TAbnormalActivity } from '@fleet/contracts';
import { DataTable, tableQuery, type TDataTableColumn } from '@/components/data-table';
import { textColumn } from '@/components/table-columns';
import { useAbnormal, useVideoMoments } from '../api';
import { hoursMinutes } from '../lib/report-format';

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
 * signal), each with a link to the recorded clip around it when one exists and its position.
 */
export function AbnormalTable({ query, onShowOnMap }: Props) {
  const { t } = useTranslation('driving-report');
  const items = useMemo(() => query.data ?? [], [query.data]);
  const moments = useMemo(() => {
    const asked = items.slice(0, 500).map(momentOf);
    return { asked, request: { moments: asked.filter((m) => m !== null) } };
  }, [items]);
  const videos = useVideoMoments(moments.request.moments.length > 0 ? moments.request : null);
  const videoOf = useMemo(() => {
    const found = new Map<TAbnormalActivity, string>();
    let next = 0;
    moments.asked.forEach((moment, index) => {
      if (!moment) return;
      const url = videos.data?.[next]?.url;
      next += 1;
      if (url) found.set(items[index]!, url);
    });
    return found;
  }, [moments, videos.data, items]);

  const valueText = (item: TAbnormalActivity, value: number) =>
    item.type === 'overspeed' ? `${value} km/h` : hoursMinutes(value);
  const columns: TDataTableColumn<TAbnormalActivity>[] = [
    textColumn('type', t('abnormal.type'), (row) => t(`abnormal.types.${row.type}`)),
    { key: 'driver_name', header: t('abnormal.driver') },
    { key: 'plate', header: t('abnormal.plate') },
    {
      key: 'start_time',
      header: t('abnormal.time'),
      render: (row) => `${row.start_time} – ${row.end_time.slice(11)}`,
      exportValue: (row) => `${row.start_time} – ${row.end_time}`,
    },
    textColumn('value', t('abnormal.value'), (row) => valueText(row, row.value)),
    textColumn('limit', t('abnormal.limit'), (row) => valueText(row, row.limit)),
    {
      key: 'video',
      header: t('abnormal.video'),
      render: (row) => {
        const url = videoOf.get(row);
        return url ? (
          <Link href={url} target="_blank" rel="noopener" data-testid="abnormal-video">
            {t('abnormal.openVideo')}
          </Link>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('abnormal.noVideo')}
          </Typography>
        );
      },
      exportValue: (row) => videoOf.get(row) ?? null,
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
          >
            {t('abnormal.showOnMap')}
          </Button>
        ) : null,
      exportValue: (row) => (row.lat !== null ? `${row.lat}, ${row.lon}` : null),
    },
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="abnormal-list">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('abnormal.heading')}
      </Typography>
      <DataTable
        {...tableQuery(query)}
        columns={columns}
        rowKey={(row) => `${row.type}:${row.username}:${row.plate}:${row.start_time}`}
        emptyText={t('abnormal.empty')}
        exportFileName={t('abnormal.file')}
      />
    </Paper>
  );
}
