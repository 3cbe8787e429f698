import { describe, expect, it } from 'vitest';
import { DOMAIN_SETTINGS_DEFAULTS } from '@fleet/contracts';
import { streamBuilder } from '../../../../test/motion/stream-builder.js';
import { companyCalendar } from './company-calendar.js';
import { continuedSession, latestBefore } from './driver-session-rule.js';
import { runMachine } from './motion-machine.js';
import { emptyOutput, emptyState } from './motion-state.js';

const MIN = 60_000;
const BREAK = 15 * MIN;
const earlier = { chainStart: 0, end: 150 * MIN, continuousMs: 150 * MIN };

describe('the driver session rule', () => {
  it('a pause shorter than the break continues the session, the full break ends it', () => {
    expect(continuedSession(earlier, 155 * MIN, BREAK)).toEqual({
      chainStart: 0,
      carriedMs: 150 * MIN,
    });
    expect(continuedSession(earlier, 165 * MIN - 1, BREAK)).not.toBeNull();
    expect(continuedSession(earlier, 165 * MIN, BREAK)).toBeNull();
    expect(continuedSession(null, 155 * MIN, BREAK)).toBeNull();
    // A session elsewhere that had not ended yet is not one to continue.
    expect(continuedSession(earlier, 140 * MIN, BREAK)).toBeNull();
  });

  it('the latest session that ended by then is the one continued', () => {
    const later = { chainStart: 200 * MIN, end: 260 * MIN, continuousMs: 60 * MIN };
    expect(latestBefore([later, earlier], 250 * MIN)).toBe(earlier);
    expect(latestBefore([earlier, later], 265 * MIN)).toBe(later);
    expect(latestBefore([later], 100 * MIN)).toBeNull();
  });

  it('the machine counts the carried driving toward the 4 h limit and the daily limit', () => {
    const calendar = companyCalendar('Asia/Ho_Chi_Minh');
    const start = Date.parse('2025-11-20T03:35:30Z');
    const onA = {
      chainStart: start - 155.5 * MIN,
      end: start - 5 * MIN,
      continuousMs: 150.5 * MIN,
    };
    const output = emptyOutput();
    const fixes = streamBuilder(new Date(start)).drive(120).stop(20).fixes;
    runMachine(
      emptyState(),
      fixes,
      DOMAIN_SETTINGS_DEFAULTS,
      {
        calendar,
        limitAt: () => 80,
        assignedAt: () => 'an',
        earlierSession: (driver) => (driver === 'an' ? onA : null),
        drivenElsewhereMs: () => 9 * 60 * MIN,
      },
      output,
    );
    const [session] = [...output.sessions.values()];
    expect(session).toMatchObject({
      chainStart: onA.chainStart,
      drivingMs: 120.5 * MIN,
      continuousMs: 271 * MIN,
    });
    // 9 h elsewhere + 1 h here passes 10 h before the driver's 3 h 55 (150.5 min + 84.5 here).
    expect(output.alerts.map((a) => [a.kind, (a.at - start) / MIN])).toEqual([
      ['daily_driving', 60.5],
      ['continuous_warning', 84.5],
      ['continuous_driving', 90],
    ]);
    const [day] = [...output.days.values()];
    expect(day).toMatchObject({ maxContinuousMs: 271 * MIN, sessionsOverLimit: 1 });
  });
});
