import type { Scenario } from './fleet.js';
import type { MeasuredHighway } from './polyline.js';
import { between, chance, type Random } from './random.js';
import {
  cruiseSpeed,
  dayBudget,
  sessionBudget,
  shortStopGap,
  stopFor,
  type TruckSimState,
} from './truck-sim.js';

const HOUR_S = 3600;
const MINUTE_MS = 60_000;

/** Continuous driving of the two long-drive drivers when the demo goes live. */
export const LONG_DRIVE_AT_LIVE_S: Record<Exclude<Scenario, 'normal'>, number> = {
  'long-drive-soon': 3 * HOUR_S + 50 * 60,
  'long-drive-past': 4 * HOUR_S + 20 * 60,
};
/** They take their first real break this long after going past 4 h (so it shows for a while). */
const LONG_DRIVE_BUDGET_S: Record<Exclude<Scenario, 'normal'>, number> = {
  'long-drive-soon': 4 * HOUR_S + 40 * 60,
  'long-drive-past': 5 * HOUR_S,
};

export interface StartInput {
  highway: MeasuredHighway;
  limitKmh: number;
  scenario: Scenario;
  odometerKm: number;
  random: Random;
  /** When the history starts (the first tick) and when the demo goes live. */
  start: number;
  liveAt: number;
}

/**
 * Where a truck is when its history begins. Most are anywhere on their highway, driving or
 * stopped; the long-drive trucks are parked at one end and set off so that their continuous
 * driving at `liveAt` is the figure of LONG_DRIVE_AT_LIVE_S.
 */
export function startState(input: StartInput): TruckSimState {
  const { highway, limitKmh, scenario, random, start } = input;
  const base: TruckSimState = {
    time: start,
    km: between(random, 0, highway.lengthKm),
    direction: chance(random, 0.5) ? 1 : -1,
    speedKmh: 0,
    odometerKm: input.odometerKm,
    activity: { kind: 'driving' },
    cruiseKmh: cruiseSpeed(random, limitKmh),
    town: null,
    townKmh: 35,
    overspeed: null,
    sessionDrivenS: 0,
    sessionBudgetS: sessionBudget(random),
    untilShortStopS: shortStopGap(random),
    dayDrivenS: 0,
    dayBudgetS: dayBudget(random),
    pushOn: false,
  };
  if (scenario !== 'normal') {
    const setsOffAt = input.liveAt - LONG_DRIVE_AT_LIVE_S[scenario] * 1000;
    const parked = stopFor(random, start, Math.max(1, (setsOffAt - start) / MINUTE_MS), 0);
    const fromHanoi = scenario === 'long-drive-past';
    return {
      ...base,
      km: fromHanoi ? 0 : highway.lengthKm,
      direction: fromHanoi ? 1 : -1,
      activity: { ...parked, until: setsOffAt, endsSession: false },
      sessionBudgetS: LONG_DRIVE_BUDGET_S[scenario],
      pushOn: true,
    };
  }
  const roll = random();
  if (roll < 0.55) {
    base.sessionDrivenS = Math.round(between(random, 0, 1.2) * HOUR_S);
    base.dayDrivenS = base.sessionDrivenS + Math.round(between(random, 0, 4) * HOUR_S);
    base.speedKmh = base.cruiseKmh;
    return base;
  }
  // A break already under way, or parked for a while with the engine off.
  const minutes = roll < 0.85 ? between(random, 5, 40) : between(random, 60, 180);
  return { ...base, activity: stopFor(random, start, minutes, roll < 0.85 ? 0.4 : 0) };
}
