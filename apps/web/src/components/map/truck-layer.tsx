import { useEffect, useRef, useState } from 'react';
import type { MapMouseEvent } from 'maplibre-gl';
import type { TTruckStatus } from '@fleet/contracts';
import { useMap } from './map-context';
import { overlayTrucks, type TTruckFeed } from './truck-features';
import { truckOverlay, type TTruckOverlay } from './truck-overlay';

/**
 * Live updates reach the map at most this often (the list and card follow every delta);
 * clustered, each one also regroups the whole fleet.
 */
const REDRAW_MS = 250;
const CLUSTERED_REDRAW_MS = 500;
const CLUSTER_MAX_ZOOM = 12;
const CLUSTER_RADIUS = 48;

export interface TTruckLayerProps {
  feed: TTruckFeed;
  /** Names the layer's canvas (`truck-overlay-<id>`); two truck layers on one map need two. */
  id?: string;
  selectedId?: number | null;
  onTruckClick?: (id: number) => void;
  /** Group nearby trucks when zoomed out (on by default). */
  cluster?: boolean;
  /** Only trucks of these statuses are drawn (and clustered); none listed = all. */
  statuses?: readonly TTruckStatus[];
  /** The truck under the mouse, and null when the mouse leaves it (for a hover card). */
  onTruckHover?: (id: number | null) => void;
}

const NO_STATUS_FILTER: readonly TTruckStatus[] = [];

/**
 * Trucks as arrows rotated by their course and coloured by status, grouped into counted
 * circles when zoomed out, with their plates under them where they fit, drawn on a canvas
 * over the map (truck-overlay.ts). The feed is drawn at most four times a second (twice
 * when clustered), however many deltas arrive in between.
 */
export function TruckLayer({
  feed,
  id = 'trucks',
  selectedId,
  onTruckClick,
  cluster = true,
  statuses = NO_STATUS_FILTER,
  onTruckHover,
}: TTruckLayerProps) {
  const map = useMap();
  const [overlay, setOverlay] = useState<TTruckOverlay | null>(null);
  const handlers = useRef({ onTruckClick, onTruckHover });
  handlers.current = { onTruckClick, onTruckHover };

  useEffect(() => {
    const created = truckOverlay(map, {
      cluster,
      clusterMaxZoom: CLUSTER_MAX_ZOOM,
      clusterRadius: CLUSTER_RADIUS,
      testId: `truck-overlay-${id}`,
      // For `npm run bench:live`: the trucks of the latest data are on the screen.
      onTrucksDrawn: (count) => {
        performance.clearMarks('map:trucks-rendered');
        performance.mark('map:trucks-rendered', { detail: { count } });
      },
    });
    setOverlay(created);
    return () => {
      created.remove();
      setOverlay(null);
    };
  }, [map, id, cluster]);

  useEffect(() => {
    if (!overlay) return;
    let timer = 0;
    let drawnAt = -Infinity;
    const update = () => {
      timer = 0;
      const trucks = overlayTrucks(feed.values(), statuses);
      // A drawing of no trucks (the layer mounts before the first data) holds nothing back:
      // the first trucks are drawn as they arrive (issue 34).
      drawnAt = trucks.length > 0 ? performance.now() : -Infinity;
      overlay.setTrucks(trucks);
    };
    const unsubscribe = feed.subscribe(() => {
      if (timer) return;
      const spacing = overlay.clustering() ? CLUSTERED_REDRAW_MS : REDRAW_MS;
      timer = window.setTimeout(update, Math.max(0, drawnAt + spacing - performance.now()));
    });
    // The first drawing and a new status filter come at once.
    update();
    return () => {
      unsubscribe();
      window.clearTimeout(timer);
    };
  }, [overlay, feed, statuses]);

  useEffect(() => overlay?.setSelected(selectedId ?? null), [overlay, selectedId]);

  useEffect(() => {
    if (!overlay) return;
    const canvas = map.getCanvas();
    let pointing = false;
    let hovered: number | null = null;
    const hover = (id: number | null) => {
      if (id === hovered) return;
      hovered = id;
      handlers.current.onTruckHover?.(id);
    };
    const onMove = (event: MapMouseEvent) => {
      const hit = overlay.hitAt(event.point.x, event.point.y);
      if (hit && !pointing) canvas.style.cursor = 'pointer';
      if (!hit && pointing) canvas.style.cursor = '';
      pointing = hit !== null;
      hover(hit?.kind === 'truck' ? hit.id : null);
    };
    const onOut = () => {
      if (pointing) canvas.style.cursor = '';
      pointing = false;
      hover(null);
    };
    const onClick = (event: MapMouseEvent) => {
      const hit = overlay.hitAt(event.point.x, event.point.y);
      if (hit?.kind === 'truck') handlers.current.onTruckClick?.(hit.id);
      if (hit?.kind === 'cluster')
        void overlay
          .clusterExpansionZoom(hit)
          .then((zoom) => map.easeTo({ center: [hit.lon, hit.lat], zoom }));
    };
    map.on('mousemove', onMove);
    map.on('mouseout', onOut);
    map.on('click', onClick);
    return () => {
      map.off('mousemove', onMove);
      map.off('mouseout', onOut);
      map.off('click', onClick);
      onOut();
    };
  }, [map, overlay]);

  return null;
}
