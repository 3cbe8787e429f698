import { useEffect, useRef } from 'react';
import type { MapLibreEvent, PaddingOptions } from 'maplibre-gl';
import { useMap } from './map-context';

export type TMapPadding = Pick<PaddingOptions, 'right' | 'bottom'>;
type TPosition = { lat: number; lon: number };

/** Pixels a revealed point keeps from the edges of the free part of the map. */
const REVEAL_MARGIN = 32;

/**
 * Keeps the part of the map under a docked card out of the camera's way: the card's side
 * becomes the map's padding, so centring (fly-to, follow) centres in the free part. Each
 * new `reveal` position (a newly selected truck) is eased into the free part when it lies
 * under the card or off screen. A flight under way finishes first.
 */
export function MapDock({ padding, reveal }: { padding: TMapPadding; reveal: TPosition | null }) {
  const map = useMap();
  const { right = 0, bottom = 0 } = padding;

  useEffect(() => {
    const apply = () => {
      const free = { top: 0, left: 0, right, bottom };
      if (reveal && !inFreePart(map, reveal, free)) {
        map.easeTo({ center: [reveal.lon, reveal.lat], padding: free, duration: 400 });
      } else {
        map.easeTo({ padding: free, duration: 250 });
      }
    };
    if (!map.isMoving()) {
      apply();
      return;
    }
    map.once('moveend', apply);
    return () => {
      map.off('moveend', apply);
    };
  }, [map, right, bottom, reveal]);
  return null;
}

function inFreePart(
  map: ReturnType<typeof useMap>,
  position: TPosition,
  free: Required<TMapPadding>,
): boolean {
  const point = map.project([position.lon, position.lat]);
  const { clientWidth: width, clientHeight: height } = map.getContainer();
  return (
    point.x >= REVEAL_MARGIN &&
    point.y >= REVEAL_MARGIN &&
    point.x <= width - free.right - REVEAL_MARGIN &&
    point.y <= height - free.bottom - REVEAL_MARGIN
  );
}

type TMoveEvent = MapLibreEvent<MouseEvent | TouchEvent | WheelEvent | KeyboardEvent | undefined>;

const PAN_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/**
 * Follow mode: keeps `position` centred (in the free part, see MapDock) as it changes, and
 * calls `onUserPan` when the person drags the map or pans it with the arrow keys. Zooming
 * with the wheel, buttons or +/- keeps following.
 */
export function MapFollow({
  position,
  padding,
  onUserPan,
}: {
  position: TPosition;
  /** The docked card's side (MapDock's padding): each step centres in the free part. */
  padding: TMapPadding;
  onUserPan: () => void;
}) {
  const map = useMap();
  const latest = useRef(onUserPan);
  latest.current = onUserPan;
  const { lat, lon } = position;
  const { right = 0, bottom = 0 } = padding;

  // Each step names the padding itself: a step cuts short the one before it, and with it
  // MapDock's own easing of the padding, which would leave the truck under the card's edge.
  useEffect(() => {
    map.easeTo({
      center: [lon, lat],
      padding: { top: 0, left: 0, right, bottom },
      duration: 600,
      essential: true,
    });
  }, [map, lat, lon, right, bottom]);

  useEffect(() => {
    const dragged = () => latest.current();
    const moved = (event: TMoveEvent) => {
      const original = event.originalEvent;
      if (original instanceof KeyboardEvent && PAN_KEYS.has(original.key)) latest.current();
    };
    map.on('dragstart', dragged);
    map.on('movestart', moved);
    return () => {
      map.off('dragstart', dragged);
      map.off('movestart', moved);
    };
  }, [map]);
  return null;
}
