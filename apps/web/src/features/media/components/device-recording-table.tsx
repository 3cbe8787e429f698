import { Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { displayTime } from '@/lib/company-time';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import SdCardIcon from '@mui/icons-material/SdCard';
import { useTranslation } from 'react-i18next';
import { formatFileSize, type TDeviceRecording } from '@fleet/contracts';
import { DataTable, tableQuery, type TDataTableColumn } from '@/components/data-table';
import { clipDuration } from '../lib/media-range';
import { hasAlarm, spanSeconds } from '../lib/device-recording';

interface Props {
  query: Parameters<typeof tableQuery<TDeviceRecording>>[0];
  camera: number;
  timeZone: string;
  onPlay: (recording: TDeviceRecording) => void;
}

const keyOf = (r: TDeviceRecording) =>
  `${r.channel}-${r.start_time}-${r.end_time}-${r.stream_type}`;

/**
 * The recordings on the dashcam's SD card for the range (asked from the device each time):
 * loading while the device searches, empty, or the device's error (offline, no answer).
 */
export function DeviceRecordingTable({ query, camera, timeZone, onPlay }: Props) {
  const { t } = useTranslation('media');
  const columns: TDataTableColumn<TDeviceRecording>[] = [
    { key: 'start_time', header: t('device.columns.start') },
    { key: 'end_time', header: t('device.columns.end') },
    {
      key: 'duration',
      header: t('device.columns.duration'),
      kind: 'duration',
      render: (r) => clipDuration(spanSeconds(r.start_time, r.end_time, timeZone)),
      exportValue: (r) => spanSeconds(r.start_time, r.end_time, timeZone),
    },
    {
      key: 'size',
      header: t('device.columns.size'),
      render: (r) => formatFileSize(r.size),
      exportValue: (r) => r.size,
    },
    {
      key: 'stream_type',
      header: t('device.columns.stream'),
      render: (r) => (r.stream_type === 2 ? t('device.subStream') : t('device.mainStream')),
    },
    {
      key: 'alarm_flags',
      header: t('device.columns.alarm'),
      render: (r) =>
        hasAlarm(r.alarm_flags) ? (
          <Chip size="small" color="warning" label={t('device.withAlarm')} />
        ) : null,
      exportValue: (r) => (hasAlarm(r.alarm_flags) ? t('device.withAlarm') : ''),
    },
    {
      key: 'actions',
      header: t('device.columns.actions'),
      exportValue: () => null,
      render: (r) => (
        <Button
          size="small"
          startIcon={<PlayArrowIcon />}
          onClick={() => onPlay(r)}
          aria-label={t('device.playAria', { time: displayTime(r.start_time) })}
          data-testid="device-recording-play"
        >
          {t('device.play')}
        </Button>
      ),
    },
  ];
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="device-recordings">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        <SdCardIcon color="secondary" />
        <Typography variant="subtitle1">{t('device.title', { camera })}</Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {query.isFetching ? t('device.loading') : t('device.hint')}
      </Typography>
      <DataTable
        tableId="device-recordings"
        sortPrefix="recordings"
        {...tableQuery(query)}
        columns={columns}
        rowKey={keyOf}
        emptyText={t('device.empty')}
        exportTo={{ fileName: t('device.exportName'), sheet: t('common:sheets.sdCardVideos') }}
      />
    </Paper>
  );
}
