import { useEffect, useState } from 'react';
import type {
  ExpressionSpecification,
  FilterSpecification,
  GeoJSONSource,
  Map as MapLibreMap,
} from 'maplibre-gl';
import { TRUCK_STATUSES, type TTruckStatus } from '@fleet/contracts';
import { useMap } from './map-context';
import { PLATE_LABEL_MIN_ZOOM, plateLabelImage, usePlateLabelImages } from './plate-labels';
import {
  TRUCK_STATUS_COLORS,
  truckSourceDiff,
  type TShownTrucks,
  type TTruckFeed,
  type TViewBox,
} from './truck-features';
import { ensureTruckIcons, truckIconId } from './truck-icons';
import { useClusterCounts } from './use-cluster-counts';
import { useGeoJsonLayers, useLayerEvent, usePointerCursor } from './use-map-layers';

/** Live updates reach the map at most this often (the list and card follow every delta). */
const MIN_REDRAW_MS = 500;
/**
 * At street zoom, where an update costs several frames (the tiles of the trucks that moved,
 * their new labels), at most once a second: a truck reports every few seconds at best.
 */
const STREET_REDRAW_MS = 1_000;

export interface TTruckLayerProps {
  feed: TTruckFeed;
  /** Prefix of the source and layer ids; two truck layers on one map need two. */
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

const CLUSTER_MAX_ZOOM = 12;

const statusColor: ExpressionSpecification = [
  'match',
  ['get', 'status'],
  ...TRUCK_STATUSES.flatMap((status) => [status, TRUCK_STATUS_COLORS[status]]),
  TRUCK_STATUS_COLORS.offline,
] as unknown as ExpressionSpecification;

const iconImage: ExpressionSpecification = [
  'match',
  ['get', 'status'],
  ...TRUCK_STATUSES.flatMap((status) => [
    status,
    ['case', ['has', 'course'], truckIconId(status, true), truckIconId(status, false)],
  ]),
  truckIconId('offline', false),
] as unknown as ExpressionSpecification;

const selectedFilter = (id: number | null | undefined): FilterSpecification => [
  'all',
  ['!', ['has', 'point_count']],
  ['==', ['get', 'id'], id ?? -1],
];

/** Labels that collide hide each other; the selected truck's label is placed first. */
const labelSortKey = (id: number | null | undefined): ExpressionSpecification => [
  'case',
  ['==', ['get', 'id'], id ?? -1],
  0,
  1,
];

/**
 * The view and as much again on every side, so trucks that drive in from nearby are already
 * drawn; none when the view spans most of the world (nothing to leave out).
 */
function viewBox(map: MapLibreMap): TViewBox | undefined {
  const bounds = map.getBounds();
  const width = bounds.getEast() - bounds.getWest();
  const height = bounds.getNorth() - bounds.getSouth();
  if (width > 120 || height > 60) return undefined;
  return [
    bounds.getWest() - width,
    bounds.getSouth() - height,
    bounds.getEast() + width,
    bounds.getNorth() + height,
  ];
}

const featureId = (event: { features?: { properties: unknown }[] }) => {
  const id = (event.features?.[0]?.properties as { id?: unknown } | undefined)?.id;
  return typeof id === 'number' ? id : null;
};

/**
 * Trucks as arrows rotated by their course and coloured by status, grouped into counted
 * circles when zoomed out, with their plates under them at street zoom. The feed is drawn
 * at most twice a second (once at street zoom), however many deltas arrive in between, and
 * only the trucks around the view that changed are sent to the map.
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
  const clusters = `${id}-clusters`;
  const icons = `${id}-icons`;
  const halo = `${id}-selected`;
  const labels = `${id}-labels`;
  usePlateLabelImages();
  // What the source holds, kept across filter changes so that a new filter sends only the
  // difference (trucks to hide and to show).
  const [shownBySource] = useState(() => new WeakMap<GeoJSONSource, TShownTrucks>());
  const source = useGeoJsonLayers({
    sourceId: id,
    prepare: ensureTruckIcons,
    source: {
      type: 'geojson',
      data: { type: 'FeatureCollection', features: [] },
      cluster,
      clusterRadius: 48,
      clusterMaxZoom: CLUSTER_MAX_ZOOM,
      // Tiles past the cluster zoom are cut once and magnified (1 m apart at this zoom): at
      // street zoom the view then spans one or two tiles, so a moving truck reloads (and
      // repaints) one tile instead of each of the six or so a deeper zoom would have.
      maxzoom: CLUSTER_MAX_ZOOM + 1,
    },
    layers: [
      {
        id: clusters,
        type: 'circle',
        source: id,
        filter: ['has', 'point_count'],
        paint: {
          'circle-color': '#1976d2',
          'circle-opacity': 0.85,
          'circle-radius': ['step', ['get', 'point_count'], 14, 10, 17, 100, 21, 1000, 26],
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 2,
        },
      },
      {
        id: halo,
        type: 'circle',
        source: id,
        filter: selectedFilter(selectedId),
        paint: {
          'circle-radius': 20,
          'circle-color': statusColor,
          'circle-opacity': 0.25,
          'circle-stroke-color': statusColor,
          'circle-stroke-width': 2,
        },
      },
      {
        id: icons,
        type: 'symbol',
        source: id,
        filter: ['!', ['has', 'point_count']],
        layout: {
          'icon-image': iconImage,
          'icon-rotate': ['coalesce', ['get', 'course'], 0],
          'icon-rotation-alignment': 'map',
          'icon-allow-overlap': true,
          'icon-ignore-placement': true,
        },
      },
      {
        id: labels,
        type: 'symbol',
        source: id,
        minzoom: PLATE_LABEL_MIN_ZOOM,
        filter: ['all', ['!', ['has', 'point_count']], ['has', 'plate']],
        layout: {
          'icon-image': plateLabelImage,
          'icon-anchor': 'top',
          'icon-offset': [0, 13],
          'icon-padding': 1,
          'symbol-sort-key': labelSortKey(selectedId),
        },
      },
    ],
  });

  useEffect(() => {
    if (!source) return;
    let frame = 0;
    const shown = shownBySource.get(source) ?? (new Map() as TShownTrucks);
    shownBySource.set(source, shown);
    // For `npm run bench:live`: the map is idle again with the new data drawn.
    let marking = false;
    let mounted = true;
    const markRendered = () => {
      marking = false;
      performance.clearMarks('map:trucks-rendered');
      performance.mark('map:trucks-rendered', { detail: { count: shown.size } });
    };
    let timer = 0;
    let drawnAt = -Infinity;
    let deferred = 0;
    // Live updates change only the trucks around the view: at street zoom a redraw then
    // reloads the tiles of a few trucks, not repaints the map for the whole fleet.
    const draw = (box: TViewBox | undefined) => {
      frame = 0;
      drawnAt = performance.now();
      const diff = truckSourceDiff(shown, feed.values(), statuses, box);
      deferred = diff.deferred;
      if (diff.add.length === 0 && diff.remove.length === 0) {
        // Nothing around the view changed: the map already shows the latest state there.
        if (!marking) markRendered();
        return;
      }
      void source.updateData(diff).then(() => {
        if (marking || !mounted) return;
        marking = true;
        map.once('idle', markRendered);
      });
    };
    const drawAround = () => draw(viewBox(map));
    // Each redraw re-clusters every truck and repaints the map: at most two a second.
    const unsubscribe = feed.subscribe(() => {
      if (frame || timer) return;
      const spacing = map.getZoom() >= PLATE_LABEL_MIN_ZOOM ? STREET_REDRAW_MS : MIN_REDRAW_MS;
      const wait = drawnAt + spacing - performance.now();
      if (wait <= 0) frame = requestAnimationFrame(drawAround);
      else
        timer = window.setTimeout(() => {
          timer = 0;
          frame = requestAnimationFrame(drawAround);
        }, wait);
    });
    // Trucks left behind outside the view are brought up to date when the view reaches them.
    const onMoveEnd = () => {
      if (deferred > 0 && !frame && !timer) frame = requestAnimationFrame(drawAround);
    };
    map.on('moveend', onMoveEnd);
    // The first drawing and a new status filter send every truck, wherever it is.
    draw(undefined);
    return () => {
      mounted = false;
      unsubscribe();
      map.off('moveend', onMoveEnd);
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      map.off('idle', markRendered);
    };
    // A new status filter redraws at once.
  }, [map, source, feed, statuses, shownBySource]);

  useEffect(() => {
    if (map.getLayer(halo)) map.setFilter(halo, selectedFilter(selectedId));
    if (map.getLayer(labels))
      map.setLayoutProperty(labels, 'symbol-sort-key', labelSortKey(selectedId));
  }, [map, halo, labels, selectedId, source]);

  useLayerEvent('click', icons, (event) => {
    const truckId = featureId(event);
    if (truckId !== null) onTruckClick?.(truckId);
  });
  useLayerEvent('mousemove', icons, (event) => onTruckHover?.(featureId(event)));
  useLayerEvent('mouseleave', icons, () => onTruckHover?.(null));

  useLayerEvent('click', clusters, (event) => {
    const feature = event.features?.[0];
    const clusterId = (feature?.properties as { cluster_id?: unknown } | undefined)?.cluster_id;
    if (!source || typeof clusterId !== 'number' || feature?.geometry.type !== 'Point') return;
    const [lon = 0, lat = 0] = feature.geometry.coordinates;
    source.getClusterExpansionZoom(clusterId).then(
      (zoom) => map.easeTo({ center: [lon, lat], zoom }),
      (error: unknown) => console.warn('Cluster zoom failed', error),
    );
  });

  useClusteringBelowStreetZoom(source, cluster);
  usePointerCursor([icons, clusters]);
  useClusterCounts(id, CLUSTER_MAX_ZOOM);
  return null;
}

/**
 * Above the last cluster zoom every truck is drawn on its own, so the source stops
 * clustering there: MapLibre then reloads only the tiles a changed truck is on, where a
 * clustered source reloads every tile in view on each update (each reload a repaint).
 */
function useClusteringBelowStreetZoom(source: GeoJSONSource | null, cluster: boolean) {
  const map = useMap();
  useEffect(() => {
    if (!source || !cluster) return;
    let clustering = true;
    const follow = () => {
      const wanted = map.getZoom() < CLUSTER_MAX_ZOOM + 1;
      if (wanted === clustering) return;
      clustering = wanted;
      source
        .setClusterOptions({ cluster: wanted })
        .catch((error: unknown) => console.warn('Cluster change failed', error));
    };
    follow();
    map.on('zoomend', follow);
    return () => {
      map.off('zoomend', follow);
    };
  }, [map, source, cluster]);
}
