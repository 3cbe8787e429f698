/**
 * Map building blocks shared by every map screen (live map, route replay, reports):
 * one MapLibre view, layers as components, style resolution and truck icons.
 */
export { MapView, type TMapHost, type TMapViewProps } from './map-view';
export { useMap, useMaplibre } from './map-context';
export { loadMaplibre, type TMaplibre } from './maplibre';
export { prestartClusterWorker } from './truck-cluster-source';
export { DEFAULT_VIEW, OSM_RASTER_STYLE, resolveMapStyle } from './map-style';
export { useMapStyle } from './use-map-style';
export { TruckLayer, type TTruckLayerProps } from './truck-layer';
export { AreaLayer, type TAreaLayerProps } from './area-layer';
export { MapFitBounds, MapFlyTo, MapPick } from './map-controls';
export { MapDock, MapFollow, type TMapPadding } from './map-camera';
export {
  useGeoJsonLayers,
  useLayerEvent,
  usePointerCursor,
  type TGeoJsonLayers,
} from './use-map-layers';
export {
  boundsOf,
  statusShown,
  TRUCK_STATUS_COLORS,
  type TBounds,
  type TTruckFeed,
  type TTruckPoint,
} from './truck-features';
export {
  areaFeatureCollection,
  markerAreas,
  radiusPixelsAtZoom0,
  type TAreaPoint,
  VISITED_MARKER_COLOR,
} from './area-features';
export { RouteLayer, type TRouteLayerProps } from './route-layer';
export { StopsLayer, type TStopsLayerProps } from './stops-layer';
export { MapPopup, type TMapPopupProps } from './map-popup';
export type { TRoutePathPoint, TRouteStopPoint } from './route-features';
