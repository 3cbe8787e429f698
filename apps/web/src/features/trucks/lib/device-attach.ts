import { ENDPOINTS, type TTruck } from '@fleet/contracts';
import { ApiError } from '@/lib/api';

/**
 * The trucks a device may be attached to: those without a device id first (the usual case
 * is a new tracker in a truck that has none yet), each group by plate.
 */
export function attachCandidates<T extends Pick<TTruck, 'plate_display' | 'device_id'>>(
  trucks: readonly T[],
): T[] {
  const byPlate = (a: T, b: T) => a.plate_display.localeCompare(b.plate_display, 'vi');
  return [
    ...trucks.filter((truck) => !truck.device_id).sort(byPlate),
    ...trucks.filter((truck) => truck.device_id).sort(byPlate),
  ];
}

/** "51D-123.45 · Xe 1": the plate, and the name where the truck has one. */
export function truckLabel(truck: Pick<TTruck, 'plate_display' | 'name'>): string {
  return truck.name ? `${truck.plate_display} · ${truck.name}` : truck.plate_display;
}

/** "21.02850, 105.85420"; null while the device has sent no position. */
export function positionText(lat: number | null, lon: number | null): string | null {
  return lat === null || lon === null ? null : `${lat.toFixed(5)}, ${lon.toFixed(5)}`;
}

/**
 * The trucks-namespace key that explains a refused attach better than the generic error:
 * 409 another truck took the device id meanwhile, 404 the truck was deleted meanwhile.
 */
export function attachErrorKey(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'CONFLICT') return 'devices.attachConflict';
  if (error.code === 'NOT_FOUND') return 'devices.truckGone';
  return null;
}

/** The batch endpoint a gateway sends with the key (api.md "Ingest"). */
export const BATCH_PATH = ENDPOINTS.ingestPositions.path;

/** A command an installer can paste to send one fix with the new key. */
export function batchExample(origin: string, deviceId: string, key: string, time: string) {
  const body = JSON.stringify(
    { positions: [{ device_id: deviceId, time, lat: 21.0285, lon: 105.8542, speed_kmh: 40 }] },
    null,
    2,
  );
  return [
    `curl -X POST '${origin}${BATCH_PATH}' \\`,
    `  -H 'content-type: application/json' \\`,
    `  -H 'x-device-key: ${key}' \\`,
    `  -d '${body}'`,
  ].join('\n');
}
