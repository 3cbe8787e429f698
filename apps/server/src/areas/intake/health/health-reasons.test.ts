import { describe, expect, it } from 'vitest';
import { healthReasons } from './health-reasons.js';

function logged() {
  const lines: string[] = [];
  const log = { error: (_fields: unknown, message: string) => lines.push(message) } as never;
  return { lines, log };
}

describe('health reasons', () => {
  it('gathers the problems of every source in registration order', async () => {
    const health = healthReasons(logged().log);
    health.add('quiet', () => []);
    health.add('ports', async () => [
      { reason: 'device_port_saturated', subject: 'jt808', message: 'full' },
      { reason: 'device_port_saturated', subject: 'jt1078', message: 'full' },
    ]);
    health.add('database', () => [
      { reason: 'database_unreachable', subject: 'database', message: 'away' },
    ]);
    expect((await health.current()).map((p) => `${p.reason} ${p.subject}`)).toEqual([
      'device_port_saturated jt808',
      'device_port_saturated jt1078',
      'database_unreachable database',
    ]);
  });

  it('answers for a source that hangs or throws instead of hanging or failing itself', async () => {
    const { lines, log } = logged();
    const health = healthReasons(log, 50);
    health.add('stuck', () => new Promise(() => {}));
    health.add('broken', () => {
      throw new Error('a bug');
    });
    expect(await health.current()).toEqual([
      {
        reason: 'check_not_answering',
        subject: 'stuck',
        message: 'The stuck check did not answer within 0.05 s',
      },
      { reason: 'check_not_answering', subject: 'broken', message: 'The broken check failed' },
    ]);
    expect(lines).toEqual(['health check failed']);
  });

  it('refuses a name registered twice', () => {
    const health = healthReasons(logged().log);
    health.add('database', () => []);
    expect(() => health.add('database', () => [])).toThrow(/registered twice/);
  });
});
