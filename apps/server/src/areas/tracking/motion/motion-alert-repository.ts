import type { Queryable } from '../../../db/database.js';
import type { MotionAlertKind } from './motion-types.js';

/** One alert's identity: a truck, a kind, what it is about (start time) and its driver. */
export interface AlertKey {
  truckId: number;
  kind: MotionAlertKind;
  keyMs: number;
  /** '' when no driver is known. */
  driver: string;
}

export interface NewAlert extends AlertKey {
  payload: unknown;
}

export interface AlertRow extends AlertKey {
  payload: unknown;
}

const KEY_COLUMNS = `truck_id as "truckId", kind,
  extract(epoch from key_time)::float8 * 1000 as "keyMs", driver_username as driver`;
const BY_KEY = `truck_id = $1 and kind = $2 and key_time = $3 and driver_username = $4`;
const keyParams = (key: AlertKey) => [
  key.truckId,
  key.kind,
  new Date(key.keyMs).toISOString(),
  key.driver,
];

/** SQL of the motion alerts outbox (`motion_alerts`). */
export function motionAlertRepository(db: Queryable) {
  return {
    /** Plates of the trucks, for the texts of their alerts. */
    async plates(truckIds: number[]): Promise<Map<number, string>> {
      const rows = await db.query<{ id: number; plate: string }>(
        'select id, plate from trucks where id = any($1::int[])',
        [truckIds],
      );
      return new Map(rows.map((row) => [row.id, row.plate]));
    },

    /** Claims the alerts not claimed before, with what they say; answers how many were new. */
    async claim(alerts: NewAlert[]): Promise<number> {
      if (alerts.length === 0) return 0;
      const rows = await db.query(
        `insert into motion_alerts (truck_id, kind, key_time, driver_username, payload)
         select * from unnest($1::int[], $2::text[], $3::timestamptz[], $4::text[], $5::jsonb[])
         on conflict do nothing
         returning 1`,
        [
          alerts.map((a) => a.truckId),
          alerts.map((a) => a.kind),
          alerts.map((a) => new Date(a.keyMs).toISOString()),
          alerts.map((a) => a.driver),
          alerts.map((a) => JSON.stringify(a.payload)),
        ],
      );
      return rows.length;
    },

    /** Alerts still to deliver, those that failed least first, then the oldest. */
    undelivered(limit: number, maxAttempts: number): Promise<AlertKey[]> {
      return db.query<AlertKey>(
        `select ${KEY_COLUMNS} from motion_alerts
          where delivered_at is null and attempts < $1
          order by attempts, created_at limit $2`,
        [maxAttempts, limit],
      );
    },

    /**
     * Marks an alert delivered and answers what it says, or nothing when another drain
     * delivered it first (the row lock makes a concurrent drain wait for that answer).
     */
    async take(key: AlertKey): Promise<AlertRow | undefined> {
      const [row] = await db.query<AlertRow>(
        `update motion_alerts set delivered_at = now()
          where ${BY_KEY} and delivered_at is null
          returning ${KEY_COLUMNS}, payload`,
        keyParams(key),
      );
      return row;
    },

    async failed(key: AlertKey): Promise<void> {
      await db.query(`update motion_alerts set attempts = attempts + 1 where ${BY_KEY}`, [
        ...keyParams(key),
      ]);
    },
  };
}
