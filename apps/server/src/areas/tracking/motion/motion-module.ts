import type { FastifyBaseLogger } from 'fastify';
import { displayPlate, overDurationLabel, type TDomainSettings } from '@fleet/contracts';
import type { TConfig } from '../../../config.js';
import type { Database, Queryable } from '../../../db/database.js';
import type { TimeFormat } from '../../../time-format.js';
import type { NoticeService } from '../../accounts/index.js';
import type { SettingsService } from '../../platform/index.js';
import type { SystemWarning } from '../../alerts/index.js';
import { companyCalendar } from './company-calendar.js';
import { motionAlertOutbox } from './motion-alert-outbox.js';
import { violationFrom, type MotionViolation } from './motion-alerts.js';
import { motionEngine, type MotionEngine } from './motion-engine.js';
import { motionEngineThread } from './motion-engine-thread.js';

/** Settings the motion model and the engine's alerts read (contracts TMotionSettings). */
const MOTION_KEYS = [
  'moving_speed_kmh',
  'session_break_minutes',
  'continuous_limit_minutes',
  'continuous_warn_minutes',
  'daily_limit_minutes',
  'overspeed_margin_kmh',
  'overspeed_min_seconds',
  'overspeed_band_edges_kmh',
  'lost_signal_seconds',
  'min_stop_minutes',
] as const satisfies readonly (keyof TDomainSettings)[];

interface Deps {
  config: TConfig;
  db: Database;
  log: FastifyBaseLogger;
  notices: NoticeService;
  time: TimeFormat;
  /** The one reader of the admin's thresholds in this process. */
  settings: SettingsService;
}

/** Wires the motion engine, its alerts and the settings that reshape its history. */
export function motionModule({ config, db, log, notices, time, settings }: Deps) {
  const calendar = companyCalendar(config.TZ_COMPANY);
  const onViolation: ((tx: Queryable, violation: MotionViolation) => Promise<unknown>)[] = [];
  let open: () => void = () => {};
  const outbox = motionAlertOutbox({
    db,
    log,
    // Opened by `violationsTo`: nothing is delivered before warnings can take it.
    ready: new Promise<void>((resolve) => (open = resolve)),
    async deliver(tx, payload) {
      if ('notice' in payload) await notices.notify(payload.notice, tx);
      else for (const listener of onViolation) await listener(tx, violationFrom(payload.violation));
    },
  });
  const onAlerts = () => outbox.drain();
  // On PostgreSQL the engine has a thread of its own; PGlite lives in this one.
  const engine: MotionEngine = db.url
    ? motionEngineThread({
        databaseUrl: db.url,
        timeZone: config.TZ_COMPANY,
        orphanedAfterS: config.MOTION_ORPHANED_AFTER_S,
        onAlerts,
        log,
        bundleDir: config.WORKER_BUNDLE_DIR,
      })
    : motionEngine({
        db,
        settings,
        calendar,
        log,
        onAlerts,
        orphanedAfterS: config.MOTION_ORPHANED_AFTER_S,
      });
  /** The engine with the outbox that delivers its alerts. */
  const motion: MotionEngine = {
    ...engine,
    start() {
      engine.start();
      outbox.start();
    },
    async settled() {
      await engine.settled();
      await outbox.settled();
    },
    async stop() {
      // Together: a pass whose deliveries wait for the job queue must not hold the stop.
      // What it claimed and did not deliver is drained at the next start or by another instance.
      await Promise.all([engine.stop(), outbox.stop()]);
    },
  };
  return {
    engine: motion,
    services: {
      settings: {
        ...settings,
        async updateDomain(value: TDomainSettings, username: string) {
          const before = await settings.domain();
          const updated = await settings.updateDomain(value, username);
          motion.forgetSettings();
          // The model's thresholds shape every stored row: derive each truck's history again.
          if (MOTION_KEYS.some((key) => JSON.stringify(before[key]) !== JSON.stringify(value[key])))
            for (const { truck_id } of await db.query<{ truck_id: number }>(
              'select truck_id from motion_cursors',
            ))
              motion.recompute(truck_id);
          return updated;
        },
      },
      motion,
    },
    /**
     * Every violation also becomes a warning record (areas/alerts/warnings), written in the
     * transaction that marks its alert delivered; deliveries start once `ready` resolves
     * (the job queue runs, so a warning's mail job can be queued in that transaction).
     */
    violationsTo(
      warnings: { raiseSystem(warning: SystemWarning, tx: Queryable): Promise<unknown> },
      ready: Promise<void>,
    ): void {
      onViolation.push((tx, v) => warnings.raiseSystem(warningOf(v, time), tx));
      void ready.then(open);
    },
  };
}

function warningOf(v: MotionViolation, time: TimeFormat): SystemWarning {
  const minutes = (s: number) => Math.round(s / 60);
  const driver = v.driverUsername ?? '?';
  const content =
    v.type === 'overspeed'
      ? `Quá tốc độ: ${Math.round(v.value)} km/h (giới hạn ${v.limit} km/h)`
      : v.type === 'continuous_driving'
        ? `Lái xe liên tục ${overDurationLabel(minutes(v.limit), 'vi')}: ${driver}`
        : `Lái xe ${overDurationLabel(minutes(v.limit), 'vi')} trong ngày: ${driver}`;
  return {
    truckId: v.truckId,
    username: v.driverUsername,
    type: v.type,
    content,
    params: {
      // Violations claimed before plates were shown in display form carry the stored one.
      plate: v.plate ? displayPlate(v.plate) : '',
      driver: v.driverUsername ?? '',
      value: Math.round(v.value),
      limit: v.limit,
      // Driving kinds measure seconds; their texts speak minutes.
      ...(v.type === 'overspeed'
        ? {}
        : { value_min: minutes(v.value), limit_min: minutes(v.limit) }),
      start_time: time.toWire(v.startTime),
      ...(v.band ? { band: v.band } : {}),
    },
    lat: v.lat,
    lon: v.lon,
    time: v.at,
    dedupeKey: `motion:${v.type}:${v.truckId}:${v.driverUsername ?? ''}:${v.startTime.getTime()}`,
  };
}
