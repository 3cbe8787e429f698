import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '../../../config.js';
import type { Database } from '../../../db/database.js';
import { markerRepository } from '../markers/marker-repository.js';
import type { Throttle } from '../../platform/index.js';
import { geocodeCache } from './geocode-cache.js';
import { geocoderClient } from './geocoder-client.js';
import { geocodeService } from './geocode-service.js';

/** Lookups waiting for the geocoder at most: 20 s of work at Nominatim's 1 request a second. */
const QUEUE_CAP = 20;
/** How long the web's single lookup waits for an answer not cached yet. */
const WAIT_MS = 4_000;

/** The geocode service as the console runs it, from its configuration. */
export function geocodeModule(
  config: Pick<TConfig, 'GEOCODER_URL' | 'GEOCODER_KIND' | 'GEOCODER_RATE'>,
  db: Database,
  throttle: Throttle,
  log: FastifyBaseLogger,
  options: { waitMs?: number } = {},
) {
  const markers = markerRepository(db);
  return geocodeService({
    cache: geocodeCache(db),
    throttle,
    mapPoints: () => markers.list(),
    geocoder: config.GEOCODER_URL
      ? {
          client: geocoderClient(config.GEOCODER_URL, config.GEOCODER_KIND),
          perSecond: config.GEOCODER_RATE,
          queueCap: QUEUE_CAP,
          waitMs: options.waitMs ?? WAIT_MS,
        }
      : null,
    log,
  });
}
