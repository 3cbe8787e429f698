import type { TDomainSettings } from '@fleet/contracts';
import type { Queryable } from '../../db/database.js';
import type { NewNotice } from '../notices/notice-repository.js';
import type { MotionAlert, MotionOutput } from './motion-types.js';

/** A rule broken, for whoever keeps warning records (the warnings module). */
export interface MotionViolation {
  type: 'continuous_driving' | 'daily_driving' | 'overspeed';
  truckId: number;
  plate: string | null;
  driverUsername: string | null;
  /** Start of what broke the rule (session, day or overspeed event): with type and truck, its identity. */
  startTime: Date;
  /** When the rule was broken (the fix that crossed the limit, or the event's end). */
  at: Date;
  lat: number;
  lon: number;
  /** Seconds for driving types, km/h for overspeed. */
  value: number;
  limit: number;
  band: string | null;
}

export interface MotionAlertSink {
  db: Queryable;
  notify(notice: NewNotice): Promise<unknown>;
  /** Told once per violation, after it is committed. Failures are logged, never retried. */
  onViolation: ((violation: MotionViolation) => Promise<void> | void)[];
  log: { error(obj: unknown, msg: string): void };
}

/** A continuous-driving warning is for a driver still at the wheel, not for a backfill. */
const LIVE_WARNING_MS = 30 * 60_000;

interface Claimed extends MotionAlert {
  truckId: number;
}

/**
 * Turns the machine's alerts into notices and violations exactly once: each is claimed in
 * `motion_alerts` inside the engine's transaction, and told after it commits.
 */
export function motionAlerts(sink: MotionAlertSink) {
  return {
    async claim(
      tx: Queryable,
      results: { truckId: number; output: MotionOutput }[],
    ): Promise<Claimed[]> {
      const now = Date.now();
      const wanted: Claimed[] = [];
      for (const { truckId, output } of results)
        for (const alert of output.alerts) {
          const live =
            output.sessions.get(alert.key)?.open === true && now - alert.at < LIVE_WARNING_MS;
          if (alert.kind !== 'continuous_warning' || live) wanted.push({ ...alert, truckId });
        }
      if (wanted.length === 0) return [];
      const rows = await tx.query<{
        truck_id: number;
        kind: string;
        key_ms: number;
        driver: string;
      }>(
        `insert into motion_alerts (truck_id, kind, key_time, driver_username)
         select * from unnest($1::int[], $2::text[], $3::timestamptz[], $4::text[])
         on conflict do nothing
         returning truck_id, kind, extract(epoch from key_time)::float8 * 1000 as key_ms,
           driver_username as driver`,
        [
          wanted.map((a) => a.truckId),
          wanted.map((a) => a.kind),
          wanted.map((a) => new Date(a.key).toISOString()),
          wanted.map((a) => a.driver ?? ''),
        ],
      );
      const fresh = new Set(rows.map((r) => `${r.truck_id}|${r.kind}|${r.key_ms}|${r.driver}`));
      return wanted.filter((a) => fresh.has(`${a.truckId}|${a.kind}|${a.key}|${a.driver ?? ''}`));
    },

    async tell(alerts: Claimed[], settings: TDomainSettings): Promise<void> {
      if (alerts.length === 0) return;
      const plates = new Map(
        (
          await sink.db.query<{ id: number; plate: string }>(
            'select id, plate from trucks where id = any($1::int[])',
            [[...new Set(alerts.map((a) => a.truckId))]],
          )
        ).map((row) => [row.id, row.plate]),
      );
      for (const alert of alerts) {
        const plate = plates.get(alert.truckId) ?? null;
        try {
          if (alert.kind === 'continuous_warning') {
            await sink.notify(warningNotice(alert, plate));
            continue;
          }
          const violation = violationOf(alert, plate, settings);
          for (const listener of sink.onViolation) await listener(violation);
        } catch (error) {
          sink.log.error({ err: error }, 'motion alert');
        }
      }
    },
  };
}

function warningNotice(alert: Claimed, plate: string | null): NewNotice {
  const minutes = Math.floor(alert.valueMs / 60_000);
  const driver = alert.driver ?? '';
  return {
    kind: 'continuous_driving_soon',
    content: `Lái xe ${driver || '?'} (${plate ?? '?'}) đã lái liên tục ${minutes} phút`,
    params: { driver, plate: plate ?? '', minutes },
    link: `/management/driving-report${driver ? `?driver=${encodeURIComponent(driver)}` : ''}`,
    audiencePage: 'management/driving-report',
    truckId: alert.truckId,
  };
}

function violationOf(alert: Claimed, plate: string | null, s: TDomainSettings): MotionViolation {
  const base = {
    truckId: alert.truckId,
    plate,
    driverUsername: alert.driver,
    startTime: new Date(alert.key),
    at: new Date(alert.at),
    lat: alert.lat,
    lon: alert.lon,
    band: alert.band ?? null,
  };
  switch (alert.kind) {
    case 'overspeed':
      return { ...base, type: 'overspeed', value: alert.speedKmh ?? 0, limit: alert.limitKmh ?? 0 };
    case 'daily_driving':
      return {
        ...base,
        type: 'daily_driving',
        value: Math.round(alert.valueMs / 1000),
        limit: s.daily_limit_minutes * 60,
      };
    case 'continuous_driving':
    case 'continuous_warning':
      return {
        ...base,
        type: 'continuous_driving',
        value: Math.round(alert.valueMs / 1000),
        limit: s.continuous_limit_minutes * 60,
      };
  }
}
