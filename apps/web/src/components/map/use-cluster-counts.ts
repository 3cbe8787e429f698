import { useEffect } from 'react';
import type { MapSourceDataEvent, Marker } from 'maplibre-gl';
import { useMap, useMaplibre } from './map-context';

const LABEL_STYLE =
  'pointer-events:none;color:#fff;font:600 12px/1 system-ui,sans-serif;text-shadow:0 0 2px rgba(0,0,0,.4)';

/**
 * Writes each visible cluster's count as a small HTML label over its circle. A text layer
 * would need the style to carry glyphs, which the offline and raster styles do not.
 * Labels follow the source's data and the camera; there are at most a few hundred.
 */
export function useClusterCounts(sourceId: string, clusterMaxZoom: number): void {
  const map = useMap();
  const maplibre = useMaplibre();
  useEffect(() => {
    const labels = new Map<number, Marker>();
    let frame = 0;

    const update = () => {
      frame = 0;
      const seen = new Set<number>();
      // Above the last cluster zoom every feature is a single truck: nothing to label.
      const features =
        map.getZoom() > clusterMaxZoom + 1
          ? []
          : map.querySourceFeatures(sourceId, { filter: ['has', 'point_count'] });
      for (const feature of features) {
        const properties = feature.properties as {
          cluster_id?: number;
          point_count_abbreviated?: string | number;
        };
        const id = properties.cluster_id;
        if (id === undefined || seen.has(id) || feature.geometry.type !== 'Point') continue;
        seen.add(id);
        const [lon = 0, lat = 0] = feature.geometry.coordinates;
        let label = labels.get(id);
        if (!label) {
          const element = document.createElement('div');
          element.className = 'fleet-cluster-count';
          // Clicks pass through to the cluster circle underneath, which zooms in.
          element.style.cssText = LABEL_STYLE;
          element.setAttribute('aria-hidden', 'true');
          label = new maplibre.Marker({ element }).setLngLat([lon, lat]).addTo(map);
          labels.set(id, label);
        } else {
          label.setLngLat([lon, lat]);
        }
        label.getElement().textContent = String(properties.point_count_abbreviated ?? '');
      }
      for (const [id, label] of labels) {
        if (seen.has(id)) continue;
        label.remove();
        labels.delete(id);
      }
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    const onSourceData = (event: MapSourceDataEvent) => {
      if (event.sourceId === sourceId && event.isSourceLoaded) schedule();
    };

    map.on('sourcedata', onSourceData);
    map.on('moveend', schedule);
    schedule();
    return () => {
      map.off('sourcedata', onSourceData);
      map.off('moveend', schedule);
      cancelAnimationFrame(frame);
      for (const label of labels.values()) label.remove();
      labels.clear();
    };
  }, [map, maplibre, sourceId, clusterMaxZoom]);
}
