import Supercluster, { type PointFeature } from 'supercluster';

/** How trucks are grouped: MapLibre's `clusterRadius` and `clusterMaxZoom`. */
export interface TClusterSettings {
  radius: number;
  maxZoom: number;
}

/**
 * Every zoom level's clusters and lone trucks, whole world, as flat numbers: per entry
 * longitude, latitude, count, and the cluster's id (count > 1) or the truck's index in the
 * list the levels were built from (count 1). Flat arrays cross to and from a worker by
 * transfer, without copying or building objects.
 */
export type TClusterLevels = Float64Array[];
export const LEVEL_STRIDE = 4;

/** A supercluster index of trucks, from their coordinates as [lon, lat, lon, lat, …]. */
export function clusterIndex(coordinates: Float64Array, settings: TClusterSettings) {
  const points: PointFeature<{ at: number }>[] = [];
  for (let at = 0; at * 2 < coordinates.length; at++)
    points.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [coordinates[at * 2]!, coordinates[at * 2 + 1]!] },
      properties: { at },
    });
  return new Supercluster<{ at: number }>({
    radius: settings.radius,
    maxZoom: settings.maxZoom,
  }).load(points);
}

/** The levels of an index, zoom 0 to its `maxZoom`. */
export function clusterLevels(
  index: Supercluster<{ at: number }>,
  settings: TClusterSettings,
): TClusterLevels {
  const levels: TClusterLevels = [];
  for (let zoom = 0; zoom <= settings.maxZoom; zoom++) {
    const features = index.getClusters([-180, -85, 180, 85], zoom);
    const level = new Float64Array(features.length * LEVEL_STRIDE);
    features.forEach((feature, i) => {
      const [lon = 0, lat = 0] = feature.geometry.coordinates;
      const properties = feature.properties;
      const cluster = 'cluster' in properties && properties.cluster;
      level.set(
        [
          lon,
          lat,
          cluster ? properties.point_count : 1,
          cluster ? properties.cluster_id : (properties as { at: number }).at,
        ],
        i * LEVEL_STRIDE,
      );
    });
    levels.push(level);
  }
  return levels;
}

/** Messages to the cluster worker (truck-cluster-worker.ts) and its answers. */
export type TClusterRequest =
  | { kind: 'build'; build: number; coordinates: Float64Array; settings: TClusterSettings }
  | { kind: 'expand'; build: number; clusterId: number; ask: number };
export type TClusterAnswer =
  | { kind: 'built'; build: number; levels: TClusterLevels }
  | { kind: 'expanded'; ask: number; zoom: number | null };

/**
 * The worker's side: keeps the index of the last build for expansion-zoom questions (a
 * cluster id means something only in the index that made it).
 */
export function clusterService() {
  let latest: { build: number; index: Supercluster<{ at: number }> } | null = null;
  return (request: TClusterRequest): { answer: TClusterAnswer; transfer: ArrayBuffer[] } => {
    if (request.kind === 'build') {
      const index = clusterIndex(request.coordinates, request.settings);
      latest = { build: request.build, index };
      const levels = clusterLevels(index, request.settings);
      return {
        answer: { kind: 'built', build: request.build, levels },
        transfer: levels.map((level) => level.buffer as ArrayBuffer),
      };
    }
    let zoom: number | null = null;
    try {
      if (latest?.build === request.build)
        zoom = latest.index.getClusterExpansionZoom(request.clusterId);
    } catch {
      // An id this index never made: answered with no zoom, as for an older build.
    }
    return { answer: { kind: 'expanded', ask: request.ask, zoom }, transfer: [] };
  };
}
