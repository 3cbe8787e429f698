import {
  addToDaySums,
  daySumsKey,
  driverAtFix,
  feedSegmenter,
  openRecords,
  sessionBreakMs,
  type TMotionDaySums,
  type TMotionRecord,
  type TMotionSession,
  wheelAfterRecord,
} from '@fleet/contracts';
import { continuousDrivingState, dailyDrivingState } from './continuous-driving.js';
import { continuedSession } from './driver-session-rule.js';
import { emptyTotals, overspeedRow, sessionRow, tripRow } from './motion-state.js';
import type {
  DayTotals,
  MotionFix,
  MotionOutput,
  MotionSettings,
  MotionState,
  TruckContext,
} from './motion-types.js';

/**
 * The motion engine's pure part (architecture.md §8): one truck's fixes in time order through
 * the motion model's segmenter (contracts motion-segmenter.ts), and its records as rows —
 * trips, stops, driving sessions, overspeed events, lost-signal gaps, day sums — plus what the
 * model leaves to the engine: who drives (the model's `driverAtFix`, its login kept in the
 * state), a driver's session carried over from another truck, alerts, and day checkpoints.
 * No database, no clock: the same fixes from the same state give the same rows, so late data
 * replays from a checkpoint.
 */

/** Feeds fixes (time order, newer than `state.last`) through the machine, in place. */
export function runMachine(
  state: MotionState,
  fixes: readonly MotionFix[],
  settings: MotionSettings,
  context: TruckContext,
  output: MotionOutput,
): void {
  const breakMs = sessionBreakMs(settings);
  const { calendar } = context;
  let current: MotionFix | null = null;

  /**
   * The totals row of the last fix's day and driver, and its key: most fixes count on the
   * same row as the one before (a fix costs no key string then). Forgotten whenever rows
   * of `state.totals` are replaced or dropped.
   */
  let counted: { day: string; driver: string | null; key: string; row: DayTotals } | null = null;

  /** The state's totals as the model's day sums fold into them (kept plain JSON). */
  const totalsMap = {
    get: (key: string) => state.totals[key],
    set: (key: string, value: TMotionDaySums) => {
      counted = null;
      state.totals[key] = Object.assign(value, { fixes: 0 });
    },
  } as Map<string, TMotionDaySums>;

  function carryOf(session: TMotionSession) {
    if (state.carry?.start === session.start) return state.carry;
    const earlier = session.driver ? context.earlierSession?.(session.driver, session.start) : null;
    const carry = continuedSession(earlier ?? null, session.start, breakMs);
    state.carry = {
      start: session.start,
      chainStart: carry?.chainStart ?? session.start,
      carriedMs: carry?.carriedMs ?? 0,
      drivingMs: 0,
      overLimitAt: null,
    };
    return state.carry;
  }

  /** Continuous driving (with what the driver drove on another truck) crossing a limit. */
  function checkContinuous(session: TMotionSession): void {
    const carry = carryOf(session);
    const before = carry.carriedMs + carry.drivingMs;
    const now = carry.carriedMs + session.drivingMs;
    carry.drivingMs = session.drivingMs;
    if (now === before) return;
    const alert = (kind: 'continuous_warning' | 'continuous_driving') =>
      output.alerts.push({
        kind,
        key: session.start,
        at: session.end,
        driver: session.driver,
        valueMs: now,
        lat: session.endLat,
        lon: session.endLon,
      });
    const was = continuousDrivingState(before, settings);
    const is = continuousDrivingState(now, settings);
    if (was === 'ok' && is !== 'ok') alert('continuous_warning');
    if (was !== 'over' && is === 'over') {
      carry.overLimitAt = session.end;
      alert('continuous_driving');
    }
  }

  /** A session's record as the day sums take it: continuous driving includes the carry. */
  function carried(session: TMotionSession): TMotionSession {
    const carry = carryOf(session);
    const days = Object.fromEntries(
      Object.entries(session.days).map(([day, d]) => [
        day,
        { ...d, maxContinuousMs: d.maxContinuousMs + carry.carriedMs },
      ]),
    );
    return { ...session, days, overLimitAt: carry.overLimitAt };
  }

  function rowOf(record: TMotionRecord, sums: Map<string, TMotionDaySums>): void {
    switch (record.kind) {
      case 'driving':
        output.trips.set(record.start, tripRow(record));
        break;
      case 'halt':
      case 'stop':
        // Halts are stored with the stops: a list's own filter may show them; counts do not.
        output.stops.set(record.start, {
          start: record.start,
          end: record.end,
          driver: record.driver,
          lat: record.kind === 'stop' ? record.startLat : record.lat,
          lon: record.kind === 'stop' ? record.startLon : record.lon,
          engineOnMs: record.engineOnMs,
          idle: record.idle,
          open: record.open,
        });
        break;
      case 'silent':
        break;
      case 'lost_signal':
        output.gaps.set(record.start, {
          start: record.start,
          end: record.end,
          driver: record.driver,
          lat: record.lat,
          lon: record.lon,
        });
        break;
      case 'overspeed':
        output.overspeeds.set(record.start, overspeedRow(record));
        if (!record.open)
          output.alerts.push({
            kind: 'overspeed',
            key: record.start,
            at: record.end,
            driver: record.driver,
            valueMs: record.end - record.start,
            lat: record.lat,
            lon: record.lon,
            band: record.band,
            speedKmh: record.maxSpeedKmh,
            limitKmh: record.limitKmh,
          });
        break;
      case 'session': {
        if (!record.open) checkContinuous(record);
        output.sessions.set(record.start, sessionRow(record, carryOf(record)));
        addToDaySums(sums, carried(record), calendar);
        if (!record.open && state.carry?.start === record.start) state.carry = null;
        return;
      }
    }
    addToDaySums(sums, record, calendar);
  }

  const emit = (record: TMotionRecord) => {
    rowOf(record, totalsMap);
    // A break ends the device login with the session (the state is the rule's wheel).
    wheelAfterRecord(state, record, state.seg, current?.login ?? null);
  };

  function countedOf(day: string, driver: string | null) {
    if (counted?.day !== day || counted.driver !== driver) {
      const key = daySumsKey(day, driver);
      counted = { day, driver, key, row: (state.totals[key] ??= emptyTotals(day, driver)) };
    }
    return counted;
  }

  function enterDay(fix: MotionFix): void {
    counted = null;
    const day = calendar.dayOf(fix.time);
    const dayStart = calendar.dayStart(fix.time);
    output.checkpoints.push({ day, dayStart, state: structuredClone(state) });
    state.day = day;
    state.dayStart = dayStart;
    state.dayEnd = calendar.dayStart(dayStart + 36 * 3_600_000);
    // Totals older than yesterday and than every open record can no longer change.
    const seg = state.seg;
    const opens = [seg.run?.start, seg.driving?.start, seg.session?.start, seg.over?.start];
    const oldest = Math.min(dayStart - 1, ...opens.filter((t) => t !== undefined));
    const keep = calendar.dayOf(oldest);
    for (const [key, totals] of Object.entries(state.totals)) {
      if (totals.day >= keep) continue;
      output.days.set(key, structuredClone(totals));
      delete state.totals[key];
      delete state.dailyAlerted[key];
    }
  }

  /** Daily driving of the driver (all trucks) over the limit: once per driver and day. */
  function checkDaily(c: MotionFix, driver: string | null): void {
    const day = state.day!;
    const key =
      driver === counted?.driver && day === counted.day ? counted.key : daySumsKey(day, driver);
    if (state.dailyAlerted[key]) return;
    const open = state.seg.driving;
    const openMs = open && open.driver === driver ? (open.days[day]?.ms ?? 0) : 0;
    const elsewhereMs = driver ? (context.drivenElsewhereMs?.(driver, day) ?? 0) : 0;
    const drivenMs = (state.totals[key]?.drivingMs ?? 0) + openMs + elsewhereMs;
    if (dailyDrivingState(drivenMs, settings) !== 'over') return;
    state.dailyAlerted[key] = true;
    output.alerts.push({
      kind: 'daily_driving',
      key: state.dayStart,
      at: c.time,
      driver,
      valueMs: drivenMs,
      lat: c.lat,
      lon: c.lon,
    });
  }

  for (const c of fixes) {
    if (state.last && c.time <= state.last.time) continue;
    if (state.day === null || c.time >= state.dayEnd) enterDay(c);
    current = c;
    // Who drives: the motion model's one rule (contracts motion-driver.ts).
    const driver = driverAtFix(state, c.login, context.assignedAt(c.time));
    // The fix as the segmenter keeps it (its `last`, in the stored state): a literal with
    // the same fields, not a spread (the spread was the fold's largest cost per fix).
    const fix = {
      time: c.time,
      lat: c.lat,
      lon: c.lon,
      speedKmh: c.speedKmh,
      ignition: c.ignition,
      login: c.login,
      driver,
      limitKmh: context.limitAt(c),
    };
    feedSegmenter(state.seg, fix, settings, calendar, emit);
    if (state.seg.session) checkContinuous(state.seg.session);
    if (state.seg.driving) checkDaily(c, state.seg.driving.driver);
    state.driver = driver;
    countedOf(state.day!, driver).row.fixes += 1;
    state.last = c;
  }

  // What is still open is written as open rows (the live end of the truck's history).
  const days = new Map(Object.entries(structuredClone(state.totals)) as [string, TMotionDaySums][]);
  const carry = structuredClone(state.carry);
  for (const record of openRecords(state.seg, settings)) rowOf(record, days);
  state.carry = carry;
  for (const [key, totals] of days) output.days.set(key, { fixes: 0, ...totals });
}
