import type { Database, Queryable } from '../../../db/database.js';
import type { WriteItem } from '../../intake/index.js';
import { readJourneyHorizon } from '../retention/journey-horizon.js';
import type { SettingsService } from '../../platform/index.js';
import { claimAlerts } from './motion-alerts.js';
import { followersToReplay } from './driver-carry.js';
import { motionContexts, type FixWindow } from './motion-context.js';
import { runMachine } from './motion-machine.js';
import { emptyOutput, emptyState } from './motion-state.js';
import { motionRepository } from './motion-repository.js';
import type { Calendar, MotionState } from './motion-types.js';
import { writeMotion } from './motion-writes.js';

/** Trucks handled in one transaction: bounds its length and the rows held in memory. */
const TRUCKS_PER_CYCLE = 2_000;
/** Fixes read in one cycle, shared among its trucks; a truck with more continues next cycle. */
export const FIXES_PER_CYCLE = 400_000;
export const MIN_FIXES_PER_TRUCK = 2_000;
/** A truck another instance is processing is tried again after this. */
const BUSY_RETRY_MS = 500;
/** How far back the start-up check compares stored fixes with processed ones. */
const RECONCILE_DAYS = 3;
const RECONCILE_EVERY_MS = 3_600_000;
/**
 * Trucks whose committed fixes nobody processed: taken when their last message is older than
 * ORPHANED_AFTER_S (config MOTION_ORPHANED_AFTER_S), looked for every half of it. The instance
 * that committed a fix processes it within a pass (PASS_EVERY_MS); one that died took its
 * marks with it, so a live instance takes them over within about 1.5 × ORPHANED_AFTER_S
 * (issue 12: ≤ 60 s).
 */
export const ORPHANED_AFTER_S = 20;
/** A mark meaning "from the truck's cursor on", never taken for late data. */
export const FROM_CURSOR = Number.MAX_SAFE_INTEGER;
/**
 * A pass over the trucks with new fixes starts at most this often: a truck's writes cost the
 * same for one new fix as for fifty, so under a busy feed each pass takes many per truck
 * (1,000 trucks at one fix a second: a third of PostgreSQL's work per fix at a 1 s pace).
 * Alerts (3 h 55 min) and report rows are late by at most this.
 */
const PASS_EVERY_MS = 5_000;

/** Where the engine reports what went wrong (the server's log, or a worker's way to it). */
export interface MotionLog {
  error(obj: unknown, msg: string): void;
}

/** The engine as the rest of the server uses it, in this thread or in a worker thread. */
export interface MotionEngine {
  /** Called after each ingest commit with the fixes it stored; never waits. */
  notify(stored: WriteItem[]): void;
  /** Catches up on what was committed but not processed, now and every hour. */
  start(): void;
  /** Waits until every truck marked so far is processed (tests, shutdown). */
  settled(): Promise<void>;
  /** Processes a truck's whole history again (tests, after an assignment change). */
  recompute(truckId: number): void;
  stop(): Promise<void>;
  /** Map points changed: speed zones are read again. */
  forgetZones(): void;
  /** Settings changed: thresholds are read again. */
  forgetSettings(): void;
}

/** Each truck with new fixes and the time of its oldest new fix (ms). */
export function marksOf(stored: WriteItem[]): Map<number, number> {
  const marks = new Map<number, number>();
  for (const { truckId, fix } of stored) {
    if (!fix) continue;
    const at = fix.time.getTime();
    const before = marks.get(truckId);
    if (before === undefined || at < before) marks.set(truckId, at);
  }
  return marks;
}

interface Deps {
  db: Database;
  settings: SettingsService;
  calendar: Calendar;
  log: MotionLog;
  /** Told after a commit that claimed new alerts (they wait in the outbox, `motion_alerts`). */
  onAlerts: () => Promise<void>;
  /** Fixes read per cycle (default FIXES_PER_CYCLE); tests make it small to cut slices. */
  fixesPerCycle?: number;
  passEveryMs?: number;
  /** Seconds after which another instance's unprocessed fixes are taken over. */
  orphanedAfterS?: number;
}

/**
 * The motion engine's database side (architecture.md §8). Commits tell it which trucks have
 * new fixes; it processes them in the background, many trucks per transaction, each under a
 * per-truck advisory lock, reading the fixes since the truck's cursor from `positions`. So
 * the ingest ack never waits for it, a restart or another instance picks up where it
 * stopped, and a fix older than the cursor replays its truck from that day's checkpoint.
 */
export function motionEngine({
  db,
  settings,
  calendar,
  log,
  onAlerts,
  fixesPerCycle = FIXES_PER_CYCLE,
  passEveryMs = PASS_EVERY_MS,
  orphanedAfterS = ORPHANED_AFTER_S,
}: Deps) {
  const sweepEveryMs = orphanedAfterS * 500;
  const minPerTruck = Math.min(MIN_FIXES_PER_TRUCK, fixesPerCycle);
  /** Trucks with unprocessed fixes and the oldest such fix time (ms). */
  const pending = new Map<number, number>();
  const deferred = new Map<number, number>();
  const contexts = motionContexts(calendar);
  let running: Promise<void> | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let paceTimer: NodeJS.Timeout | null = null;
  let lastPassEnd = 0;
  let reconcileTimer: NodeJS.Timeout | null = null;
  let sweepTimer: NodeJS.Timeout | null = null;
  let stopped = false;
  let reconciling: Promise<void> = Promise.resolve();

  function mark(truckId: number, at: number): void {
    const before = pending.get(truckId);
    if (before === undefined || at < before) pending.set(truckId, at);
  }

  /** Starts a pass when one is due; `now` skips the pacing (tests and shutdown wait on it). */
  function schedule(now = false): void {
    if (running || stopped || pending.size === 0) return;
    const wait = lastPassEnd + passEveryMs - Date.now();
    if (!now && wait > 0) {
      paceTimer ??= setTimeout(() => {
        paceTimer = null;
        schedule();
      }, wait);
      return;
    }
    running = pass().finally(() => {
      running = null;
      lastPassEnd = Date.now();
      schedule();
    });
  }

  /** The trucks pending when it starts, in cycles of TRUCKS_PER_CYCLE; later marks wait. */
  async function pass(): Promise<void> {
    const due = [...pending.entries()];
    pending.clear();
    for (let at = 0; at < due.length && !stopped; at += TRUCKS_PER_CYCLE) {
      const batch = due.slice(at, at + TRUCKS_PER_CYCLE);
      try {
        const busy = await cycle(batch);
        if (busy.length > 0) retryLater(busy);
      } catch (error) {
        log.error({ err: error }, 'motion engine');
        retryLater(due.slice(at));
        return;
      }
    }
  }

  /** Busy or failed trucks wait a moment, so an error cannot spin the loop. */
  function retryLater(entries: [number, number][]): void {
    for (const [truckId, at] of entries) {
      const before = deferred.get(truckId);
      if (before === undefined || at < before) deferred.set(truckId, at);
    }
    if (retryTimer || stopped) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      for (const [truckId, at] of deferred) mark(truckId, at);
      deferred.clear();
      schedule();
    }, BUSY_RETRY_MS);
    retryTimer.unref();
  }

  /** One transaction over a batch of trucks; answers those another instance holds. */
  async function cycle(batch: [number, number][]): Promise<[number, number][]> {
    const rules = await settings.domain();
    const told = await db.transaction(async (tx) => {
      const repo = motionRepository(tx);
      const locked = new Set(await repo.lock(batch.map(([id]) => id)));
      const mine = batch.filter(([id]) => locked.has(id));
      if (mine.length === 0) return { busy: batch, claimed: 0, unfinished: [] };
      const ids = mine.map(([id]) => id);
      const cursors = new Map((await repo.cursors(ids)).map((c) => [c.truck_id, c]));
      const late = mine.filter(([id, at]) => cursors.has(id) && at <= cursors.get(id)!.until_ms);
      // Months the retention purge dropped cannot be replayed: no replay starts before them.
      const horizon =
        late.length > 0 || cursors.size < mine.length ? await readJourneyHorizon(tx) : null;
      const checkpoints = await repo.checkpointsBefore(
        late.map(([truckId, at]) => ({ truckId, at: Math.max(at, horizon ?? at) })),
      );
      const starts = new Map<number, { from: number; state: MotionState }>();
      const clears: { truckId: number; from: number; fromDay: string }[] = [];
      for (const [id] of mine) {
        const cursor = cursors.get(id);
        const isLate = late.some(([lateId]) => lateId === id);
        const checkpoint = checkpoints.get(id);
        if (cursor && !isLate) {
          starts.set(id, { from: cursor.until_ms + 1, state: cursor.state });
        } else if (cursor && checkpoint) {
          // Late data: replay from the start of the day that holds it.
          starts.set(id, { from: checkpoint.dayStart, state: checkpoint.state });
          clears.push({ truckId: id, from: checkpoint.dayStart, fromDay: checkpoint.day });
        } else {
          // From scratch, or from the horizon: what lies before it stays as it was derived.
          const from = horizon ?? 0;
          const fromDay = horizon === null ? '1970-01-01' : calendar.dayOf(from);
          starts.set(id, { from, state: emptyState() });
          clears.push({ truckId: id, from, fromDay });
        }
      }
      await repo.clearFrom(clears);
      const perTruck = Math.max(minPerTruck, Math.floor(fixesPerCycle / starts.size));
      const fixes = await repo.fixesFrom(
        [...starts].map(([truckId, { from }]) => ({ truckId, from })),
        perTruck,
      );
      const windows = new Map<number, FixWindow>();
      for (const [truckId, { state }] of starts) {
        const list = fixes.get(truckId);
        if (!list || list.length === 0) continue;
        const logins = new Set<string>();
        for (const name of [state.login, state.driver]) if (name) logins.add(name);
        for (const fix of list) if (fix.login) logins.add(fix.login);
        windows.set(truckId, { from: list[0]!.time, to: list[list.length - 1]!.time, logins });
      }
      const breakMs = rules.session_break_minutes * 60_000;
      const truckContexts = await contexts.load(tx, ids, windows, breakMs);
      const results = [];
      const unfinished: [number, number][] = [];
      for (const [truckId, { state }] of starts) {
        const list = fixes.get(truckId);
        const context = truckContexts.get(truckId);
        if (!list || list.length === 0 || !context) continue;
        const output = emptyOutput();
        runMachine(state, list, rules, context, output);
        results.push({ truckId, output, state, until: state.last!.time });
        if (list.length === perTruck) unfinished.push([truckId, state.last!.time + 1]);
      }
      await writeMotion(tx, results);
      // A driver's next truck may have been processed before this one: it is replayed.
      const followers = await followersToReplay(
        tx,
        results.map((r) => ({ truckId: r.truckId, sessions: r.output.sessions.values() })),
        breakMs,
      );
      const claimed = await claimAlerts(tx, results, rules);
      return {
        busy: batch.filter(([id]) => !locked.has(id)),
        claimed,
        unfinished: [...unfinished, ...followers],
      };
    });
    // Trucks cut at the slice size go on from their new cursor in the next cycle.
    for (const [truckId, from] of told.unfinished) mark(truckId, from);
    if (told.claimed > 0) await onAlerts();
    return told.busy;
  }

  /** Trucks whose stored fixes the engine has not (all) seen: after a crash or a restart. */
  async function reconcile(tx: Queryable): Promise<void> {
    const since = Date.now() - RECONCILE_DAYS * 86_400_000;
    const fromDay = calendar.dayOf(since);
    const rows = await tx.query<{ truck_id: number; from_ms: number }>(
      `with seen as (
         select truck_id, day, sum(fixes)::int as fixes from motion_daily
          where day >= $1::date group by truck_id, day
       ), stored as (
         select truck_id, day, min(fix_time) as first_fix, count(*)::int as fixes
           from (select truck_id, fix_time, (fix_time at time zone $2)::date as day
                   from positions where fix_time >= $1::date::timestamp at time zone $2) p
          group by truck_id, day
       )
       select s.truck_id, extract(epoch from min(s.first_fix))::float8 * 1000 as from_ms
         from stored s left join seen using (truck_id, day)
        where seen.fixes is distinct from s.fixes
        group by s.truck_id`,
      [fromDay, calendar.timeZone],
    );
    for (const row of rows) mark(row.truck_id, row.from_ms);
    // Trucks with fixes newer than their cursor, whatever their age (or no cursor yet).
    for (const truckId of await motionRepository(tx).behind(0)) mark(truckId, FROM_CURSOR);
  }

  /** Takes over trucks whose fixes were committed by an instance that died before its pass. */
  async function sweep(): Promise<void> {
    try {
      const orphans = await motionRepository(db).behind(orphanedAfterS);
      if (orphans.length === 0) return;
      for (const truckId of orphans) mark(truckId, FROM_CURSOR);
      schedule();
    } catch (error) {
      log.error({ err: error }, 'motion engine sweep');
    }
  }

  async function runReconcile(): Promise<void> {
    try {
      await reconcile(db);
      schedule();
    } catch (error) {
      log.error({ err: error }, 'motion engine reconcile');
    }
  }

  const engine = {
    notify(stored: WriteItem[]): void {
      engine.markAll(marksOf(stored));
    },
    /** Trucks with new fixes and the time of each one's oldest (a worker's notify). */
    markAll(marks: Iterable<[number, number]>): void {
      // A stopped engine (shutting down) leaves new fixes to the next start's reconcile.
      if (stopped) return;
      for (const [truckId, at] of marks) mark(truckId, at);
      schedule();
    },
    start(): void {
      stopped = false;
      reconciling = runReconcile();
      reconcileTimer = setInterval(() => {
        reconciling = runReconcile();
      }, RECONCILE_EVERY_MS);
      reconcileTimer.unref();
      sweepTimer = setInterval(() => void sweep(), sweepEveryMs);
      sweepTimer.unref();
    },
    async settled(): Promise<void> {
      await reconciling;
      while (!stopped && (running || pending.size > 0 || deferred.size > 0)) {
        schedule(true);
        if (running) await running;
        else await new Promise((resolve) => setTimeout(resolve, BUSY_RETRY_MS / 5));
      }
    },
    recompute(truckId: number): void {
      mark(truckId, -1);
      schedule();
    },
    async stop(): Promise<void> {
      if (reconcileTimer) clearInterval(reconcileTimer);
      if (sweepTimer) clearInterval(sweepTimer);
      if (retryTimer) clearTimeout(retryTimer);
      if (paceTimer) clearTimeout(paceTimer);
      paceTimer = null;
      stopped = true;
      // What is still queued is found again by the reconcile of the next start.
      pending.clear();
      deferred.clear();
      await reconciling;
      await running;
    },
    forgetZones: (): void => contexts.forgetZones(),
    forgetSettings: (): void => settings.forget(),
  };
  return engine satisfies MotionEngine;
}
