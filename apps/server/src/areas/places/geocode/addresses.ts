import type { GeocodeService } from './geocode-service.js';

/** What the other modules use of the geocode service: positions of their rows in words. */
export type Addresses = Pick<GeocodeService, 'addresses' | 'withAddresses' | 'namer'>;
