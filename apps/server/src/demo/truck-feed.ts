import { DEFAULT_SPEED_LIMIT_KMH } from '@fleet/contracts';
import type { DemoTruck } from './fleet.js';
import { HIGHWAYS } from './highways.js';
import { measure, type MeasuredHighway } from './polyline.js';
import { seededRandom } from './random.js';
import { startState } from './truck-start.js';
import {
  fixOf,
  step,
  TICK_S,
  type SimFix,
  type TruckSimContext,
  type TruckSimState,
} from './truck-sim.js';

/** The law wants a fix at least every 30 s while moving; parked devices report every few min. */
const MOVING_EVERY_TICKS = 30 / TICK_S;
const STOPPED_EVERY_TICKS = 180 / TICK_S;

export interface TruckFeed {
  truck: DemoTruck;
  context: TruckSimContext;
  state: TruckSimState;
  last: SimFix;
}

const measured = new Map<string, MeasuredHighway>();
function highwayOf(truck: DemoTruck): MeasuredHighway {
  let highway = measured.get(truck.highway);
  if (!highway) {
    highway = measure(HIGHWAYS[truck.highway]);
    measured.set(truck.highway, highway);
  }
  return highway;
}

/** A stable number per plate, so each truck draws its own random sequence. */
function plateSeed(plate: string): number {
  let hash = 0x811c9dc5;
  for (const char of plate) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash >>> 0;
}

/** The same anchor and seed give the same history, so a restart re-sends identical fixes. */
export function createFeed(truck: DemoTruck, anchor: number, liveAt: number, seed = 0): TruckFeed {
  const highway = highwayOf(truck);
  const random = seededRandom(plateSeed(truck.plate) ^ (anchor / 10_000) ^ seed);
  const limitKmh = DEFAULT_SPEED_LIMIT_KMH[truck.vehicle_type];
  const context = { highway, limitKmh, random };
  const state = startState({
    highway,
    limitKmh,
    scenario: truck.scenario,
    odometerKm: truck.odometer_km,
    random,
    start: anchor,
    liveAt,
  });
  return { truck, context, state, last: fixOf(state, highway) };
}

/** Whether a device reporting like a real tracker would send this fix. */
export function isReported(previous: SimFix, fix: SimFix): boolean {
  const moving = fix.speedKmh > 0;
  if (moving !== previous.speedKmh > 0 || fix.ignition !== previous.ignition) return true;
  const tick = Math.round(fix.time / (TICK_S * 1000));
  return tick % (moving ? MOVING_EVERY_TICKS : STOPPED_EVERY_TICKS) === 0;
}

/**
 * Steps the truck up to `until` and answers the fixes its device sends on the way; with
 * `includeLast`, the newest one too (live mode sends the current state every interval).
 */
export function advance(feed: TruckFeed, until: number, includeLast: boolean): SimFix[] {
  const sent: SimFix[] = [];
  while (feed.state.time + TICK_S * 1000 <= until) {
    feed.state = step(feed.state, feed.context);
    const fix = fixOf(feed.state, feed.context.highway);
    const last = feed.state.time + TICK_S * 1000 > until;
    if (isReported(feed.last, fix) || (includeLast && last)) sent.push(fix);
    feed.last = fix;
  }
  return sent;
}
