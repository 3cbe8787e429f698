import { deviceAlarmOf, displayPlate, type TDeviceAlarm } from '@fleet/contracts';
import type { SystemWarning } from '../../alerts/index.js';
import type { AlarmEpisodeRepository, EpisodeState } from './alarm-episode-repository.js';
import type { DeviceFix } from './device-report.js';
import { ttlCache, type Answer } from '../../platform/index.js';

/**
 * How long a truck's episodes are trusted in memory: another instance's episodes (a phone's
 * requests balanced over several) show within it.
 */
const TTL_MS = 30_000;

/** A fix with the driver logged in for it, in the order the device sent them. */
export interface JudgedFix {
  fix: DeviceFix;
  driverUsername: string | null;
}

/** An alarm episode that starts with a fix: one warning. */
export interface AlarmStart {
  alarm: TDeviceAlarm;
  /** The device's word for it (for `general`: a word the console does not know). */
  word: string;
  /** Epoch ms of the episode's first fix: part of the warning's identity. */
  startMs: number;
  at: JudgedFix;
}

/** What judging a message's fixes did to its truck's episodes. */
export interface Judgement {
  truckId: number;
  /** The truck's episodes as judged (the object kept in memory). */
  state: EpisodeState;
  started: AlarmStart[];
  /** The episodes changed (one started or ended): to be saved. */
  changed: boolean;
}

/** A fix without alarms (most fixes): no map made per fix. */
const NO_ALARM: ReadonlyMap<TDeviceAlarm, string> = new Map();

/**
 * The alarms a fix reports: its `alarm` words (Traccar's form: joined by commas), each as
 * one of the console's alarms, once, with the first word that named it.
 */
export function alarmsOf(fix: DeviceFix): ReadonlyMap<TDeviceAlarm, string> {
  const words = fix.attributes.alarm;
  if (typeof words !== 'string' || words.trim() === '') return NO_ALARM;
  const alarms = new Map<TDeviceAlarm, string>();
  for (const raw of words.split(',')) {
    const word = raw.trim();
    if (word === '') continue;
    const alarm = deviceAlarmOf(word);
    if (!alarms.has(alarm)) alarms.set(alarm, word.slice(0, 64));
  }
  return alarms;
}

/**
 * Follows the alarms of a truck's fixes in the order they were sent: an alarm that appears
 * starts an episode, a fix without it ends it; a fix older than the newest judged (a
 * backfill) changes nothing.
 */
export function judgeAlarms(state: EpisodeState, fixes: readonly JudgedFix[]) {
  const started: AlarmStart[] = [];
  let changed = false;
  for (const at of fixes) {
    const ms = at.fix.time.getTime();
    if (ms <= state.judgedMs) continue;
    state.judgedMs = ms;
    const active = alarmsOf(at.fix);
    for (const alarm in state.alarms) {
      if (active.has(alarm as TDeviceAlarm)) continue;
      delete state.alarms[alarm];
      changed = true;
    }
    for (const [alarm, word] of active) {
      if (alarm in state.alarms) continue;
      state.alarms[alarm] = ms;
      changed = true;
      started.push({ alarm, word, startMs: ms, at });
    }
  }
  return { started, changed };
}

interface Deps {
  repository: AlarmEpisodeRepository;
  warnings: { raiseSystem(warning: SystemWarning): Promise<unknown> };
  plateOf: (truckId: number) => Promise<string | null>;
}

/**
 * The intake's alarm step, for every protocol: each alarm episode becomes one `device_alarm`
 * warning, whose identity (truck, alarm, first fix's time) keeps a message sent again from
 * raising it twice. Episodes are kept per truck in `device_alarm_episodes`, so that a
 * reconnection or a restart mid-episode raises nothing new.
 */
export function alarmEpisodes({ repository, warnings, plateOf }: Deps) {
  const states = ttlCache<EpisodeState>(
    async (keys) => {
      const loaded = await repository.load(keys.map(Number));
      return new Map([...loaded].map(([id, state]) => [String(id), state]));
    },
    // Never answered: the load answers every key.
    { alarms: {}, judgedMs: 0 },
    TTL_MS,
  );

  const judged = (truckId: number, state: EpisodeState, fixes: readonly JudgedFix[]) => ({
    truckId,
    state,
    ...judgeAlarms(state, fixes),
  });

  /** Undoes the starts of a message that was not stored, so that sending it again starts them. */
  function undo(state: EpisodeState, started: AlarmStart[]): void {
    for (const { alarm, startMs } of started) {
      if (state.alarms[alarm] === startMs) delete state.alarms[alarm];
      state.judgedMs = Math.min(state.judgedMs, startMs - 1);
    }
  }

  async function raise(truckId: number, started: AlarmStart[]): Promise<void> {
    const stored = await plateOf(truckId);
    const plate = stored ? displayPlate(stored) : '?';
    for (const { alarm, word, startMs, at } of started)
      await warnings.raiseSystem({
        truckId,
        username: at.driverUsername,
        atWheel: true,
        type: 'device_alarm',
        content: `${plate}: báo động ${alarm}`,
        // The same warning for the same alarm whatever the protocol; an unknown word is kept.
        params:
          alarm === 'general' && word !== 'general' ? { plate, alarm, word } : { plate, alarm },
        lat: at.fix.lat,
        lon: at.fix.lon,
        time: new Date(startMs),
        dedupeKey: `device_alarm:${truckId}:${alarm}:${startMs}`,
      });
  }

  return {
    /** Judges a message's fixes, in order, before they are written (answered at once when cached). */
    judge(truckId: number, fixes: readonly JudgedFix[]): Answer<Judgement> {
      const state = states.get(String(truckId));
      return state instanceof Promise
        ? state.then((loaded) => judged(truckId, loaded, fixes))
        : judged(truckId, state, fixes);
    },
    /**
     * After the write: the episodes started are raised and the episodes saved. A message
     * whose write or warnings failed has its starts undone, so that sending it again
     * raises them.
     */
    async settle({ truckId, state, started, changed }: Judgement, written: boolean) {
      if (!changed) return;
      if (!written) return undo(state, started);
      try {
        if (started.length > 0) await raise(truckId, started);
        await repository.save(truckId, state);
      } catch (error) {
        undo(state, started);
        throw error;
      }
    },
  };
}

export type AlarmEpisodes = ReturnType<typeof alarmEpisodes>;
