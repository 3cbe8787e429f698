import type { FastifyBaseLogger } from 'fastify';
import type { TLanguage, TReverseGeocode } from '@fleet/contracts';
import { addressCell } from './address-cell.js';
import {
  embeddedName,
  mapPointText,
  type NamedPosition,
  placeNamer,
  type PlaceNamer,
} from './embedded-namer.js';
import type { GeocodeCache } from './geocode-cache.js';
import type { GeocoderClient } from './geocoder-client.js';
import type { Actor } from '../../accounts/index.js';
import type { Throttle } from '../../platform/index.js';
import { mapPointFinder, type MapPoint, type MapPointFinder } from './map-point-finder.js';
import { rateQueue } from './rate-queue.js';
import { readVnPlaces } from './vn-places.js';

export interface GeocoderSettings {
  client: GeocoderClient;
  /** Requests per second at most (Nominatim's policy: 1). */
  perSecond: number;
  /** Lookups waiting for the geocoder at most; past it answers come from the embedded data. */
  queueCap: number;
  /** How long a single lookup (the web's) waits for the geocoder before answering without it. */
  waitMs: number;
}

interface Deps {
  cache: GeocodeCache;
  throttle: Throttle;
  mapPoints: () => Promise<readonly MapPoint[]>;
  geocoder: GeocoderSettings | null;
  log: FastifyBaseLogger;
}

export interface Position {
  lat: number;
  lon: number;
}

/** Map points are read again after this, so a point added on another instance shows up. */
const MAP_POINTS_TTL_MS = 30_000;
const PAUSE_AFTER_FAILURE_MS = 30_000;

const hasPosition = (p: { lat: number | null; lon: number | null } | null): p is Position =>
  !!p && p.lat !== null && p.lon !== null && Number.isFinite(p.lat) && Number.isFinite(p.lon);

/**
 * Positions in words (decisions.md "Addresses"): a map point of the company within 500 m, else
 * the geocoder's answer for the position's 50 m cell (cached in the database), else the
 * nearest populated place of the GeoNames extract. Lists and exports never wait for the
 * geocoder: they take cached answers and leave what is missing to the rate-limited queue,
 * which fills the cache for next time. A failing geocoder never fails a request.
 */
export function geocodeService({ cache, throttle, mapPoints, geocoder, log }: Deps) {
  let places: PlaceNamer | null = null;
  let points: { finder: MapPointFinder; at: number } | null = null;
  const queue = geocoder
    ? rateQueue<string>({
        perSecond: geocoder.perSecond,
        cap: geocoder.queueCap,
        pauseAfterFailureMs: PAUSE_AFTER_FAILURE_MS,
      })
    : null;

  const placesOf = () => (places ??= placeNamer(readVnPlaces()));

  async function finder(): Promise<MapPointFinder> {
    if (!points || Date.now() - points.at > MAP_POINTS_TTL_MS)
      points = { finder: mapPointFinder(await mapPoints()), at: Date.now() };
    return points.finder;
  }

  /** Asks the geocoder for a cell through the queue; null when refused, failed or dropped. */
  function ask(cell: ReturnType<typeof addressCell>, language: TLanguage) {
    if (!geocoder || !queue) return null;
    return queue.offer(`${cell.key}/${language}`, async () => {
      try {
        const address = await geocoder.client(cell.lat, cell.lon, language);
        await cache.put(cell.key, language, address);
        return address;
      } catch (error) {
        log.warn({ err: error }, 'reverse geocoder failed; addresses come from the embedded data');
        throw error;
      }
    });
  }

  /** Addresses of many positions at once: no waiting on the geocoder. */
  async function addresses(
    positions: readonly ({ lat: number | null; lon: number | null } | null)[],
    language: TLanguage,
  ): Promise<(string | null)[]> {
    const near = await finder();
    const named: (NamedPosition | null)[] = positions.map((p) => {
      const match = hasPosition(p) ? near.find(p.lat, p.lon) : null;
      return match ? { address: mapPointText(match), source: 'map_point' } : null;
    });
    if (geocoder) {
      const cells = new Map<string, ReturnType<typeof addressCell>>();
      positions.forEach((p, i) => {
        if (hasPosition(p) && !named[i]) {
          const cell = addressCell(p.lat, p.lon);
          cells.set(cell.key, cell);
        }
      });
      const stored = cells.size
        ? await cache.get([...cells.keys()], language)
        : new Map<string, string>();
      for (const [key, cell] of cells) if (!stored.has(key)) void ask(cell, language);
      positions.forEach((p, i) => {
        if (!hasPosition(p) || named[i]) return;
        const address = stored.get(addressCell(p.lat, p.lon).key);
        if (address) named[i] = { address, source: 'geocoder' };
      });
    }
    return positions.map((p, i) =>
      hasPosition(p) ? (named[i] ?? placesOf()(p.lat, p.lon, language)).address : null,
    );
  }

  /** One position for the web: waits for the geocoder up to `waitMs` when it is not cached. */
  async function reverse(lat: number, lon: number, language: TLanguage): Promise<TReverseGeocode> {
    const embedded = embeddedName(await finder(), placesOf(), lat, lon, language);
    if (embedded.source === 'map_point' || !geocoder) return embedded;
    const cell = addressCell(lat, lon);
    const stored = (await cache.get([cell.key], language)).get(cell.key);
    if (stored !== undefined) return stored ? { address: stored, source: 'geocoder' } : embedded;
    const asked = ask(cell, language);
    if (!asked) return embedded;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), geocoder.waitMs);
    });
    const address = await Promise.race([asked, timeout]).finally(() => clearTimeout(timer));
    return address ? { address, source: 'geocoder' } : embedded;
  }

  return {
    addresses,
    reverse,

    /** POST /api/geocode/reverse: in the user's language, counted against their limit. */
    async reverseFor(actor: Actor, input: Position): Promise<TReverseGeocode> {
      await throttle.take([{ limit: 'geocodeUser', subject: String(actor.userId) }]);
      return reverse(input.lat, input.lon, actor.language);
    },

    /** Rows with an `address` beside their `lat`/`lon` (null where they have none). */
    async withAddresses<T extends { lat: number | null; lon: number | null }>(
      rows: readonly T[],
      language: TLanguage,
    ): Promise<(T & { address: string | null })[]> {
      const said = await addresses(rows, language);
      return rows.map((row, i) => ({ ...row, address: said[i] ?? null }));
    },

    /**
     * A synchronous namer for report builders: the given positions are looked up together
     * first; any other position gets the embedded answer.
     */
    async namer(positions: readonly Position[], language: TLanguage) {
      const said = await addresses(positions, language);
      const known = new Map(positions.map((p, i) => [`${p.lat},${p.lon}`, said[i]!]));
      const near = await finder();
      return (lat: number, lon: number): string =>
        known.get(`${lat},${lon}`) ?? embeddedName(near, placesOf(), lat, lon, language).address;
    },

    /** A map point changed on this instance: name positions after the new points at once. */
    forgetMapPoints(): void {
      points = null;
    },

    close(): void {
      queue?.stop();
    },
  };
}

export type GeocodeService = ReturnType<typeof geocodeService>;
