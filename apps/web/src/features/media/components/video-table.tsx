import { Alert, Button, Stack } from '@mui/material';
import { displayTime } from '@/lib/company-time';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import MapIcon from '@mui/icons-material/Map';
import { useTranslation } from 'react-i18next';
import { formatFileSize, type TVideo } from '@fleet/contracts';
import { DataTable, tableQuery, type TDataTableColumn } from '@/components/data-table';
import { clipDuration } from '../lib/media-range';
import { refusedRangeDays } from '../lib/range-limit';

interface Props {
  query: Parameters<typeof tableQuery<TVideo>>[0];
  onPlay: (video: TVideo) => void;
  onView: (video: TVideo) => void;
}

/** The clips found, with "play in the grid" and "view with route". */
export function VideoTable({ query, onPlay, onView }: Props) {
  const { t } = useTranslation('media');
  const columns: TDataTableColumn<TVideo>[] = [
    { key: 'cam_number', header: t('playback.columns.camera') },
    { key: 'start_time', header: t('playback.columns.start') },
    { key: 'end_time', header: t('playback.columns.end') },
    {
      key: 'duration_s',
      header: t('playback.columns.duration'),
      render: (video) => clipDuration(video.duration_s),
    },
    {
      key: 'size',
      header: t('playback.columns.size'),
      render: (video) => formatFileSize(video.size),
      exportValue: (video) => video.size,
    },
    {
      key: 'actions',
      header: t('playback.columns.actions'),
      exportValue: () => null,
      render: (video) => {
        const names = { camera: video.cam_number, time: displayTime(video.start_time) };
        return (
          <Stack direction="row" spacing={1}>
            <Button
              size="small"
              startIcon={<PlayArrowIcon />}
              onClick={() => onPlay(video)}
              aria-label={t('playback.playAria', names)}
              data-testid={`video-play-${video.id}`}
            >
              {t('playback.play')}
            </Button>
            <Button
              size="small"
              startIcon={<MapIcon />}
              onClick={() => onView(video)}
              aria-label={t('playback.viewAria', names)}
              data-testid={`video-view-${video.id}`}
            >
              {t('playback.view')}
            </Button>
          </Stack>
        );
      },
    },
  ];
  const refusedDays = refusedRangeDays(query.error);
  // A range the server does not answer: say the limit, a retry would be refused again.
  if (refusedDays !== null)
    return (
      <Alert severity="warning" data-testid="media-range-too-long">
        {t('filter.rangeTooLong', { days: refusedDays })}
      </Alert>
    );
  return (
    <DataTable
      tableId="camera-videos"
      {...tableQuery(query)}
      columns={columns}
      rowKey={(video) => video.id}
      emptyText={t('playback.empty')}
      exportTo={{ fileName: t('playback.exportName'), sheet: t('common:sheets.videoHistory') }}
    />
  );
}
