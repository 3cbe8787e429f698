import { describe, expect, it } from 'vitest';
import { lostSignalEpisodes, type SignalGap } from './lost-signal-episodes.js';

const T0 = Date.parse('2025-11-20T01:00:00Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000);
const gap = (plate: string, fromMin: number, toMin: number): SignalGap => ({
  plate,
  username: 'an',
  start_time: at(fromMin),
  end_time: at(toMin),
  lat: 10.8,
  lon: 106.7 + fromMin / 1000,
});
const rules = { minSeconds: 15 * 60, rejoinSeconds: 60 };

describe('lost-signal episodes', () => {
  it('drops gaps up to the offline threshold, a minute-long one included', () => {
    const episodes = lostSignalEpisodes(
      [gap('A', 0, 1.05), gap('A', 10, 25), gap('A', 30, 45.5)],
      rules,
    );
    // 15 min exactly is not longer than the threshold; 15.5 min is.
    expect(episodes.map((e) => [e.start_time, e.silent_s])).toEqual([[at(30), 15.5 * 60]]);
  });

  it('merges long gaps the signal came back between for at most a minute', () => {
    const episodes = lostSignalEpisodes(
      [
        gap('A', 0, 20), // one fix at 20 min, then lost again
        gap('A', 20, 40),
        gap('A', 41, 61), // heard for one minute: still the same episode
        gap('A', 63, 80), // heard for two minutes: a new one
      ],
      rules,
    );
    expect(
      episodes.map((e) => ({ from: e.start_time, to: e.end_time, s: e.silent_s, n: e.gaps })),
    ).toEqual([
      { from: at(0), to: at(61), s: 60 * 60, n: 3 },
      { from: at(63), to: at(80), s: 17 * 60, n: 1 },
    ]);
    // Where the signal was first lost.
    expect(episodes[0]).toMatchObject({ lat: 10.8, lon: 106.7, username: 'an' });
  });

  it('never merges two trucks, whatever order the gaps come in', () => {
    const episodes = lostSignalEpisodes(
      [gap('B', 20, 40), gap('A', 0, 20), gap('B', 0, 20)],
      rules,
    );
    expect(episodes.map((e) => [e.plate, e.gaps, e.silent_s])).toEqual([
      ['A', 1, 1200],
      ['B', 2, 2400],
    ]);
  });

  it('follows the threshold it is given', () => {
    const gaps = [gap('A', 0, 6), gap('A', 6, 12)];
    expect(lostSignalEpisodes(gaps, rules)).toEqual([]);
    expect(lostSignalEpisodes(gaps, { ...rules, minSeconds: 5 * 60 })).toHaveLength(1);
  });
});
