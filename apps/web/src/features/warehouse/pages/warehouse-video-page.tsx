import { useState } from 'react';
import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  findPage,
  WAREHOUSE_GRID_SLOTS,
  type TWarehouseVideo,
  type TWarehouseVideoListRequest,
} from '@fleet/contracts';
import { StatusSnackbar, type TStatus } from '@/components/status-snackbar';
import { useClientConfig } from '@/lib/client-config';
import { addToGrid, emptyGrid, removeFromGrid } from '@/lib/slot-grid';
import { usePageGrants } from '@/lib/grants';
import { useRedownload, useWarehouseChannels, useWarehouseVideos } from '../api';
import { ChannelAdminPanel } from '../components/channel-admin-panel';
import { MailListPanel } from '../components/mail-list-panel';
import { VideoGrid } from '../components/video-grid';
import { VideoList } from '../components/video-list';
import { WarehouseFilter } from '../components/warehouse-filter';

const CAMERA_SOURCES = findPage('camera-sources')!;

/** /warehouse-video: NVR recordings by channel and range, a 6-slot player, the mail list. */
export default function WarehouseVideoPage() {
  const { t } = useTranslation('warehouse');
  const { config } = useClientConfig();
  const { canOpen } = usePageGrants();
  const channels = useWarehouseChannels();
  const [request, setRequest] = useState<TWarehouseVideoListRequest | null>(null);
  const videos = useWarehouseVideos(request);
  const redownload = useRedownload();
  const [grid, setGrid] = useState(() => emptyGrid<TWarehouseVideo>(WAREHOUSE_GRID_SLOTS));
  const [status, setStatus] = useState<TStatus | null>(null);

  const askRedownload = (video: TWarehouseVideo) =>
    redownload.mutate(video.playbackurl, {
      // Spec 4: the alert texts are fixed; the server's message is the English one.
      onSuccess: () => setStatus({ severity: 'success', text: t('redownload.sent') }),
      onError: () => setStatus({ severity: 'error', text: t('redownload.failed') }),
    });

  return (
    <Stack spacing={2}>
      <WarehouseFilter channels={channels.data} timeZone={config.time_zone} onSubmit={setRequest} />
      <VideoList
        list={request ? videos.data : undefined}
        loading={videos.isFetching || channels.isFetching}
        error={videos.error ?? channels.error ?? undefined}
        onRetry={() => void (request ? videos.refetch() : channels.refetch())}
        onPlay={(video) => setGrid((g) => addToGrid(g, video))}
        onRedownload={askRedownload}
        redownloading={redownload.isPending ? (redownload.variables ?? null) : null}
      />
      <VideoGrid
        grid={grid}
        onRemove={(index) => setGrid((g) => removeFromGrid(g, index))}
        onClear={() => setGrid(emptyGrid(WAREHOUSE_GRID_SLOTS))}
      />
      <MailListPanel />
      {canOpen(CAMERA_SOURCES) && <ChannelAdminPanel />}
      <StatusSnackbar status={status} onClose={() => setStatus(null)} testId="warehouse-status" />
    </Stack>
  );
}
