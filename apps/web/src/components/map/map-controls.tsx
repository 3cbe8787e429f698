import { useEffect, useRef } from 'react';
import type { MapMouseEvent } from 'maplibre-gl';
import { useMap } from './map-context';
import type { TBounds } from './truck-features';

/**
 * Flies to `target` each time a new target object is given: to its zoom if it has one,
 * else close enough to see a single truck (zoom 15) without zooming out.
 */
export function MapFlyTo({
  target,
}: {
  target: { lon: number; lat: number; zoom?: number } | null;
}) {
  const map = useMap();
  useEffect(() => {
    if (!target) return;
    map.flyTo({
      center: [target.lon, target.lat],
      zoom: target.zoom ?? Math.max(map.getZoom(), 15),
      essential: true,
    });
  }, [map, target]);
  return null;
}

/** Fits the view to `bounds` each time a new bounds value is given. */
export function MapFitBounds({
  bounds,
  maxZoom = 14,
}: {
  bounds: TBounds | null;
  maxZoom?: number;
}) {
  const map = useMap();
  useEffect(() => {
    if (bounds) map.fitBounds(bounds, { padding: 60, maxZoom, duration: 0 });
  }, [map, bounds, maxZoom]);
  return null;
}

/**
 * While mounted, a click anywhere on the map reports its position and the cursor is a
 * cross-hair (the "add a point" mode).
 */
export function MapPick({ onPick }: { onPick: (position: { lat: number; lon: number }) => void }) {
  const map = useMap();
  const latest = useRef(onPick);
  latest.current = onPick;
  useEffect(() => {
    const canvas = map.getCanvasContainer();
    const previous = canvas.style.cursor;
    canvas.style.cursor = 'crosshair';
    const click = (event: MapMouseEvent) =>
      latest.current({ lat: event.lngLat.lat, lon: event.lngLat.lng });
    map.on('click', click);
    return () => {
      map.off('click', click);
      canvas.style.cursor = previous;
    };
  }, [map]);
  return null;
}
