import { describe, expect, it } from 'vitest';
import { RETENTION_DEFAULTS_MONTHS, RETENTION_FLOORS_MONTHS } from '@fleet/contracts';
import { companyCalendar } from '../motion/company-calendar.js';
import { monthsBefore, retentionCutoffs } from './retention-cutoffs.js';
import { purgeCron } from './retention-job.js';

const ZONE = 'Asia/Ho_Chi_Minh';
const iso = (date: Date) => date.toISOString();

describe('retention cutoffs', () => {
  it('go back whole months on the company clock', () => {
    // 2026-11-15 12:00 in Hồ Chí Minh City.
    const now = new Date('2026-11-15T05:00:00Z');
    expect(iso(monthsBefore(now, 12, ZONE))).toBe('2025-11-15T05:00:00.000Z');
    expect(iso(monthsBefore(now, 3, ZONE))).toBe('2026-08-15T05:00:00.000Z');
    expect(iso(monthsBefore(now, 36, ZONE))).toBe('2023-11-15T05:00:00.000Z');
    // 31 March minus one month is the last day of February: it only keeps more.
    expect(iso(monthsBefore(new Date('2026-03-31T03:00:00Z'), 1, ZONE))).toBe(
      '2026-02-28T03:00:00.000Z',
    );
    // Just after midnight of the 1st in the company zone is still the previous UTC day.
    expect(iso(monthsBefore(new Date('2026-02-28T17:30:00Z'), 1, ZONE))).toBe(
      '2026-01-31T17:30:00.000Z',
    );
  });

  it('drop only months that ended before the journey cutoff, replays from the next midnight', () => {
    const now = new Date('2026-11-15T05:00:00Z');
    const cutoffs = retentionCutoffs(RETENTION_DEFAULTS_MONTHS, now, companyCalendar(ZONE));
    expect(iso(cutoffs.journey)).toBe('2025-11-15T05:00:00.000Z');
    expect(iso(cutoffs.journeyMonths)).toBe('2025-11-01T00:00:00.000Z');
    // 2025-11-02 00:00 company time: the first company day wholly inside kept months.
    expect(iso(cutoffs.journeyKeptFrom)).toBe('2025-11-01T17:00:00.000Z');
    expect(iso(cutoffs.cameraMedia)).toBe('2026-08-15T05:00:00.000Z');
    expect(iso(cutoffs.deliveryPhotos)).toBe('2024-11-15T05:00:00.000Z');
    expect(iso(cutoffs.violations)).toBe('2023-11-15T05:00:00.000Z');
  });

  it('keep violation records as long as the journey data they come from', () => {
    const now = new Date('2026-11-15T05:00:00Z');
    const months = { ...RETENTION_DEFAULTS_MONTHS, journey_retention_months: 48 };
    const cutoffs = retentionCutoffs(months, now, companyCalendar(ZONE));
    expect(iso(cutoffs.journeyMonths)).toBe('2022-11-01T00:00:00.000Z');
    expect(iso(cutoffs.violations)).toBe('2022-11-01T00:00:00.000Z');
  });

  it('at the floors, nothing younger than the law asks is ever past a cutoff', () => {
    const now = new Date('2026-05-31T16:59:59Z');
    const cutoffs = retentionCutoffs(RETENTION_FLOORS_MONTHS, now, companyCalendar(ZONE));
    const days = (date: Date) => (now.getTime() - date.getTime()) / 86_400_000;
    expect(days(cutoffs.journeyMonths)).toBeGreaterThanOrEqual(365);
    expect(days(cutoffs.journeyKeptFrom)).toBeGreaterThanOrEqual(365);
    expect(days(cutoffs.cameraMedia)).toBeGreaterThanOrEqual(89);
    expect(days(cutoffs.violations)).toBeGreaterThanOrEqual(3 * 365);
  });

  it('schedules the purge daily at the configured company time, or not at all', () => {
    expect(purgeCron('03:30')).toBe('30 3 * * *');
    expect(purgeCron('00:05')).toBe('5 0 * * *');
    expect(purgeCron('off')).toBeNull();
  });
});
