import { streamBuilder, type BuiltFix } from '../test/motion/stream-builder.js';
import { seeded } from '../test/robustness/fuzz-values.js';

/** Company midnight (UTC+7) of the first generated day: 2026-10-01 00:00 +07. */
export const FIRST_DAY_MS = Date.UTC(2026, 8, 30, 17);
const DAY_MS = 86_400_000;
const HOUR_MIN = 60;

const between = (random: { next(): number }, low: number, high: number) =>
  low + (high - low) * random.next();

/**
 * Truck-days for the motion bench, one fix every `everySeconds` while the device is on: the
 * driver logs in around 06:00, then drives until about 20:00 in pieces of 5 minutes at
 * 35–95 km/h (a limit of 80 is passed by the overspeed margin now and then), with halts of
 * 1–4 min, stops of 10–40 min with the engine on or off, a lunch break of an hour and, now
 * and then, a signal gap of a few minutes while driving; parked and silent at night.
 */
export function truckDays(
  truck: number,
  days: number,
  everySeconds = 5,
): { fixes: BuiltFix[]; driver: string } {
  const random = seeded(truck * 7_919 + 17);
  const driver = `bench-driver-${truck}`;
  const firstMorning = FIRST_DAY_MS + 6 * 3_600_000 + Math.floor(between(random, 0, 40)) * 60_000;
  const b = streamBuilder(new Date(firstMorning), everySeconds);
  for (let day = 0; day < days; day++) {
    const morning = FIRST_DAY_MS + day * DAY_MS + 6 * 3_600_000;
    if (b.time < morning) b.wait((morning - b.time) / 60_000 + Math.floor(between(random, 0, 40)));
    b.login(driver).stop(between(random, 3, 8), true);
    const evening = FIRST_DAY_MS + day * DAY_MS + 20 * 3_600_000;
    let lunch = false;
    while (b.time < evening) {
      const pieces = Math.ceil(between(random, 3, 18));
      for (let n = 0; n < pieces; n++) {
        b.drive(5, Math.round(random.pick([35, 48, 55, 62, 70, 76, 80, 86, 95])));
        if (random.next() < 0.04) b.wait(Math.ceil(between(random, 1, 6)));
      }
      const hour = (b.time - FIRST_DAY_MS - day * DAY_MS) / 3_600_000;
      if (!lunch && hour >= 11.5) {
        lunch = true;
        b.stop(HOUR_MIN, false);
      } else if (random.next() < 0.6) b.stop(Math.ceil(between(random, 1, 4)), true);
      else b.stop(Math.ceil(between(random, 10, 40)), random.next() < 0.5);
    }
    b.stop(2, false);
  }
  return { fixes: b.fixes, driver };
}
