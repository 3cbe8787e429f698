import { describe, expect, it } from 'vitest';
import { hasAlarm, spanSeconds, timeAfter } from './device-recording';

const ZONE = 'Asia/Ho_Chi_Minh';

describe('device recordings', () => {
  it('measures a recording and finds the time of a seek within it', () => {
    expect(spanSeconds('2026-11-24 09:00:00', '2026-11-24 09:05:00', ZONE)).toBe(300);
    expect(spanSeconds('2026-11-24 09:05:00', '2026-11-24 09:00:00', ZONE)).toBe(0);
    expect(spanSeconds('not a time', '2026-11-24 09:00:00', ZONE)).toBe(0);
    expect(timeAfter('2026-11-24 09:00:00', 150, ZONE)).toBe('2026-11-24 09:02:30');
    expect(timeAfter('2026-11-24 23:59:30', 45.4, ZONE)).toBe('2026-11-25 00:00:15');
  });

  it('tells a recording made under an alarm', () => {
    expect(hasAlarm('0000000000000000')).toBe(false);
    expect(hasAlarm('0000000100000002')).toBe(true);
    expect(hasAlarm('8000000000000000')).toBe(true);
  });
});
