import { Button, Chip, Stack, Typography } from '@mui/material';
import { displayTime } from '@/lib/company-time';
import PlayIcon from '@mui/icons-material/PlayArrow';
import ReplayIcon from '@mui/icons-material/Replay';
import { useTranslation } from 'react-i18next';
import type {
  TWarehouseVideo,
  TWarehouseVideoListResponse,
  TWarehouseVideoStatus,
} from '@fleet/contracts';
import { DataTable } from '@/components/data-table';
import { formatFileSize } from '@/lib/format';

interface Props {
  list: TWarehouseVideoListResponse | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  onPlay: (video: TWarehouseVideo) => void;
  onRedownload: (video: TWarehouseVideo) => void;
  redownloading: string | null;
}

const STATUS_COLOR: Record<TWarehouseVideoStatus, 'default' | 'info' | 'success' | 'error'> = {
  pending: 'default',
  downloading: 'info',
  done: 'success',
  failed: 'error',
};

/** The 10-minute videos of the range with their download state and the totals. */
export function VideoList({
  list,
  loading,
  error,
  onRetry,
  onPlay,
  onRedownload,
  redownloading,
}: Props) {
  const { t } = useTranslation('warehouse');
  const rows = list?.data;
  const running =
    rows?.filter((v) => v.status === 'pending' || v.status === 'downloading').length ?? 0;

  return (
    <DataTable<TWarehouseVideo>
      tableId="warehouse-videos"
      rows={rows}
      rowKey={(video) => video.id}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyText={t('list.empty')}
      exportTo={{ fileName: t('list.exportName'), sheet: t('common:sheets.warehouseVideos') }}
      toolbar={
        list && (
          <Stack
            direction="row"
            spacing={1}
            sx={{ flexWrap: 'wrap' }}
            data-testid="warehouse-totals"
          >
            <Chip color="success" label={t('totals.done', { count: list.total_done })} />
            <Chip color="error" label={t('totals.failed', { count: list.total_failed })} />
            <Chip label={t('totals.size', { size: formatFileSize(list.total_size) })} />
            {running > 0 && <Chip color="info" label={t('totals.running', { count: running })} />}
          </Stack>
        )
      }
      columns={[
        { key: 'start_date', header: t('list.start'), width: 180 },
        { key: 'end_date', header: t('list.end'), width: 180 },
        {
          key: 'status',
          header: t('list.status'),
          width: 130,
          exportValue: (video) => t(`status.${video.status}`),
          render: (video) => (
            <Chip
              size="small"
              color={STATUS_COLOR[video.status]}
              label={t(`status.${video.status}`)}
              data-testid={`warehouse-status-${video.id}`}
            />
          ),
        },
        {
          key: 'size',
          header: t('list.size'),
          width: 110,
          exportValue: (video) => video.size,
          render: (video) => (video.status === 'done' ? formatFileSize(video.size) : ''),
        },
        {
          key: 'error',
          header: t('list.error'),
          render: (video) => (
            <Typography variant="body2" color="error">
              {video.error ?? ''}
            </Typography>
          ),
        },
        {
          key: 'actions',
          header: t('list.actions'),
          width: 220,
          exportValue: () => null,
          render: (video) => (
            <Stack direction="row" spacing={1}>
              <Button
                size="small"
                startIcon={<PlayIcon />}
                disabled={!video.url}
                onClick={() => onPlay(video)}
                aria-label={t('list.playAria', { start: displayTime(video.start_date) })}
              >
                {t('list.play')}
              </Button>
              <Button
                size="small"
                startIcon={<ReplayIcon />}
                disabled={video.status === 'downloading' || redownloading === video.playbackurl}
                onClick={() => onRedownload(video)}
                aria-label={t('list.redownloadAria', { start: displayTime(video.start_date) })}
              >
                {t('list.redownload')}
              </Button>
            </Stack>
          ),
        },
      ]}
    />
  );
}
