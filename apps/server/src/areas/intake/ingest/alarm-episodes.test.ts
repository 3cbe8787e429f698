import { describe, expect, it } from 'vitest';
import type { SystemWarning } from '../../alerts/index.js';
import type { EpisodeState } from './alarm-episode-repository.js';
import { alarmEpisodes, judgeAlarms, type JudgedFix } from './alarm-episodes.js';

const fixAt = (second: number, alarm?: string): JudgedFix => ({
  fix: {
    time: new Date(Date.UTC(2026, 2, 1, 3, 0, second)),
    lat: 10.8,
    lon: 106.7,
    speedKmh: 0,
    course: null,
    altitude: null,
    accuracy: null,
    ignition: null,
    odometerKm: null,
    battery: null,
    attributes: alarm === undefined ? {} : { alarm },
  },
  driverUsername: null,
});

describe('alarm episodes', () => {
  it('starts an episode when an alarm appears and ends it on a fix without it', () => {
    const state: EpisodeState = { alarms: {}, judgedMs: 0 };
    const first = judgeAlarms(state, [fixAt(1, 'sos'), fixAt(2, 'SOS,powerCut'), fixAt(3)]);
    expect(first.started.map((s) => [s.alarm, s.at.fix.time.getUTCSeconds()])).toEqual([
      ['sos', 1],
      ['powerCut', 2],
    ]);
    expect(state.alarms).toEqual({});
    const again = judgeAlarms(state, [fixAt(4, 'sos')]);
    expect(again.started.map((s) => s.alarm)).toEqual(['sos']);
  });

  it('a backfilled fix (older than the newest judged) changes nothing', () => {
    const state: EpisodeState = { alarms: {}, judgedMs: 0 };
    judgeAlarms(state, [fixAt(10)]);
    const late = judgeAlarms(state, [fixAt(5, 'sos')]);
    expect(late).toEqual({ started: [], changed: false });
  });

  it('an unknown word is `general`, and the word is kept', () => {
    const state: EpisodeState = { alarms: {}, judgedMs: 0 };
    const { started } = judgeAlarms(state, [fixAt(1, ' made-up ,,')]);
    expect(started.map((s) => [s.alarm, s.word])).toEqual([['general', 'made-up']]);
  });

  it('a message whose write failed raises its episode when it is sent again', async () => {
    const raised: SystemWarning[] = [];
    const saved: EpisodeState[] = [];
    const episodes = alarmEpisodes({
      repository: {
        load: async (ids) => new Map(ids.map((id) => [id, { alarms: {}, judgedMs: 0 }])),
        save: async (_id, state) => void saved.push(structuredClone(state)),
      },
      warnings: { raiseSystem: async (warning) => void raised.push(warning) },
      plateOf: async () => '51C12345',
    });
    const failed = await episodes.judge(7, [fixAt(1, 'sos')]);
    await episodes.settle(failed, false);
    expect(raised).toEqual([]);
    const resent = await episodes.judge(7, [fixAt(1, 'sos')]);
    await episodes.settle(resent, true);
    expect(raised.map((w) => [w.dedupeKey, w.params])).toEqual([
      [`device_alarm:7:sos:${fixAt(1).fix.time.getTime()}`, { plate: '51C-123.45', alarm: 'sos' }],
    ]);
    expect(saved.at(-1)!.alarms).toEqual({ sos: fixAt(1).fix.time.getTime() });
  });
});
