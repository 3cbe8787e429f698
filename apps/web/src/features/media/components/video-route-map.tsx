import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { parseTime, type TVideo } from '@fleet/contracts';
import {
  boundsOf,
  MapFitBounds,
  MapView,
  RouteLayer,
  TruckLayer,
  useMapStyle,
  type TTruckFeed,
  type TTruckPoint,
} from '@/components/map';
import { useRoute } from '@/api/route';
import { errorText } from '@/i18n';
import { positionAt, timedPoints, type TTimedPoint } from '../lib/position-at';

/** A one-truck feed for the truck layer, moved by the video's play time. */
function videoTruckFeed(id: number) {
  let point: TTruckPoint | null = null;
  const listeners = new Set<() => void>();
  const feed: TTruckFeed & { moveTo: (at: TTimedPoint | null) => void } = {
    values: () => (point ? [point] : []),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    moveTo(at) {
      point = at ? { id, lat: at.lat, lon: at.lon, course: at.course, status: 'moving' } : null;
      for (const listener of listeners) listener();
    },
  };
  return feed;
}

interface Props {
  video: TVideo;
  timeZone: string;
  /** The element playing the video: its current time moves the marker. */
  player: HTMLVideoElement | null;
}

/** The truck's route during a video, with the truck where it was at the video's play time. */
export function VideoRouteMap({ video, timeZone, player }: Props) {
  const { t } = useTranslation('media');
  const mapStyle = useMapStyle();
  const route = useRoute({
    plate: video.truck_plate,
    start_time: video.start_time,
    end_time: video.end_time,
  });
  const points = useMemo(
    () => timedPoints(route.data?.points ?? [], timeZone),
    [route.data, timeZone],
  );
  const [feed] = useState(() => videoTruckFeed(video.id));
  const box = useRef<HTMLDivElement>(null);
  const start = useMemo(
    () => parseTime(video.start_time, timeZone)?.getTime() ?? 0,
    [video.start_time, timeZone],
  );

  useEffect(() => {
    const move = () => {
      const at = positionAt(points, start + (player?.currentTime ?? 0) * 1000);
      feed.moveTo(at);
      // Where the marker is, for tests and assistive tools (the map itself is a canvas).
      box.current?.setAttribute(
        'data-marker',
        at ? `${at.lat.toFixed(5)},${at.lon.toFixed(5)}` : '',
      );
    };
    move();
    if (!player) return;
    const events = ['timeupdate', 'seeked', 'loadedmetadata'] as const;
    for (const name of events) player.addEventListener(name, move);
    return () => {
      for (const name of events) player.removeEventListener(name, move);
    };
  }, [feed, points, start, player, route.isPending, mapStyle]);

  const path = useMemo(
    () => points.map((point) => ({ lat: point.lat, lon: point.lon, color: '#1565c0' })),
    [points],
  );
  const bounds = useMemo(() => boundsOf(points), [points]);

  if (route.isPending || !mapStyle)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', height: '100%' }} aria-busy>
        <CircularProgress aria-label={t('playback.routeLoading')} />
      </Box>
    );
  if (route.error) return <Alert severity="error">{errorText(t, route.error)}</Alert>;
  return (
    <Box ref={box} sx={{ position: 'relative', height: '100%' }} data-testid="video-route-map">
      {points.length === 0 && (
        <Alert severity="info" sx={{ position: 'absolute', zIndex: 1, m: 1 }}>
          {t('playback.routeEmpty')}
        </Alert>
      )}
      <MapView mapStyle={mapStyle}>
        <RouteLayer id="video-route" path={path} />
        <TruckLayer id="video-truck" feed={feed} cluster={false} />
        <MapFitBounds bounds={bounds} maxZoom={15} />
      </MapView>
    </Box>
  );
}
