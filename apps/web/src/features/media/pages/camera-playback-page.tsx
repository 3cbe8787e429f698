import { useEffect, useMemo, useState } from 'react';
import { Alert, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  ENDPOINTS,
  type TDeviceRecording,
  type TDeviceRecordingListRequest,
  type TVideo,
  type TVideoListRequest,
} from '@fleet/contracts';
import { ApiError } from '@/lib/api';
import { useMayCall } from '@/lib/grants';
import { useClientConfig } from '@/lib/client-config';
import { useTruckList } from '@/api/trucks';
import { useDeviceRecordings, useVideos } from '../api';
import { DayTimeline } from '../components/day-timeline';
import { DevicePlaybackView } from '../components/device-playback-view';
import { DeviceRecordingTable } from '../components/device-recording-table';
import { MediaFilter, type TMediaFilter } from '../components/media-filter';
import { RecordClipButton } from '../components/record-clip-button';
import { VideoGrid } from '../components/video-grid';
import { VideoTable } from '../components/video-table';
import { VideoView } from '../components/video-view';
import { clipAt } from '../lib/clip-at';
import { companyToday, formTime } from '@/lib/company-time';
import { usePlaybackLink } from '../lib/use-playback-link';
import { addToGrid, clearGrid, emptyGrid, removeFromGrid, type TSlotGrid } from '@/lib/slot-grid';

/** Spec 4: the playback grid has 4 slots, filled in order, wrapping to the first. */
const PLAYBACK_SLOTS = 4;

/**
 * Video history (/camera-play-back): find a truck's clips, play them in a grid or with the
 * route. `?plate=…&t=…` opens the truck's day with the clip at that moment playing from it.
 */
export default function CameraPlaybackPage() {
  const { t } = useTranslation('media');
  const { config } = useClientConfig();
  const timeZone = config.time_zone;
  const trucks = useTruckList();
  const [filter, setFilter] = useState<(TMediaFilter & { truckId: number }) | null>(null);
  const [grid, setGrid] = useState<TSlotGrid<TVideo>>(() => emptyGrid(PLAYBACK_SLOTS));
  // Spec 4: the view-video state, set from the list and reset by closing.
  const [viewVideo, setViewVideo] = useState<TVideo | null>(null);
  const [startAt, setStartAt] = useState(0);
  const { link, unknown, clear } = usePlaybackLink(trucks.data, timeZone);
  useEffect(() => {
    if (link) setFilter(link.filter);
  }, [link]);
  const initial = useMemo(
    () => link?.filter ?? { truckId: null, camera: 0, ...companyToday(timeZone) },
    [link, timeZone],
  );
  const truck = trucks.data?.find((candidate) => candidate.id === filter?.truckId) ?? null;
  // Recording a clip into the history is a change an inspector does not make.
  const mayRecord = useMayCall(ENDPOINTS.recordVideo);

  const query = useMemo<TVideoListRequest | null>(() => {
    const from = filter && formTime(filter.from);
    const to = filter && formTime(filter.to);
    if (!truck || !from || !to || !filter) return null;
    return {
      truck_plate: truck.plate,
      start_date: from,
      end_date: to,
      ...(filter.camera > 0 ? { cam_number: filter.camera } : {}),
    };
  }, [truck, filter]);
  const videos = useVideos(query);
  // A dashcam camera (jt1078) lists its SD card too; any other camera answers 404 and shows none.
  const deviceQuery = useMemo<TDeviceRecordingListRequest | null>(
    () =>
      query && filter && filter.camera > 0
        ? {
            truck_plate: query.truck_plate,
            channel: filter.camera,
            start_time: query.start_date,
            end_time: query.end_date,
          }
        : null,
    [query, filter],
  );
  const deviceRecordings = useDeviceRecordings(deviceQuery);
  const dashcam =
    deviceQuery !== null &&
    !(deviceRecordings.error instanceof ApiError && deviceRecordings.error.status === 404);
  const [deviceClip, setDeviceClip] = useState<TDeviceRecording | null>(null);
  const found = link && videos.data ? clipAt(videos.data, link.at, timeZone) : null;
  const foundVideo = found?.video;
  const foundOffsetS = found?.offsetS;
  useEffect(() => {
    if (!foundVideo || foundOffsetS === undefined) return;
    setViewVideo(foundVideo);
    setStartAt(foundOffsetS);
  }, [foundVideo, foundOffsetS]);

  return (
    <Stack spacing={2}>
      <MediaFilter
        key={JSON.stringify(initial)}
        initial={initial}
        trucks={trucks.data ?? []}
        trucksLoading={trucks.isPending}
        withCamera
        busy={videos.isFetching}
        onShow={(next) => {
          clear();
          setFilter(next);
          setDeviceClip(null);
          setViewVideo(null);
          setStartAt(0);
        }}
      />
      {unknown && <Alert severity="warning">{t('playback.linkUnknown')}</Alert>}
      {!query && !unknown && <Alert severity="info">{t('playback.pickHint')}</Alert>}
      {link && videos.data && !found?.covers && (
        <Alert severity="info" data-testid="playback-no-clip">
          {t('playback.noClipAt', { time: link.at })}
        </Alert>
      )}
      {truck && filter && filter.camera > 0 && mayRecord && (
        <RecordClipButton
          plate={truck.plate}
          camera={filter.camera}
          onRecorded={() => void videos.refetch()}
        />
      )}
      {/* The clips come first, right under the filter; players open below them. */}
      {query && (
        <VideoTable
          query={videos}
          onPlay={(video) => setGrid((current) => addToGrid(current, video))}
          onView={(video) => {
            setViewVideo(video);
            setStartAt(0);
          }}
        />
      )}
      {dashcam && filter && (
        <DeviceRecordingTable
          query={deviceRecordings}
          camera={filter.camera}
          timeZone={timeZone}
          onPlay={setDeviceClip}
        />
      )}
      {query && videos.data && (
        <DayTimeline
          videos={videos.data}
          day={query.start_date.slice(0, 10)}
          timeZone={timeZone}
          onPick={(video) => setGrid((current) => addToGrid(current, video))}
          deviceRecordings={dashcam ? (deviceRecordings.data ?? []) : undefined}
          onPickDevice={setDeviceClip}
        />
      )}
      {truck && deviceClip && (
        <DevicePlaybackView
          plate={truck.plate}
          recording={deviceClip}
          timeZone={timeZone}
          onSaved={() => void videos.refetch()}
          onClose={() => setDeviceClip(null)}
        />
      )}
      {viewVideo && (
        <VideoView
          video={viewVideo}
          startAt={startAt}
          timeZone={timeZone}
          onClose={() => {
            setViewVideo(null);
            setStartAt(0);
          }}
        />
      )}
      <VideoGrid
        grid={grid}
        onClose={(index) => setGrid((current) => removeFromGrid(current, index))}
        onClear={() => setGrid((current) => clearGrid(current))}
      />
    </Stack>
  );
}
