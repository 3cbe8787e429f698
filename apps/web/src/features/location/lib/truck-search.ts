import { foldText, type TCurrentTruck, type TTruckStatus } from '@fleet/contracts';

export { foldText };

/** Plates compare without separators: "51d-123.45", "51D12345" and "51d 123" all match. */
const plateKey = (text: string) => foldText(text).replace(/[\s.-]/g, '');

export type TTruckSearchFields = Pick<
  TCurrentTruck,
  'plate' | 'plate_display' | 'name' | 'driver_name' | 'current_driver' | 'status'
>;

/**
 * Trucks matching the search text (plate, truck name, driver name or username) and the
 * chosen statuses (none chosen = every status), in plate order.
 */
export function filterTrucks<T extends TTruckSearchFields>(
  trucks: Iterable<T>,
  search: string,
  statuses: readonly TTruckStatus[],
): T[] {
  const text = foldText(search.trim());
  const plate = plateKey(search);
  const matches: T[] = [];
  for (const truck of trucks) {
    if (statuses.length > 0 && !statuses.includes(truck.status)) continue;
    if (text && !matchesText(truck, text, plate)) continue;
    matches.push(truck);
  }
  return matches.sort((a, b) => a.plate.localeCompare(b.plate));
}

function matchesText(truck: TTruckSearchFields, text: string, plate: string): boolean {
  if (plate && plateKey(truck.plate).includes(plate)) return true;
  return [truck.name, truck.driver_name, truck.current_driver].some(
    (value) => value !== null && foldText(value).includes(text),
  );
}

/** Speed for people: whole km/h (the server already converted the device's knots). */
export function roundSpeed(speedKmh: number | null): number | null {
  return speedKmh === null ? null : Math.round(speedKmh);
}
