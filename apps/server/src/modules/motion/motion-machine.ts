import { overspeedBand } from '@fleet/contracts';
import { distanceMeters } from '../markers/marker-geometry.js';
import { continuedSession } from './driver-session-rule.js';
import { overspeedTracker } from './motion-overspeed.js';
import { overspeedRow, sessionRow, totalsOf } from './motion-state.js';
import type {
  MotionFix,
  MotionOutput,
  MotionSettings,
  MotionState,
  TruckContext,
} from './motion-types.js';

/**
 * The motion engine's pure part (architecture.md §8, domain-vietnam.md): one truck's fixes in
 * time order in, trips, stops, driving sessions, overspeed events, lost-signal gaps and day
 * totals out. No database, no clock: the same fixes from the same state give the same rows,
 * which is what lets late data be replayed from a day checkpoint.
 */

const MINUTE = 60_000;

/** Feeds fixes (time order, newer than `state.last`) through the machine, in place. */
export function runMachine(
  state: MotionState,
  fixes: readonly MotionFix[],
  settings: MotionSettings,
  context: TruckContext,
  output: MotionOutput,
): void {
  const movingKmh = settings.moving_speed_kmh;
  const breakMs = settings.session_break_minutes * MINUTE;
  const warnMs = settings.continuous_warn_minutes * MINUTE;
  const limitMs = settings.continuous_limit_minutes * MINUTE;
  const dailyMs = settings.daily_limit_minutes * MINUTE;
  const lostMs = settings.lost_signal_seconds * 1000;
  const overMinMs = settings.overspeed_min_seconds * 1000;
  const { calendar } = context;
  const overspeed = overspeedTracker(state, settings, calendar, output);

  /** Splits [from, to) over company days: most intervals sit in the current day. */
  function perDay(from: number, to: number, use: (day: string, share: number) => void): void {
    if (from >= state.dayStart || to <= from) return use(state.day!, 1);
    let start = from;
    while (start < to) {
      const dayStart = calendar.dayStart(start);
      const end = Math.min(to, calendar.dayStart(dayStart + 36 * 3_600_000));
      use(calendar.dayOf(start), (end - start) / (to - from));
      start = end;
    }
  }

  function closeStop(end: number): void {
    const stop = state.stop!;
    stop.end = end;
    const session = state.session;
    if (session && end - stop.start < breakMs) {
      for (const [day, ms] of Object.entries(session.pendingStop)) {
        session.workingMs += ms;
        totalsOf(state, day, session.driver).workingMs += ms;
      }
    }
    if (session) session.pendingStop = {};
    output.stops.set(stop.start, { ...stop, open: false });
    state.stop = null;
  }

  function closeSession(end: number): void {
    const session = sessionRow(state.session!, false);
    if (end > session.end) session.end = end;
    output.sessions.set(session.start, session);
    state.session = null;
  }

  function openSession(at: MotionFix): void {
    const driver = state.driver;
    const earlier = driver && context.earlierSession?.(driver, at.time);
    const carry = continuedSession(earlier || null, at.time, breakMs);
    state.session = {
      start: at.time,
      end: at.time,
      driver: state.driver,
      startLat: at.lat,
      startLon: at.lon,
      endLat: at.lat,
      endLon: at.lon,
      drivingMs: 0,
      workingMs: 0,
      distanceKm: 0,
      chainStart: carry?.chainStart ?? at.time,
      carriedMs: carry?.carriedMs ?? 0,
      pendingStop: {},
    };
  }

  function openTrip(at: MotionFix): void {
    state.trip = {
      start: at.time,
      end: at.time,
      driver: state.driver,
      startLat: at.lat,
      startLon: at.lon,
      endLat: at.lat,
      endLon: at.lon,
      distanceKm: 0,
      maxSpeedKmh: Math.max(0, at.speedKmh),
    };
  }

  function closeTrip(at: MotionFix): void {
    const trip = state.trip!;
    Object.assign(trip, { end: at.time, endLat: at.lat, endLon: at.lon });
    output.trips.set(trip.start, { ...trip, open: false });
    state.trip = null;
  }

  function enterDay(fix: MotionFix): void {
    const day = calendar.dayOf(fix.time);
    const dayStart = calendar.dayStart(fix.time);
    output.checkpoints.push({ day, dayStart, state: structuredClone(state) });
    state.day = day;
    state.dayStart = dayStart;
    state.dayEnd = calendar.dayStart(dayStart + 36 * 3_600_000);
    // Totals older than yesterday can no longer change: hand them out and forget them.
    const yesterday = calendar.dayOf(dayStart - 1);
    for (const [key, totals] of Object.entries(state.totals)) {
      if (totals.day >= yesterday) continue;
      output.days.set(key, structuredClone(totals));
      delete state.totals[key];
    }
  }

  for (const c of fixes) {
    const p = state.last;
    if (p && c.time <= p.time) continue;
    if (state.day === null || c.time >= state.dayEnd) enterDay(c);
    if (c.login) state.login = c.login;

    if (!p) {
      state.driver = state.login ?? context.assignedAt(c.time);
      state.last = c;
      totalsOf(state, state.day!, state.driver).fixes += 1;
      overspeed.track(c, 0, context.limitAt(c));
      continue;
    }

    const dt = c.time - p.time;
    const km = distanceMeters(p, c) / 1000;
    const before = state.status;
    if (before === 'moving' && dt > lostMs)
      output.gaps.set(p.time, {
        start: p.time,
        end: c.time,
        driver: state.driver,
        lat: p.lat,
        lon: p.lon,
      });

    const fast = p.speedKmh > movingKmh && c.speedKmh > movingKmh;
    const slow = p.speedKmh <= movingKmh && c.speedKmh <= movingKmh;
    const after = fast ? 'moving' : slow ? 'stopped' : before;
    if (before !== 'moving' && after === 'moving') {
      if (state.stop) closeStop(p.time);
      openTrip(p);
      if (!state.session) openSession(p);
    } else if (before !== 'stopped' && after === 'stopped') {
      if (state.trip) closeTrip(p);
      state.stop = {
        start: p.time,
        end: p.time,
        driver: state.driver,
        lat: p.lat,
        lon: p.lon,
        idleMs: 0,
      };
      const day = p.time >= state.dayStart ? state.day! : calendar.dayOf(p.time);
      totalsOf(state, day, state.driver).stops += 1;
    }
    state.status = after;

    if (after === 'moving') {
      const trip = state.trip!;
      trip.distanceKm += km;
      trip.maxSpeedKmh = Math.max(trip.maxSpeedKmh, c.speedKmh);
      trip.end = c.time;
      trip.endLat = c.lat;
      trip.endLon = c.lon;
      perDay(p.time, c.time, (day, share) => {
        totalsOf(state, day, state.driver).distanceKm += km * share;
      });
      if (dt > breakMs) {
        // Silent longer than a break: not counted as driving; a new session starts here.
        if (state.session) closeSession(p.time);
        openSession(c);
      } else {
        drive(p, c, dt, km);
      }
    } else if (after === 'stopped' && state.stop) {
      const stop = state.stop;
      stop.end = c.time;
      const idle = p.ignition === true;
      if (idle) stop.idleMs += dt;
      perDay(p.time, c.time, (day, share) => {
        if (idle) totalsOf(state, day, state.driver).idleMs += dt * share;
        if (state.session)
          state.session.pendingStop[day] = (state.session.pendingStop[day] ?? 0) + dt * share;
      });
      if (state.session && c.time - stop.start >= breakMs) {
        closeSession(stop.start);
        state.login = c.login;
      }
    }

    overspeed.track(c, km, context.limitAt(c));
    const driver = state.login ?? context.assignedAt(c.time);
    if (driver !== state.driver) changeDriver(c, driver);
    totalsOf(state, state.day!, state.driver).fixes += 1;
    state.last = c;
  }

  function drive(p: MotionFix, c: MotionFix, dt: number, km: number): void {
    const session = state.session!;
    // Continuous driving is the driver's: what they drove on another truck counts too.
    const carriedMs = session.carriedMs ?? 0;
    const beforeMs = carriedMs + session.drivingMs;
    session.drivingMs += dt;
    const continuousMs = carriedMs + session.drivingMs;
    session.workingMs += dt;
    session.distanceKm += km;
    session.end = c.time;
    session.endLat = c.lat;
    session.endLon = c.lon;
    let dayDriving = 0;
    perDay(p.time, c.time, (day, share) => {
      const totals = totalsOf(state, day, session.driver);
      const elsewhereMs = session.driver
        ? (context.drivenElsewhereMs?.(session.driver, day) ?? 0)
        : 0;
      const wasMs = totals.drivingMs + elsewhereMs;
      totals.drivingMs += dt * share;
      totals.workingMs += dt * share;
      totals.maxContinuousMs = Math.max(totals.maxContinuousMs, continuousMs);
      const nowMs = totals.drivingMs + elsewhereMs;
      if (wasMs <= dailyMs && nowMs > dailyMs) dayDriving = nowMs;
    });
    // Made only when a limit is crossed: this runs for every fix.
    const alert = () => ({
      key: session.start,
      at: c.time,
      driver: session.driver,
      lat: c.lat,
      lon: c.lon,
    });
    if (beforeMs < warnMs && continuousMs >= warnMs)
      output.alerts.push({ kind: 'continuous_warning', valueMs: continuousMs, ...alert() });
    if (beforeMs <= limitMs && continuousMs > limitMs) {
      totalsOf(state, state.day!, session.driver).sessionsOverLimit += 1;
      output.alerts.push({ kind: 'continuous_driving', valueMs: continuousMs, ...alert() });
    }
    if (dayDriving > 0)
      output.alerts.push({
        ...alert(),
        kind: 'daily_driving',
        key: calendar.dayStart(c.time),
        valueMs: dayDriving,
      });
  }

  function changeDriver(c: MotionFix, driver: string | null): void {
    state.driver = driver;
    // Another driver on the truck ends the session and the trip (domain-vietnam.md).
    if (state.session) {
      closeSession(c.time);
      if (state.status === 'moving') openSession(c);
    }
    if (state.trip) {
      closeTrip(c);
      openTrip(c);
    }
    if (state.over) overspeed.close(c.time);
  }

  // What is still open is written as open rows (the live end of the truck's history).
  if (state.trip) output.trips.set(state.trip.start, { ...state.trip, open: true });
  if (state.stop) output.stops.set(state.stop.start, { ...state.stop, open: true });
  if (state.session) output.sessions.set(state.session.start, sessionRow(state.session, true));
  const run = state.over;
  if (run && run.last - run.start >= overMinMs) {
    const band = overspeedBand(run.maxExcessKmh, settings.overspeed_band_edges_kmh);
    output.overspeeds.set(run.start, overspeedRow(run, band, true));
  }
  for (const [key, totals] of Object.entries(state.totals))
    output.days.set(key, structuredClone(totals));
}
