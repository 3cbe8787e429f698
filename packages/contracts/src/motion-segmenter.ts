import type { TOverspeedBand } from './settings.js';
import {
  endsSession,
  episodeBand,
  haversineKm,
  isIdleStop,
  isLostSignal,
  isMovingFix,
  isOverContinuousLimit,
  isOverspeedEpisode,
  isOverspeedFix,
  isStop,
  legEngineOnMs,
  legKind,
  nextDayStart,
  type TMotionCalendar,
  type TMotionFix,
  type TMotionSettings,
} from './motion-model.js';

/**
 * The streaming segmenter: a fold over one truck's fixes (time order) into the records of
 * the motion model. The motion engine feeds it committed positions and stores what it emits;
 * a view over raw fixes (the part of today the engine has not reached) runs the same fold, so
 * both give the same numbers. Every leg between consecutive fixes lands in exactly one of a
 * driving segment, a stop or a silent segment: their times add up to the fixes' span and
 * their km to the day's km.
 *
 * The state is plain JSON (the engine stores it as its cursor and day checkpoints).
 */

export interface TSegmenterFix extends TMotionFix {
  /** Driver of the truck at this fix (device login, else assignment); null when unknown. */
  driver: string | null;
  /** Speed limit at this fix; null when none applies. */
  limitKmh: number | null;
}

/** Share of a record on one company day. */
export interface TDayPart {
  ms: number;
  km: number;
  engineOnMs: number;
}
export type TDayParts = Record<string, TDayPart>;

interface SpanEnds {
  start: number;
  end: number;
  driver: string | null;
  startLat: number;
  startLon: number;
  endLat: number;
  endLon: number;
  distanceKm: number;
}
interface Span extends SpanEnds {
  days: TDayParts;
  /** Still growing at the live end of the fixes. */
  open: boolean;
}

/** A trip: driving, with halts shorter than a stop, between stops, silences and driver changes. */
export interface TDrivingSegment extends Span {
  kind: 'driving';
  maxSpeedKmh: number;
}
/** A stop: a run of slow fixes lasting at least `min_stop_minutes`. */
export interface TStopSegment extends Span {
  kind: 'stop';
  engineOnMs: number;
  idle: boolean;
}
/** Moving, but silent for longer than a break: not driving; ends the driving span. */
export interface TSilentSegment extends Span {
  kind: 'silent';
}
/**
 * A halt: a run of slow fixes shorter than a stop. Its time is driving (inside a driving
 * segment); it is told apart only for lists whose user lowers their own filter below the
 * setting (domain-vietnam.md).
 */
export interface TMotionHalt {
  kind: 'halt';
  start: number;
  end: number;
  driver: string | null;
  lat: number;
  lon: number;
  engineOnMs: number;
  idle: boolean;
  open: boolean;
}
/** A leg while moving longer than `lost_signal_seconds` (the lost-signal report). */
export interface TLostSignal {
  kind: 'lost_signal';
  start: number;
  end: number;
  driver: string | null;
  lat: number;
  lon: number;
}
export interface TOverspeedEpisode {
  kind: 'overspeed';
  start: number;
  end: number;
  driver: string | null;
  limitKmh: number;
  maxSpeedKmh: number;
  avgSpeedKmh: number;
  maxExcessKmh: number;
  band: TOverspeedBand;
  distanceKm: number;
  lat: number;
  lon: number;
  open: boolean;
}
export interface TSessionDay {
  drivingMs: number;
  workingMs: number;
  maxContinuousMs: number;
}
/**
 * A driving session on this truck: driving spans of one driver joined across stops shorter
 * than the break (those count as working time); ends at a stop of at least the break, a
 * silence longer than it, or another driver.
 */
export interface TMotionSession extends SpanEnds {
  kind: 'session';
  drivingMs: number;
  workingMs: number;
  /** When its driving first went over the continuous limit; null when it did not. */
  overLimitAt: number | null;
  days: Record<string, TSessionDay>;
  open: boolean;
}

export type TMotionSegment = TDrivingSegment | TStopSegment | TSilentSegment;
export type TMotionRecord =
  TMotionSegment | TMotionHalt | TLostSignal | TOverspeedEpisode | TMotionSession;

/** The run of slow fixes in progress: a halt until it lasts a stop. */
interface SlowRun extends Omit<TStopSegment, 'kind' | 'idle' | 'open'> {
  counted: boolean;
}
interface OverRun extends Omit<TOverspeedEpisode, 'kind' | 'band' | 'avgSpeedKmh' | 'open'> {
  speedSum: number;
  count: number;
}

export interface TSegmenterState {
  last: TSegmenterFix | null;
  /** The company day of the last fix, cached: most legs stay inside it. */
  day: { name: string; start: number; end: number } | null;
  driving: TDrivingSegment | null;
  run: SlowRun | null;
  session: TMotionSession | null;
  over: OverRun | null;
}

export const emptySegmenter = (): TSegmenterState => ({
  last: null,
  day: null,
  driving: null,
  run: null,
  session: null,
  over: null,
});

export type TMotionEmit = (record: TMotionRecord) => void;

/** Feeds one fix; fixes not newer than the last are ignored. Emits records as they close. */
export function feedSegmenter(
  state: TSegmenterState,
  c: TSegmenterFix,
  s: TMotionSettings,
  calendar: TMotionCalendar,
  emit: TMotionEmit,
): void {
  const p = state.last;
  if (p && c.time <= p.time) return;
  state.last = c;
  if (!state.day || c.time >= state.day.end || c.time < state.day.start) {
    const start = calendar.dayStart(c.time);
    state.day = { name: calendar.dayOf(c.time), start, end: nextDayStart(calendar, c.time) };
  }
  if (!p) {
    if (!isMovingFix(c, s)) state.run = newRun(c);
    trackOverspeed(state, c, 0, s, emit);
    return;
  }
  const kind = legKind(p, c, s);
  const km = kind === 'stopped' ? 0 : haversineKm(p, c);
  if (isLostSignal(p, c, s))
    emit({
      kind: 'lost_signal',
      start: p.time,
      end: c.time,
      driver: p.driver,
      lat: p.lat,
      lon: p.lon,
    });
  if (kind === 'stopped') {
    const run = state.run!;
    const engineOnMs = legEngineOnMs(p, c);
    run.end = c.time;
    run.endLat = c.lat;
    run.endLon = c.lon;
    run.engineOnMs += engineOnMs;
    const cached = state.day;
    if (isInDay(cached, p.time, c.time))
      addPart(run.days, cached.name, c.time - p.time, 0, engineOnMs);
    else
      splitLeg(state, calendar, p.time, c.time, (day, share) =>
        addPart(run.days, day, (c.time - p.time) * share, 0, engineOnMs * share),
      );
    if (!run.counted && isStop(run.end - run.start, s)) {
      run.counted = true;
      closeDriving(state, emit);
    }
    if (run.counted && state.session && endsSession(run.end - run.start, s))
      closeSession(state, emit);
  } else {
    if (state.run) endRun(state, s, emit);
    if (kind === 'driving') addDriving(state, p, c, km, s, calendar);
    else {
      closeDriving(state, emit);
      closeSession(state, emit);
      const silent: TSilentSegment = { kind: 'silent', ...spanAt(p), days: {}, open: false };
      Object.assign(silent, { end: c.time, endLat: c.lat, endLon: c.lon, distanceKm: km });
      splitLeg(state, calendar, p.time, c.time, (day, share) =>
        addPart(silent.days, day, (c.time - p.time) * share, km * share, 0),
      );
      emit(silent);
    }
    if (!isMovingFix(c, s)) state.run = newRun(c);
  }
  trackOverspeed(state, c, km, s, emit);
  if (c.driver !== p.driver) {
    // Another driver ends the trip, the session and an overspeed run (domain-vietnam.md).
    closeDriving(state, emit);
    closeSession(state, emit);
    if (state.over) closeOverspeed(state, c.time, s, emit);
  }
}

/**
 * The records still open at the live end, as if the fixes ended here: the driving segment
 * (with a halt in progress), the stop, the session and an overspeed run already long enough.
 * Does not change `state`.
 */
export function openRecords(state: TSegmenterState, s: TMotionSettings): TMotionRecord[] {
  const copy = structuredClone(state);
  const records: TMotionRecord[] = [];
  const emit: TMotionEmit = (r) => records.push({ ...r, open: true } as TMotionRecord);
  if (copy.run) endRun(copy, s, emit, true);
  closeDriving(copy, emit);
  closeSession(copy, emit);
  const run = copy.over;
  if (run && isOverspeedEpisode(run.end - run.start, s)) closeOverspeed(copy, run.end, s, emit);
  return records;
}

/** Every record of a sequence of fixes, the open ones last (a raw-fix view's whole fold). */
export function segmentFixes(
  fixes: Iterable<TSegmenterFix>,
  s: TMotionSettings,
  calendar: TMotionCalendar,
): TMotionRecord[] {
  const state = emptySegmenter();
  const records: TMotionRecord[] = [];
  const emit: TMotionEmit = (r) => records.push(r);
  for (const fix of fixes) feedSegmenter(state, fix, s, calendar, emit);
  records.push(...openRecords(state, s));
  return records;
}

const spanAt = (f: { time: number; lat: number; lon: number; driver: string | null }) => ({
  start: f.time,
  end: f.time,
  driver: f.driver,
  startLat: f.lat,
  startLon: f.lon,
  endLat: f.lat,
  endLon: f.lon,
  distanceKm: 0,
});

const newRun = (f: TSegmenterFix): SlowRun => ({
  ...spanAt(f),
  days: {},
  engineOnMs: 0,
  counted: false,
});

function addPart(days: TDayParts, day: string, ms: number, km: number, engineOnMs: number) {
  const part = (days[day] ??= { ms: 0, km: 0, engineOnMs: 0 });
  part.ms += ms;
  part.km += km;
  part.engineOnMs += engineOnMs;
}

function mergeParts(into: TDayParts, from: TDayParts) {
  for (const [day, part] of Object.entries(from))
    addPart(into, day, part.ms, part.km, part.engineOnMs);
}

/** A leg [from, to) inside the cached company day: most legs are, and are not split. */
const isInDay = (day: { start: number; end: number }, from: number, to: number) =>
  from >= day.start && to <= day.end;

/** Splits [from, to) over company days by time; most legs sit in the cached day. */
function splitLeg(
  state: TSegmenterState,
  calendar: TMotionCalendar,
  from: number,
  to: number,
  use: (day: string, share: number) => void,
): void {
  const day = state.day!;
  if (to <= from || isInDay(day, from, to)) return use(day.name, 1);
  for (let start = from; start < to;) {
    const end = Math.min(to, nextDayStart(calendar, start));
    use(calendar.dayOf(start), (end - start) / (to - from));
    start = end;
  }
}

function sessionDay(session: TMotionSession, day: string): TSessionDay {
  return (session.days[day] ??= { drivingMs: 0, workingMs: 0, maxContinuousMs: 0 });
}

function openSessionAt(state: TSegmenterState, at: Omit<Span, 'days' | 'open'>): TMotionSession {
  state.session ??= {
    kind: 'session',
    start: at.start,
    end: at.start,
    driver: at.driver,
    startLat: at.startLat,
    startLon: at.startLon,
    endLat: at.startLat,
    endLon: at.startLon,
    drivingMs: 0,
    workingMs: 0,
    distanceKm: 0,
    overLimitAt: null,
    days: {},
    open: false,
  };
  return state.session;
}

/** Driving time into the session: `parts` per day, ending at `end`. */
function driveSession(
  session: TMotionSession,
  end: { time: number; lat: number; lon: number },
  parts: TDayParts,
  s: TMotionSettings,
) {
  for (const [day, part] of Object.entries(parts))
    driveSessionDay(session, day, part.ms, part.km, end.time, s);
  setSessionEnd(session, end);
}

/** One day's part of a leg's driving into the session. */
function driveSessionDay(
  session: TMotionSession,
  day: string,
  ms: number,
  km: number,
  at: number,
  s: TMotionSettings,
) {
  const was = session.drivingMs;
  session.drivingMs += ms;
  session.workingMs += ms;
  session.distanceKm += km;
  const today = sessionDay(session, day);
  today.drivingMs += ms;
  today.workingMs += ms;
  today.maxContinuousMs = Math.max(today.maxContinuousMs, session.drivingMs);
  if (session.overLimitAt === null && !isOverContinuousLimit(was, s))
    if (isOverContinuousLimit(session.drivingMs, s)) session.overLimitAt = at;
}

function setSessionEnd(session: TMotionSession, end: { time: number; lat: number; lon: number }) {
  session.end = end.time;
  session.endLat = end.lat;
  session.endLon = end.lon;
}

function addDriving(
  state: TSegmenterState,
  p: TSegmenterFix,
  c: TSegmenterFix,
  km: number,
  s: TMotionSettings,
  calendar: TMotionCalendar,
) {
  const driving = (state.driving ??= {
    kind: 'driving',
    ...spanAt(p),
    days: {},
    maxSpeedKmh: p.speedKmh,
    open: false,
  });
  driving.end = c.time;
  driving.endLat = c.lat;
  driving.endLon = c.lon;
  driving.distanceKm += km;
  driving.maxSpeedKmh = Math.max(driving.maxSpeedKmh, c.speedKmh);
  const cached = state.day!;
  const session = openSessionAt(state, driving);
  // Most legs lie inside the cached company day: no parts object for them (the fold's hot path).
  if (isInDay(cached, p.time, c.time)) {
    addPart(driving.days, cached.name, c.time - p.time, km, 0);
    driveSessionDay(session, cached.name, c.time - p.time, km, c.time, s);
    setSessionEnd(session, c);
    return;
  }
  const leg: TDayParts = {};
  splitLeg(state, calendar, p.time, c.time, (day, share) =>
    addPart(leg, day, (c.time - p.time) * share, km * share, 0),
  );
  mergeParts(driving.days, leg);
  driveSession(session, c, leg, s);
}

/** The slow run ends (its last fix is its end): a stop, or a halt that is part of driving. */
function endRun(state: TSegmenterState, s: TMotionSettings, emit: TMotionEmit, open = false) {
  const run = state.run!;
  state.run = null;
  const ms = run.end - run.start;
  const end = { time: run.end, lat: run.endLat, lon: run.endLon };
  const { counted, ...span } = run;
  if (counted) {
    emit({ ...span, kind: 'stop', idle: isIdleStop(run.engineOnMs, ms), open });
    const session = state.session;
    if (!session) return;
    // A stop shorter than the break inside a session is working time.
    for (const [day, part] of Object.entries(run.days)) {
      session.workingMs += part.ms;
      sessionDay(session, day).workingMs += part.ms;
    }
    Object.assign(session, { end: end.time, endLat: end.lat, endLon: end.lon });
    return;
  }
  if (ms === 0) return;
  emit({
    kind: 'halt',
    start: run.start,
    end: run.end,
    driver: run.driver,
    lat: run.startLat,
    lon: run.startLon,
    engineOnMs: run.engineOnMs,
    idle: isIdleStop(run.engineOnMs, ms),
    open,
  });
  const driving = (state.driving ??= {
    kind: 'driving',
    ...spanAt({ ...run, time: run.start, lat: run.startLat, lon: run.startLon }),
    days: {},
    maxSpeedKmh: 0,
    open: false,
  });
  Object.assign(driving, { end: end.time, endLat: end.lat, endLon: end.lon });
  mergeParts(driving.days, run.days);
  driveSession(openSessionAt(state, driving), end, run.days, s);
}

function closeDriving(state: TSegmenterState, emit: TMotionEmit) {
  if (state.driving) emit(state.driving);
  state.driving = null;
}

function closeSession(state: TSegmenterState, emit: TMotionEmit) {
  if (state.session) emit(state.session);
  state.session = null;
}

/**
 * Overspeed runs go from the first fix over the limit by the margin to the first fix back
 * under it, or to the last fix over when the signal was lost in between.
 */
function trackOverspeed(
  state: TSegmenterState,
  c: TSegmenterFix,
  km: number,
  s: TMotionSettings,
  emit: TMotionEmit,
) {
  const over = isOverspeedFix(c.speedKmh, c.limitKmh, s);
  const run = state.over;
  if (run && c.time - run.end > s.lost_signal_seconds * 1000)
    closeOverspeed(state, run.end, s, emit);
  else if (run && !over) closeOverspeed(state, c.time, s, emit);
  if (!over) return;
  const limit = c.limitKmh!;
  const excess = c.speedKmh - limit;
  const open = state.over;
  if (!open) {
    state.over = {
      start: c.time,
      end: c.time,
      driver: c.driver,
      limitKmh: limit,
      maxSpeedKmh: c.speedKmh,
      maxExcessKmh: excess,
      speedSum: c.speedKmh,
      count: 1,
      distanceKm: 0,
      lat: c.lat,
      lon: c.lon,
    };
    return;
  }
  open.end = c.time;
  open.limitKmh = Math.min(open.limitKmh, limit);
  open.maxSpeedKmh = Math.max(open.maxSpeedKmh, c.speedKmh);
  open.maxExcessKmh = Math.max(open.maxExcessKmh, excess);
  open.speedSum += c.speedKmh;
  open.count += 1;
  open.distanceKm += km;
}

function closeOverspeed(
  state: TSegmenterState,
  end: number,
  s: TMotionSettings,
  emit: TMotionEmit,
) {
  const run = state.over!;
  state.over = null;
  if (!isOverspeedEpisode(end - run.start, s)) return;
  const { speedSum, count, ...rest } = run;
  emit({
    ...rest,
    kind: 'overspeed',
    end,
    avgSpeedKmh: speedSum / count,
    band: episodeBand(run.maxExcessKmh, s),
    open: false,
  });
}
