import { zoneOffsetMinutes, type TRetentionField } from '@fleet/contracts';
import type { Calendar } from '../motion/motion-types.js';

const DAY_MS = 86_400_000;

/** The instants before which each kind of data is past its retention. */
export interface RetentionCutoffs {
  /** Positions older than this are past the journey retention. */
  journey: Date;
  /**
   * The first instant of the UTC month holding `journey`: every month of positions (and
   * every row derived from them) that ends at or before it is wholly past the retention.
   */
  journeyMonths: Date;
  /**
   * The first company midnight at or after `journeyMonths`: positions are kept whole from
   * here, so the motion engine may replay from here on and its checkpoints before go.
   */
  journeyKeptFrom: Date;
  cameraMedia: Date;
  deliveryPhotos: Date;
  violations: Date;
}

/**
 * `months` calendar months before `now`, on the company's wall clock (a day missing in the
 * shorter month is its last day, which only keeps more).
 */
export function monthsBefore(now: Date, months: number, timeZone: string): Date {
  const offset = zoneOffsetMinutes(now, timeZone) * 60_000;
  const wall = new Date(now.getTime() + offset);
  const year = wall.getUTCFullYear();
  const month = wall.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const back = Date.UTC(
    year,
    month,
    Math.min(wall.getUTCDate(), lastDay),
    wall.getUTCHours(),
    wall.getUTCMinutes(),
    wall.getUTCSeconds(),
    wall.getUTCMilliseconds(),
  );
  return new Date(back - zoneOffsetMinutes(new Date(back - offset), timeZone) * 60_000);
}

/** Cutoffs of retention months already held to their floors (`retentionOf`). */
export function retentionCutoffs(
  months: Record<TRetentionField, number>,
  now: Date,
  calendar: Calendar,
): RetentionCutoffs {
  const before = (field: TRetentionField) => monthsBefore(now, months[field], calendar.timeZone);
  const journey = before('journey_retention_months');
  const journeyMonths = new Date(Date.UTC(journey.getUTCFullYear(), journey.getUTCMonth(), 1));
  // The midnight of the day holding the month's first instant, or the next one.
  const keptFrom = calendar.dayStart(journeyMonths.getTime() + DAY_MS - 1);
  return {
    journey,
    journeyMonths,
    journeyKeptFrom: new Date(keptFrom),
    cameraMedia: before('camera_media_retention_months'),
    deliveryPhotos: before('delivery_photo_retention_months'),
    // Never while the positions they come from are kept (journey set longer than violations).
    violations: new Date(
      Math.min(before('violation_retention_months').getTime(), journeyMonths.getTime()),
    ),
  };
}
