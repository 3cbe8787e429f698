/** The fleet area: what other areas may use of it. */
export { truckRepository } from './trucks/truck-repository.js';
export type { TruckRepository } from './trucks/truck-repository.js';
export type { TruckService } from './trucks/truck-service.js';
