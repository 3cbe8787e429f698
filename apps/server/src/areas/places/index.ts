/** The places area: what other areas may use of it. */
export type { Addresses } from './geocode/addresses.js';
export type { Position } from './geocode/geocode-service.js';
export { distanceMeters, markersContaining } from './markers/marker-geometry.js';
export type { MarkerArea } from './markers/marker-geometry.js';
export { parseMarkerFile } from './markers/marker-import.js';
export type { MarkerRepository } from './markers/marker-repository.js';
