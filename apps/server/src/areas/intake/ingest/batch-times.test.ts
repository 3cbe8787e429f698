import { describe, expect, it } from 'vitest';
import { timeFormat } from '../../../time-format.js';
import { batchTimes } from './batch-times.js';

const pad = (n: number) => String(n).padStart(2, '0');

/** Every `stepS` seconds of a wall-clock day, as wire text. */
function wallTimes(day: string, stepS: number): string[] {
  const texts: string[] = [];
  for (let s = 0; s < 86_400; s += stepS) {
    texts.push(
      `${day} ${pad(Math.floor(s / 3600))}:${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)}`,
    );
  }
  return texts;
}

describe('batchTimes', () => {
  // Days with zone transitions (and the company zone), read second by second in steps.
  const cases: [string, string][] = [
    ['Asia/Ho_Chi_Minh', '2025-11-20'],
    ['Europe/Berlin', '2025-03-30'],
    ['Europe/Berlin', '2025-10-26'],
    ['America/St_Johns', '2025-11-02'],
    ['Australia/Lord_Howe', '2025-04-06'],
    ['Asia/Kathmandu', '2025-06-01'],
  ];

  for (const [zone, day] of cases) {
    it(`reads every wall time of ${day} in ${zone} as time.fromWire does`, () => {
      const time = timeFormat(zone);
      const read = batchTimes(time);
      for (const text of wallTimes(day, 7)) {
        expect(read(text)?.getTime(), text).toBe(time.fromWire(text)?.getTime());
      }
    });
  }

  it('passes other forms through and refuses what fromWire refuses', () => {
    const time = timeFormat('Asia/Ho_Chi_Minh');
    const read = batchTimes(time);
    for (const text of [
      '2025-11-20T08:01:30',
      ' 2025-11-20 08:01:30 ',
      '2025-11-20T01:01:30Z',
      '2025-11-20T08:01:30+07:00',
      '2025-11-20 08:01',
      '2025-11-20 08:01:60',
      '2025-02-30 08:01:30',
      '2025-11-20 24:00:00',
      'yesterday',
      '',
    ]) {
      expect(read(text)?.getTime() ?? null, text).toBe(
        time.fromWire(text.trim())?.getTime() ?? null,
      );
    }
    expect(read('2025-11-20 08:01:30')?.toISOString()).toBe('2025-11-20T01:01:30.000Z');
  });
});
