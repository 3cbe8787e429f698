import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/database.js';
import type { MarkerRepository } from '../../places/index.js';
import type { WriteItem } from '../../intake/index.js';
import { judgeFixes, type GeofenceFix, type GeofenceMarker } from './geofence-rules.js';

/** Map points change rarely; other instances' edits show within this. */
const MARKERS_TTL_MS = 30_000;

/**
 * Turns committed fixes into point enter/exit events. Batches are judged one after another,
 * and each truck only from its newest judged fix on, so a replayed backlog adds nothing.
 */
export function geofenceTracker(db: Database, markers: MarkerRepository, log: FastifyBaseLogger) {
  let cached: { list: GeofenceMarker[]; until: number } | null = null;
  let queue: Promise<void> = Promise.resolve();

  async function currentMarkers(): Promise<GeofenceMarker[]> {
    if (!cached || cached.until < Date.now()) {
      const list = (await markers.list()).map(({ id, lat, lon, radius_m }) => ({
        id,
        lat,
        lon,
        radius_m,
      }));
      cached = { list, until: Date.now() + MARKERS_TTL_MS };
    }
    return cached.list;
  }

  async function judge(items: WriteItem[]): Promise<void> {
    const list = await currentMarkers();
    // No points, nothing to judge: no transaction per ingest commit.
    if (list.length === 0) return;
    const byTruck = new Map<number, GeofenceFix[]>();
    for (const item of items) {
      if (!item.fix) continue;
      const fixes = byTruck.get(item.truckId) ?? [];
      fixes.push(item.fix);
      byTruck.set(item.truckId, fixes);
    }
    if (byTruck.size === 0) return;
    const truckIds = [...byTruck.keys()];
    await db.transaction(async (tx) => {
      const presence = new Map(
        (
          await tx.query<{ truck_id: number; marker_ids: number[]; judged_until: Date }>(
            `select truck_id, marker_ids, judged_until from truck_marker_presence
              where truck_id = any($1::int[]) for update`,
            [truckIds],
          )
        ).map((row) => [row.truck_id, row]),
      );
      const events: unknown[][] = [[], [], [], [], [], []];
      const rows: unknown[][] = [[], [], []];
      for (const [truckId, fixes] of byTruck) {
        const before = presence.get(truckId);
        const fresh = fixes
          .filter((fix) => !before || fix.time > before.judged_until)
          .sort((a, b) => a.time.getTime() - b.time.getTime());
        if (fresh.length === 0) continue;
        const judged = judgeFixes(list, before?.marker_ids ?? [], fresh);
        for (const event of judged.events) {
          [
            truckId,
            event.markerId,
            event.kind,
            event.at.toISOString(),
            event.lat,
            event.lon,
          ].forEach((value, column) => events[column]!.push(value));
        }
        rows[0]!.push(truckId);
        rows[1]!.push(`{${judged.inside.join(',')}}`);
        rows[2]!.push(fresh[fresh.length - 1]!.time.toISOString());
      }
      if (events[0]!.length > 0) {
        await tx.query(
          `insert into marker_events (truck_id, marker_id, kind, at, lat, lon)
           select * from unnest($1::int[], $2::int[], $3::text[], $4::timestamptz[], $5::float8[], $6::float8[])
           on conflict do nothing`,
          events,
        );
      }
      if (rows[0]!.length > 0) {
        await tx.query(
          `insert into truck_marker_presence (truck_id, marker_ids, judged_until)
           select t.truck_id, t.ids::int[], t.until
             from unnest($1::int[], $2::text[], $3::timestamptz[]) as t(truck_id, ids, until)
           on conflict (truck_id) do update set
             marker_ids = excluded.marker_ids, judged_until = excluded.judged_until`,
          rows,
        );
      }
    });
  }

  return {
    /** Queues committed fixes for judging; failures are logged, never thrown at ingest. */
    judge(items: WriteItem[]): void {
      queue = queue
        .then(() => judge(items))
        .catch((error: unknown) => log.error({ err: error }, 'geofence tracker'));
    },
    /** Waits until everything queued so far is judged. */
    settled: () => queue,
    /** Forget cached map points (after this instance changed them). */
    forgetMarkers: (): void => {
      cached = null;
    },
  };
}

export type GeofenceTracker = ReturnType<typeof geofenceTracker>;
