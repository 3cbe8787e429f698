import { displayPlate, type TDomainSettings } from '@fleet/contracts';
import type { Queryable } from '../../../db/database.js';
import type { NewNotice } from '../../accounts/index.js';
import { motionAlertRepository } from './motion-alert-repository.js';
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

/** What an alert says, stored with its claim (JSON: the violation's times as ISO text). */
export type AlertPayload = { notice: NewNotice } | { violation: MotionViolation };

/** A violation read back from its stored payload. */
export function violationFrom(stored: MotionViolation): MotionViolation {
  return { ...stored, startTime: new Date(stored.startTime), at: new Date(stored.at) };
}

/** A continuous-driving warning is for a driver still at the wheel, not for a backfill. */
const LIVE_WARNING_MS = 30 * 60_000;

interface Claimed extends MotionAlert {
  truckId: number;
}

/**
 * Claims the machine's new alerts in `motion_alerts` inside the engine's transaction, each
 * with the notice or violation it becomes, so replays and other instances never repeat one
 * and a crash after the commit leaves it for the outbox (motion-alert-outbox.ts) to deliver.
 * Answers how many were new.
 */
export async function claimAlerts(
  tx: Queryable,
  results: { truckId: number; output: MotionOutput }[],
  settings: TDomainSettings,
): Promise<number> {
  const now = Date.now();
  const wanted: Claimed[] = [];
  for (const { truckId, output } of results)
    for (const alert of output.alerts) {
      const live =
        output.sessions.get(alert.key)?.open === true && now - alert.at < LIVE_WARNING_MS;
      if (alert.kind !== 'continuous_warning' || live) wanted.push({ ...alert, truckId });
    }
  if (wanted.length === 0) return 0;
  const repo = motionAlertRepository(tx);
  const plates = await repo.plates([...new Set(wanted.map((a) => a.truckId))]);
  return repo.claim(
    wanted.map((alert) => {
      // What the alert says is read by people: the plate as it is shown.
      const stored = plates.get(alert.truckId);
      const plate = stored ? displayPlate(stored) : null;
      const payload: AlertPayload =
        alert.kind === 'continuous_warning'
          ? { notice: warningNotice(alert, plate) }
          : { violation: violationOf(alert, plate, settings) };
      return {
        truckId: alert.truckId,
        kind: alert.kind,
        keyMs: alert.key,
        driver: alert.driver ?? '',
        payload,
      };
    }),
  );
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
