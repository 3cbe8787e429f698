import { afterAll, describe, expect, it } from 'vitest';
import {
  companyDay,
  companyHour,
  companyToday,
  displayDate,
  displayDay,
  displayText,
  displayTime,
  endOfMinute,
  formTime,
  fromPickerDate,
  fromPickerValue,
  INVALID_TIME,
  parseDisplayTime,
  shiftTime,
  toMinute,
  toPickerDate,
  toPickerValue,
} from './company-time';

// The browser's zone is not the company's: the process runs in New York while this file runs
// (each test file has a process of its own), and nothing below may lean on it.
const processZone = process.env.TZ;
process.env.TZ = 'America/New_York';
afterAll(() => {
  process.env.TZ = processZone;
});

const ZONE = 'Asia/Ho_Chi_Minh';
// 06:00 UTC is 13:00 in Hồ Chí Minh City and 01:00 in New York (EST) on 24 Nov 2026.
const NOON_AFTER = new Date('2026-11-24T06:00:00Z');

describe('company time module', () => {
  it('runs in a process zone other than the company one', () => {
    expect(NOON_AFTER.getHours()).toBe(1);
  });

  it('shows instants as DD/MM/YYYY HH:mm[:ss], 24 h, on the company clock', () => {
    expect(displayTime(NOON_AFTER, ZONE)).toBe('24/11/2026 13:00:00');
    expect(displayTime(NOON_AFTER, ZONE, { seconds: false })).toBe('24/11/2026 13:00');
    expect(displayTime('2026-11-24T06:00:00Z', ZONE)).toBe('24/11/2026 13:00:00');
    expect(displayTime(NOON_AFTER.getTime(), ZONE)).toBe('24/11/2026 13:00:00');
    expect(displayTime('2026-11-24 23:05:09', ZONE)).toBe('24/11/2026 23:05:09');
    expect(displayTime('2026-11-24 23:05:09', 'America/New_York')).toBe('24/11/2026 23:05:09');
    expect(displayDate('2026-02-03')).toBe('03/02/2026');
    expect(displayText('2026-02-03 04:05:06')).toBe('03/02/2026 04:05:06');
    expect(displayText('2026-02-03')).toBe('03/02/2026');
    expect(displayText('51D-123.45')).toBe('51D-123.45');
  });

  it('shows a day as DD/MM/YYYY, a calendar date as it is and an instant on the company clock', () => {
    expect(displayDay('2026-11-28')).toBe('28/11/2026');
    expect(displayDay('2026-11-28', 'America/New_York')).toBe('28/11/2026');
    // 23:30 UTC on 27 Nov is already 28 Nov in Hồ Chí Minh City, still 27 Nov in New York.
    expect(displayDay('2026-11-27T23:30:00Z', ZONE)).toBe('28/11/2026');
    expect(displayDay(new Date('2026-11-27T23:30:00Z'), ZONE)).toBe('28/11/2026');
    expect(displayDay('2026-11-28 06:15:00', ZONE)).toBe('28/11/2026');
    expect(displayDay('2026-02-30')).toBe('');
    expect(displayDay(null)).toBe('');
    expect(displayDay('không phải ngày')).toBe('');
  });

  it('reads typed DD/MM/YYYY HH:mm back to the same wire time (round trip)', () => {
    const wire = '2026-11-24 13:00:00';
    const shown = displayTime(wire, ZONE, { seconds: false });
    expect(shown).toBe('24/11/2026 13:00');
    expect(parseDisplayTime(shown, ZONE)).toBe(wire);
    expect(parseDisplayTime('24/11/2026 13:00:30', ZONE)).toBe('2026-11-24 13:00:30');
  });

  it('refuses text that is no date', () => {
    expect(parseDisplayTime('31/02/2026 10:00', ZONE)).toBeNull();
    expect(parseDisplayTime('24/11/2026 24:00', ZONE)).toBeNull();
    expect(parseDisplayTime('11/24/2026 1:00 PM', ZONE)).toBeNull();
    expect(parseDisplayTime('', ZONE)).toBeNull();
    expect(formTime(INVALID_TIME)).toBeNull();
    expect(formTime('2026-02-30 10:00:00')).toBeNull();
    expect(formTime('2026-11-24 13:00')).toBe('2026-11-24 13:00:00');
    expect(displayTime('yesterday', ZONE)).toBe('');
    expect(displayTime(null, ZONE)).toBe('');
    expect(displayDate('2026-13-01')).toBe('');
  });

  it('counts days, hours and minutes on the company clock', () => {
    const lateEvening = new Date('2026-11-24T18:30:00Z'); // 25/11 01:30 in the company zone
    expect(companyDay(lateEvening, ZONE)).toBe('2026-11-25');
    expect(companyHour(lateEvening, ZONE)).toBe(1);
    expect(companyToday(ZONE, lateEvening)).toEqual({
      from: '2026-11-25 00:00:00',
      to: '2026-11-25 23:59:00',
    });
    expect(toMinute(new Date('2026-11-24T06:00:42Z'), ZONE)).toBe('2026-11-24 13:00:00');
    expect(endOfMinute('2026-11-24 13:00:00')).toBe('2026-11-24 13:00:59');
    expect(shiftTime('2026-11-25 00:30:00', -3_600_000, ZONE)).toBe('2026-11-24 23:30:00');
  });

  it('hands the picker company-zone values and takes wire time back', () => {
    const picked = toPickerValue('2026-11-24 13:00:00', ZONE)!;
    expect(picked.valueOf()).toBe(NOON_AFTER.getTime());
    expect(picked.format('DD/MM/YYYY HH:mm')).toBe('24/11/2026 13:00');
    expect(fromPickerValue(picked, ZONE)).toBe('2026-11-24 13:00:00');
    expect(fromPickerValue(picked.add(90, 'minute'), ZONE)).toBe('2026-11-24 14:30:00');
    expect(fromPickerValue(null, ZONE)).toBe('');
    expect(fromPickerValue(picked.set('month', Number.NaN), ZONE)).toBe(INVALID_TIME);
    expect(toPickerValue(INVALID_TIME, ZONE)).toBeNull();
    const day = toPickerDate('2026-11-24', ZONE)!;
    expect(day.format('DD/MM/YYYY')).toBe('24/11/2026');
    expect(fromPickerDate(day, ZONE)).toBe('2026-11-24');
  });
});
