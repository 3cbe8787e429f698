import { assignedAt, DEFAULT_SPEED_LIMIT_KMH, type TVehicleType } from '@fleet/contracts';
import type { Queryable } from '../../../db/database.js';
import { markersContaining } from '../../places/index.js';
import { loadDriverCarry } from './driver-carry.js';
import type { Calendar, TruckContext } from './motion-types.js';

/** The fixes a cycle processes for a truck: their span and the drivers they name. */
export interface FixWindow {
  from: number;
  to: number;
  logins: Iterable<string>;
}

interface SpeedZone {
  lat: number;
  lon: number;
  radius_m: number;
  speed_limit_kmh: number;
}

/** Map points change rarely; other instances' edits show within this. */
const ZONES_TTL_MS = 30_000;

/**
 * What the machine needs besides fixes, loaded once per cycle for all its trucks: speed
 * limits (the truck's own, else its type's default; a speed zone's inside one) and the
 * console's driver assignments.
 */
export function motionContexts(calendar: Calendar) {
  let zones: { list: SpeedZone[]; until: number } | null = null;

  async function speedZones(tx: Queryable): Promise<SpeedZone[]> {
    if (!zones || zones.until < Date.now()) {
      const list = await tx.query<SpeedZone>(
        `select lat, lon, radius_m, speed_limit_kmh from markers
          where type = 'speed_zone' and speed_limit_kmh is not null`,
      );
      zones = { list, until: Date.now() + ZONES_TTL_MS };
    }
    return zones.list;
  }

  return {
    forgetZones(): void {
      zones = null;
    },
    /**
     * Contexts of the trucks; with `windows` (the fixes about to be processed) also what
     * their drivers drove on other trucks then, for the driver's session rule.
     */
    async load(
      tx: Queryable,
      truckIds: number[],
      windows?: Map<number, FixWindow>,
      breakMs = 0,
    ): Promise<Map<number, TruckContext>> {
      // One after another: a transaction is one connection.
      const trucks = await tx.query<{
        id: number;
        vehicle_type: TVehicleType;
        speed_limit_kmh: number | null;
        driver_username: string | null;
      }>(
        `select id, vehicle_type, speed_limit_kmh, driver_username from trucks
          where id = any($1::int[])`,
        [truckIds],
      );
      const assignments = await tx.query<{
        truck_id: number;
        driver_username: string;
        from_ms: number;
        to_ms: number | null;
      }>(
        `select truck_id, driver_username,
                  extract(epoch from valid_from)::float8 * 1000 as from_ms,
                  extract(epoch from valid_to)::float8 * 1000 as to_ms
             from truck_assignments where truck_id = any($1::int[])`,
        [truckIds],
      );
      const zoneList = await speedZones(tx);
      const driverWindows = new Map<number, { drivers: Set<string>; from: number; to: number }>();
      for (const [truckId, w] of windows ?? []) {
        const drivers = new Set(w.logins);
        const own = trucks.find((t) => t.id === truckId)?.driver_username;
        if (own) drivers.add(own);
        for (const a of assignments)
          if (a.truck_id === truckId && a.from_ms <= w.to && (a.to_ms === null || a.to_ms > w.from))
            drivers.add(a.driver_username);
        driverWindows.set(truckId, { drivers, from: w.from, to: w.to });
      }
      const carries = await loadDriverCarry(tx, driverWindows, breakMs, calendar);
      const contexts = new Map<number, TruckContext>();
      for (const truck of trucks) {
        const own = truck.speed_limit_kmh ?? DEFAULT_SPEED_LIMIT_KMH[truck.vehicle_type] ?? 80;
        const periods = assignments
          .filter((a) => a.truck_id === truck.id)
          .map((a) => ({ driver: a.driver_username, from: a.from_ms, to: a.to_ms }));
        const carry = carries.get(truck.id);
        contexts.set(truck.id, {
          calendar,
          earlierSession: (driver, time) => carry?.earlierSession(driver, time) ?? null,
          drivenElsewhereMs: (driver, day) => carry?.drivenElsewhereMs(driver, day) ?? 0,
          limitAt(fix) {
            if (zoneList.length === 0) return own;
            let limit = own;
            for (const zone of markersContaining(zoneList, fix.lat, fix.lon))
              limit = Math.min(limit, zone.speed_limit_kmh);
            return limit;
          },
          assignedAt: (time) => assignedAt(periods, truck.driver_username, time),
        });
      }
      return contexts;
    },
  };
}
