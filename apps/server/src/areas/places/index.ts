import type { App, AreaCore } from '../../area-core.js';
import { listeners } from '../../area-core.js';
import type { Services } from '../../services.js';
import type { ImportThreads } from '../operations/index.js';
import type { Platform } from '../platform/index.js';
import { geocodeModule } from './geocode/geocode-module.js';
import { geocodeRoutes } from './geocode/routes.js';
import { markerRepository } from './markers/marker-repository.js';
import { markerService } from './markers/marker-service.js';
import { markerRoutes } from './markers/routes.js';

// What other areas may use of this one.
export type { Addresses } from './geocode/addresses.js';
export type { Position } from './geocode/geocode-service.js';
export { distanceMeters, markersContaining } from './markers/marker-geometry.js';
export type { MarkerArea } from './markers/marker-geometry.js';
export { parseMarkerFile } from './markers/marker-import.js';
export type { MarkerRepository } from './markers/marker-repository.js';

/** Places: map points (markers) and the addresses of a position. */
export function buildPlaces(
  { config, db, log, time }: AreaCore,
  platform: Platform,
  /** The threads that read uploaded files (map-point files among them). */
  imports: ImportThreads,
) {
  const markersChanged = listeners();
  const geocode = geocodeModule(config, db, platform.limits, log);
  const markerRows = markerRepository(db);
  return {
    geocode,
    markerRows,
    markers: markerService({
      markers: markerRows,
      time,
      imports,
      onChange: () => {
        markersChanged.call();
        geocode.forgetMapPoints();
      },
    }),
    /** Map points changed (geofences and the motion engine forget their zones). */
    onMarkersChanged: markersChanged.add,
  };
}

export type Places = ReturnType<typeof buildPlaces>;

export async function placeRoutes(app: App, _core: AreaCore, services: Services) {
  await app.register(markerRoutes, { markers: services.markers });
  await app.register(geocodeRoutes, { geocode: services.geocode });
  app.addHook('onClose', async () => services.geocode.close());
}
