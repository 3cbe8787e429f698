import { describe, expect, it } from 'vitest';
import { addDays, paperStatus } from './paper-status.js';

describe('paperStatus', () => {
  it('stays valid without an expiry date or more than 30 days before it', () => {
    expect(paperStatus(null, '2026-01-10')).toEqual({ status: 'valid', days_left: null });
    expect(paperStatus('2026-02-10', '2026-01-10')).toEqual({ status: 'valid', days_left: 31 });
  });

  it('is expiring from 30 days before the expiry date through the date itself', () => {
    expect(paperStatus('2026-02-09', '2026-01-10')).toEqual({ status: 'expiring', days_left: 30 });
    expect(paperStatus('2026-01-10', '2026-01-10')).toEqual({ status: 'expiring', days_left: 0 });
  });

  it('is expired from the day after', () => {
    expect(paperStatus('2026-01-09', '2026-01-10')).toEqual({ status: 'expired', days_left: -1 });
  });

  it('adds days across months and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 30)).toBe('2027-01-30');
  });
});
