import type { TLanguage } from '@fleet/contracts';
import { addressOfAnswer } from './geocoder-answer.js';

export type GeocoderKind = 'nominatim' | 'photon';

/** Longest wait for one answer; a slower geocoder counts as failed. */
const TIMEOUT_MS = 5_000;
/** Nominatim's usage policy asks every application to name itself. */
const USER_AGENT = 'fleet-console/0.1 (reverse geocoding of truck positions)';

/**
 * One reverse lookup against a Nominatim-compatible endpoint: Nominatim's
 * `/reverse?format=jsonv2&lat=&lon=&accept-language=` or Photon's `/reverse?lat=&lon=&lang=`.
 * Photon refuses query parameters it does not know and languages it was not built with, so
 * each kind gets exactly its own; Vietnamese on Photon is its default (the local `name`).
 * Resolves to the address, '' when the geocoder knows nothing there; rejects on any failure.
 */
export function geocoderClient(endpoint: string, kind: GeocoderKind) {
  return async (lat: number, lon: number, language: TLanguage): Promise<string> => {
    const url = new URL(endpoint);
    url.searchParams.set('lat', String(lat));
    url.searchParams.set('lon', String(lon));
    if (kind === 'nominatim') {
      url.searchParams.set('format', 'jsonv2');
      url.searchParams.set('accept-language', language);
    } else if (language !== 'vi') url.searchParams.set('lang', language);
    const response = await fetch(url, {
      headers: { accept: 'application/json', 'user-agent': USER_AGENT },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
    return addressOfAnswer(await response.json()) ?? '';
  };
}

export type GeocoderClient = ReturnType<typeof geocoderClient>;
