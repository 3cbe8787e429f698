import { zoneOffsetMinutes } from '@fleet/contracts';
import type { Calendar } from './motion-types.js';

const DAY_MS = 86_400_000;

/** Company days from the zone offset at each instant (Asia/Ho_Chi_Minh has no DST). */
export function companyCalendar(timeZone: string): Calendar {
  const offsetAt = (ms: number) => zoneOffsetMinutes(new Date(ms), timeZone) * 60_000;
  return {
    timeZone,
    dayOf(ms) {
      return new Date(ms + offsetAt(ms)).toISOString().slice(0, 10);
    },
    dayStart(ms) {
      const offset = offsetAt(ms);
      const wall = ms + offset;
      return wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS) - offset;
    },
  };
}
