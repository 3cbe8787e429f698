import { useMemo, useState } from 'react';
import { Alert, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TVideo, TVideoListRequest } from '@fleet/contracts';
import { useClientConfig } from '@/lib/client-config';
import { useTruckList } from '@/features/trucks/api';
import { useVideos } from '../api';
import { DayTimeline } from '../components/day-timeline';
import { MediaFilter, type TMediaFilter } from '../components/media-filter';
import { RecordClipButton } from '../components/record-clip-button';
import { VideoGrid } from '../components/video-grid';
import { VideoTable } from '../components/video-table';
import { VideoView } from '../components/video-view';
import { inputToWire, todayRange } from '../lib/media-range';
import { addToGrid, clearGrid, emptyGrid, removeFromGrid, type TSlotGrid } from '@/lib/slot-grid';

/** Spec 4: the playback grid has 4 slots, filled in order, wrapping to the first. */
const PLAYBACK_SLOTS = 4;

/** Video history (/camera-play-back): find a truck's clips, play them in a grid or with the route. */
export default function CameraPlaybackPage() {
  const { t } = useTranslation('media');
  const { config } = useClientConfig();
  const timeZone = config.time_zone;
  const trucks = useTruckList();
  const [filter, setFilter] = useState<(TMediaFilter & { truckId: number }) | null>(null);
  const [grid, setGrid] = useState<TSlotGrid<TVideo>>(() => emptyGrid(PLAYBACK_SLOTS));
  // Spec 4: the view-video state, set from the list and reset by closing.
  const [viewVideo, setViewVideo] = useState<TVideo | null>(null);
  const initial = useMemo(
    () => ({ truckId: null, camera: 0, ...todayRange(timeZone) }),
    [timeZone],
  );
  const truck = trucks.data?.find((candidate) => candidate.id === filter?.truckId) ?? null;

  const query = useMemo<TVideoListRequest | null>(() => {
    const from = filter && inputToWire(filter.from);
    const to = filter && inputToWire(filter.to);
    if (!truck || !from || !to || !filter) return null;
    return {
      truck_plate: truck.plate,
      start_date: from,
      end_date: to,
      ...(filter.camera > 0 ? { cam_number: filter.camera } : {}),
    };
  }, [truck, filter]);
  const videos = useVideos(query);

  return (
    <Stack spacing={2}>
      <MediaFilter
        initial={initial}
        trucks={trucks.data ?? []}
        trucksLoading={trucks.isPending}
        withCamera
        busy={videos.isFetching}
        onShow={(next) => {
          setFilter(next);
          setViewVideo(null);
        }}
      />
      {!query && <Alert severity="info">{t('playback.pickHint')}</Alert>}
      {truck && filter && filter.camera > 0 && (
        <RecordClipButton
          plate={truck.plate}
          camera={filter.camera}
          onRecorded={() => void videos.refetch()}
        />
      )}
      {query && videos.data && (
        <DayTimeline
          videos={videos.data}
          day={query.start_date.slice(0, 10)}
          timeZone={timeZone}
          onPick={(video) => setGrid((current) => addToGrid(current, video))}
        />
      )}
      {viewVideo && (
        <VideoView video={viewVideo} timeZone={timeZone} onClose={() => setViewVideo(null)} />
      )}
      <VideoGrid
        grid={grid}
        onClose={(index) => setGrid((current) => removeFromGrid(current, index))}
        onClear={() => setGrid((current) => clearGrid(current))}
      />
      {query && (
        <VideoTable
          query={videos}
          onPlay={(video) => setGrid((current) => addToGrid(current, video))}
          onView={setViewVideo}
        />
      )}
    </Stack>
  );
}
