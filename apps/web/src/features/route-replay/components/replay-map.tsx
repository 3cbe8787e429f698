import { useEffect, useMemo } from 'react';
import type { StyleSpecification } from 'maplibre-gl';
import {
  boundsOf,
  MapFitBounds,
  MapFlyTo,
  MapView,
  RouteLayer,
  StopsLayer,
  TruckLayer,
  useMap,
  type TRoutePathPoint,
} from '@/components/map';
import type { ReplayClock } from '../lib/replay-clock';
import { cursorAt, type TTimedStop, type TTimeline } from '../lib/route-timeline';
import { speedPath } from '@/components/map/speed-bands';
import { useReplayFeed } from '../lib/use-replay';
import { SpeedLegend } from '@/components/map/speed-legend';
import { StopPopup } from './stop-popup';
import { useMovingSpeedKmh } from '@/lib/domain-settings';

export type TFlyTarget = { lat: number; lon: number; zoom?: number };

interface Props {
  mapStyle: string | StyleSpecification;
  timeline: TTimeline;
  clock: ReplayClock;
  timeZone: string;
  withDate: boolean;
  selectedStop: TTimedStop | null;
  onStopSelect: (index: number | null) => void;
  flyTarget: TFlyTarget | null;
}

/**
 * While playing, keeps the truck in view: when it nears the edge the map glides to it.
 * Checked per frame against the view, which costs next to nothing.
 */
function FollowCursor({ clock, timeline }: { clock: ReplayClock; timeline: TTimeline }) {
  const map = useMap();
  useEffect(
    () =>
      clock.subscribe(() => {
        if (!clock.playing || map.isMoving()) return;
        const cursor = cursorAt(timeline, clock.time);
        if (!cursor) return;
        const { width, height } = map.getCanvas().getBoundingClientRect();
        const { x, y } = map.project([cursor.lon, cursor.lat]);
        const margin = Math.min(width, height) * 0.12;
        if (x < margin || y < margin || x > width - margin || y > height - margin) {
          map.easeTo({ center: [cursor.lon, cursor.lat], duration: 600 });
        }
      }),
    [map, clock, timeline],
  );
  return null;
}

/** The replay map: the track by speed, its stops, and the truck at the cursor. */
export function ReplayMap(props: Props) {
  const { mapStyle, timeline, clock, selectedStop, onStopSelect, flyTarget } = props;
  // The admin's moving speed; the default of the settings until they are read.
  const movingKmh = useMovingSpeedKmh();
  const feed = useReplayFeed(clock, timeline, movingKmh);
  const path = useMemo<TRoutePathPoint[]>(
    () => speedPath(timeline.points, movingKmh),
    [timeline, movingKmh],
  );
  const stops = useMemo(
    () =>
      timeline.stops.map((stop) => ({
        id: stop.index,
        lat: stop.lat,
        lon: stop.lon,
        idle: stop.idle,
      })),
    [timeline],
  );
  const bounds = useMemo(() => boundsOf(timeline.points), [timeline]);

  return (
    <MapView mapStyle={mapStyle} overlay={<SpeedLegend />}>
      <RouteLayer id="replay-route" path={path} />
      <StopsLayer
        id="replay-stops"
        stops={stops}
        selectedId={selectedStop?.index ?? null}
        onStopClick={onStopSelect}
      />
      <TruckLayer id="replay-truck" feed={feed} cluster={false} />
      <MapFitBounds bounds={bounds} maxZoom={15} />
      <MapFlyTo target={flyTarget} />
      <FollowCursor clock={clock} timeline={timeline} />
      {selectedStop && (
        <StopPopup
          stop={selectedStop}
          timeZone={props.timeZone}
          withDate={props.withDate}
          onClose={() => onStopSelect(null)}
        />
      )}
    </MapView>
  );
}
