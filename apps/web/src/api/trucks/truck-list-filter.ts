import { VEHICLE_TYPES, type TVehicleType } from '@fleet/contracts';

/** Body of POST /truck/truck_list; also the query key's filter, so `{}` is the full list. */
export interface TTruckListFilter {
  search?: string;
  vehicle_type?: TVehicleType;
}

export const isVehicleType = (value: unknown): value is TVehicleType =>
  typeof value === 'string' && (VEHICLE_TYPES as readonly string[]).includes(value);

/** Only the filters that are given are sent (spec 5). */
export function truckListBody(search: string, vehicleType: string): TTruckListFilter {
  const body: TTruckListFilter = {};
  const trimmed = search.trim();
  if (trimmed) body.search = trimmed.slice(0, 100);
  if (isVehicleType(vehicleType)) body.vehicle_type = vehicleType;
  return body;
}

/** The list once the given trucks are deleted (spec 4: delete, then update the local list). */
export function withoutTrucks<T extends { id: number }>(list: T[], ids: readonly number[]): T[] {
  const gone = new Set(ids);
  return list.filter((truck) => !gone.has(truck.id));
}
