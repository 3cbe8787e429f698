import { describe, expect, it } from 'vitest';
import {
  displayDate,
  displayWireTime,
  formatEpochMs,
  formatTime,
  isCalendarDate,
  parseTime,
} from './time.js';

describe('wire time', () => {
  it('formats an instant in the company zone (UTC+7)', () => {
    expect(formatTime(new Date('2026-03-01T17:30:05Z'))).toBe('2026-03-02 00:30:05');
  });

  it('parses company-zone wire time and ISO 8601 with an offset to the same instant', () => {
    const wire = parseTime('2026-03-02 00:30:05');
    expect(wire?.toISOString()).toBe('2026-03-01T17:30:05.000Z');
    expect(parseTime('2026-03-02T00:30:05+07:00')?.getTime()).toBe(wire?.getTime());
    expect(parseTime('2026-03-01T17:30:05Z')?.getTime()).toBe(wire?.getTime());
  });

  it('round-trips in another zone, across a DST change', () => {
    const text = '2026-03-29 03:30:00';
    const parsed = parseTime(text, 'Europe/Berlin');
    expect(parsed && formatTime(parsed, 'Europe/Berlin')).toBe(text);
  });

  it('formats like Intl in every zone, at every second of a day and across years', () => {
    // Swedish dates read like wire time: an independent reference from Intl itself.
    const intl = (ms: number, timeZone: string) =>
      new Date(ms).toLocaleString('sv-SE', { timeZone, hourCycle: 'h23' });
    const zones = [
      'Asia/Ho_Chi_Minh',
      'UTC',
      'Europe/Berlin',
      'America/St_Johns',
      'Asia/Kathmandu',
    ];
    const instants = [Date.UTC(2026, 9, 10, 16, 59, 59, 999), Date.UTC(1999, 11, 31, 23, 59, 59)];
    for (let ms = Date.UTC(2026, 2, 28, 22); ms < Date.UTC(2026, 2, 29, 22); ms += 997_003)
      instants.push(ms);
    for (let year = 1970; year <= 2100; year += 7)
      instants.push(Date.UTC(year, 5, 15, 12, 34, 56, 789));
    for (const timeZone of zones)
      for (const ms of instants) {
        expect(formatEpochMs(ms, timeZone)).toBe(intl(ms, timeZone));
        expect(formatTime(new Date(ms), timeZone)).toBe(intl(ms, timeZone));
      }
  });

  it('refuses nonsense', () => {
    expect(parseTime('2026-02-30 10:00:00')).toBeNull();
    expect(parseTime('yesterday')).toBeNull();
    expect(parseTime('2026-01-01 25:00:00')).toBeNull();
  });

  it('checks calendar dates', () => {
    expect(isCalendarDate('2022-01-01')).toBe(true);
    expect(isCalendarDate('2022-02-29')).toBe(false);
    expect(isCalendarDate('01/01/2022')).toBe(false);
  });
});

describe('times as people read them', () => {
  it('says calendar dates and wire times as DD/MM/YYYY [HH:mm:ss], nothing for other text', () => {
    expect(displayDate('2026-12-04')).toBe('04/12/2026');
    expect(displayDate('2026-12-04 09:15:00')).toBe('04/12/2026');
    expect(displayDate('2026-02-30')).toBe('');
    expect(displayDate(null)).toBe('');
    expect(displayWireTime('2026-11-21 09:15:00')).toBe('21/11/2026 09:15:00');
    expect(displayWireTime('2026-11-21')).toBe('');
  });
});
