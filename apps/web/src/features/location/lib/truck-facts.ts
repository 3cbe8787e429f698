import type { TCurrentTruck } from '@fleet/contracts';

/**
 * Fields the server adds to a current truck on installs that have them: its address (from
 * the list and the live snapshot; deltas carry none) and when its status began.
 */
type TOptionalFacts = { address?: unknown; status_since?: unknown };

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value : null;

/** The address the truck list gave for the truck, when it has one. */
export function listedAddress(truck: TCurrentTruck): string | null {
  return text((truck as TCurrentTruck & TOptionalFacts).address);
}

/**
 * Since when the truck is in its status (wire time): offline since it was last heard,
 * otherwise the moment its status began when the server says, else unknown.
 */
export function statusSince(truck: TCurrentTruck): string | null {
  if (truck.status === 'offline') return truck.last_seen ?? truck.fix_time;
  return text((truck as TCurrentTruck & TOptionalFacts).status_since);
}

/** The position to look an address up for, rounded to about 50 m so nearby fixes share one. */
export function addressCell(
  lat: number | null,
  lon: number | null,
): { lat: number; lon: number } | null {
  if (lat === null || lon === null) return null;
  const round = (value: number) => Math.round(value * 2_000) / 2_000;
  return { lat: round(lat), lon: round(lon) };
}
