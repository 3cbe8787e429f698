import { placeAt, townAt, type MeasuredHighway, type Placement } from './polyline.js';
import { between, chance, type Random } from './random.js';

/** The simulation advances in steps of this many seconds, on a grid of whole 10 s. */
export const TICK_S = 10;
const TICK_MS = TICK_S * 1000;
/** A stop this long ends a driving session (domain-vietnam.md "Driving time"). */
export const SESSION_BREAK_MS = 15 * 60_000;
/** Mean driving time out of town between two overspeeds of one truck. */
const OVERSPEED_EVERY_S = 2.5 * 3600;
const MAX_CRUISE_KMH = 78;
const MIN_DRIVING_KMH = 8;

export type Activity =
  | { kind: 'driving' }
  | { kind: 'stopped'; until: number; idleUntil: number; endsSession: boolean; endsDay?: true };

export interface TruckSimState {
  /** Epoch milliseconds of this state. */
  time: number;
  /** Position as the kilometre mark along the highway, and the direction of travel. */
  km: number;
  direction: 1 | -1;
  speedKmh: number;
  odometerKm: number;
  activity: Activity;
  cruiseKmh: number;
  town: string | null;
  townKmh: number;
  overspeed: { until: number; kmh: number } | null;
  /** Driving seconds since the last stop of 15 min or more, and when the driver takes one. */
  sessionDrivenS: number;
  sessionBudgetS: number;
  untilShortStopS: number;
  /** Driving seconds since the last night's rest, and the day's total before the next one. */
  dayDrivenS: number;
  dayBudgetS: number;
  /** A driver who skips breaks: no short stops, quick turnarounds, until the first long break. */
  pushOn: boolean;
}

export interface TruckSimContext {
  highway: MeasuredHighway;
  limitKmh: number;
  random: Random;
}

export interface SimFix extends Placement {
  time: number;
  speedKmh: number;
  ignition: boolean;
  altitudeM: number;
  odometerKm: number;
}

export const cruiseSpeed = (random: Random, limitKmh: number) =>
  between(random, Math.max(40, limitKmh - 25), Math.min(MAX_CRUISE_KMH, limitKmh - 3));
export const sessionBudget = (random: Random) => Math.round(between(random, 1.5, 3.5) * 3600);
export const shortStopGap = (random: Random) => Math.round(between(random, 40, 120) * 60);
/** Drivers stay under the 10 h a day of the law. */
export const dayBudget = (random: Random) => Math.round(between(random, 7.5, 9.5) * 3600);

/** A stop from `time`: the engine idles the whole stop or only its first minutes. */
export function stopFor(random: Random, time: number, minutes: number, idleShare: number) {
  const length = Math.round(minutes * 60) * 1000;
  const until = time + length;
  // Otherwise the engine is switched off at once or after a minute or three.
  const idleUntil = chance(random, idleShare)
    ? until
    : time + (chance(random, 0.5) ? 0 : Math.round(between(random, 1, 3) * 60) * 1000);
  return {
    kind: 'stopped' as const,
    until,
    idleUntil: Math.min(idleUntil, until),
    endsSession: length >= SESSION_BREAK_MS,
  };
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** One tick later. Deterministic for a given random source, so a restart replays the same day. */
export function step(state: TruckSimState, context: TruckSimContext): TruckSimState {
  const { random, limitKmh } = context;
  const time = state.time + TICK_MS;
  const next: TruckSimState = { ...state, time, speedKmh: 0 };
  if (state.activity.kind === 'stopped') {
    if (time < state.activity.until) return next;
    if (state.activity.endsSession) {
      next.sessionDrivenS = 0;
      next.sessionBudgetS = sessionBudget(random);
      next.untilShortStopS = shortStopGap(random);
      next.pushOn = false;
    }
    if (state.activity.endsDay) {
      next.dayDrivenS = 0;
      next.dayBudgetS = dayBudget(random);
    }
    next.activity = { kind: 'driving' };
    next.cruiseKmh = cruiseSpeed(random, limitKmh);
    return drive(next, state.speedKmh, context);
  }
  if (state.dayDrivenS >= state.dayBudgetS) {
    // The day's driving is done: parked for the night, engine off.
    const rest = stopFor(random, time, between(random, 6, 10) * 60, 0);
    return pullUp(next, state.speedKmh, context.highway, { ...rest, endsDay: true });
  }
  if (state.sessionDrivenS >= state.sessionBudgetS) {
    // The driver's break; about a third leave the engine running for the air conditioning.
    const rest = stopFor(random, time, between(random, 16, 40), 0.35);
    return pullUp(next, state.speedKmh, context.highway, rest);
  }
  if (!state.pushOn && state.untilShortStopS <= 0) {
    // Traffic, a toll gate, fuel or a delivery: short, and mostly with the engine on.
    next.untilShortStopS = shortStopGap(random);
    const halt = stopFor(random, time, between(random, 1, 10), 0.8);
    return pullUp(next, state.speedKmh, context.highway, halt);
  }
  return drive(next, state.speedKmh, context);
}

function drive(next: TruckSimState, speedKmh: number, context: TruckSimContext): TruckSimState {
  const { highway, limitKmh, random } = context;
  const town = townAt(highway, next.km);
  if (town !== next.town) {
    next.town = town;
    if (town) next.townKmh = between(random, 25, 45);
  }
  if (next.overspeed && next.time >= next.overspeed.until) next.overspeed = null;
  else if (!next.overspeed && !town && chance(random, TICK_S / OVERSPEED_EVERY_S)) {
    next.overspeed = {
      until: next.time + Math.round(between(random, 30, 90)) * 1000,
      kmh: limitKmh + between(random, 8, 25),
    };
  }
  if (chance(random, 0.01)) next.cruiseKmh = cruiseSpeed(random, limitKmh);

  const noise = between(random, -1.5, 1.5);
  let speed: number;
  if (next.overspeed) {
    speed = clamp(next.overspeed.kmh + noise, limitKmh + 8, limitKmh + 25);
  } else {
    const target = town ? next.townKmh : next.cruiseKmh;
    // Trucks gain at most 15 km/h and shed at most 25 km/h in one tick.
    speed = clamp(target, speedKmh - 25, speedKmh + 15) + noise;
    speed = clamp(speed, MIN_DRIVING_KMH, Math.min(MAX_CRUISE_KMH + 2, limitKmh - 1));
  }
  const travelled = (((speedKmh + speed) / 2) * TICK_S) / 3600;
  const km = next.km + next.direction * travelled;
  if (km <= 0 || km >= highway.lengthKm) return turnAround(next, speedKmh, context);
  next.speedKmh = speed;
  next.km = km;
  next.odometerKm += travelled;
  next.sessionDrivenS += TICK_S;
  next.dayDrivenS += TICK_S;
  next.untilShortStopS -= TICK_S;
  return next;
}

/** Brakes to a halt within the tick (never past the end of the road) and starts `stop`. */
function pullUp(
  next: TruckSimState,
  speedKmh: number,
  highway: MeasuredHighway,
  stop: Activity,
): TruckSimState {
  const room = next.direction === 1 ? highway.lengthKm - next.km : next.km;
  const travelled = Math.min(room, ((speedKmh / 2) * TICK_S) / 3600);
  return {
    ...next,
    km: next.km + next.direction * travelled,
    odometerKm: next.odometerKm + travelled,
    speedKmh: 0,
    overspeed: null,
    activity: stop,
  };
}

/** At the end of the highway: unload and load (or a quick turn for a driver who pushes on). */
function turnAround(
  next: TruckSimState,
  speedKmh: number,
  { highway, random }: TruckSimContext,
): TruckSimState {
  const minutes = next.pushOn
    ? between(random, 5, 10)
    : chance(random, 0.25)
      ? between(random, 60, 120)
      : between(random, 20, 40);
  const arrived = pullUp(next, speedKmh, highway, stopFor(random, next.time, minutes, 0.2));
  return { ...arrived, direction: next.direction === 1 ? -1 : 1 };
}

/** What the device on the truck reports for this state. */
export function fixOf(state: TruckSimState, highway: MeasuredHighway): SimFix {
  const place = placeAt(highway, state.km, state.direction);
  const ignition = state.activity.kind === 'driving' || state.time < state.activity.idleUntil;
  return {
    ...place,
    time: state.time,
    speedKmh: state.speedKmh,
    ignition,
    // Gentle rises and falls of the road, without drawing from the random source.
    altitudeM: Math.max(0, highway.altitudeM + 6 * Math.sin(state.km / 3)),
    odometerKm: state.odometerKm,
  };
}
