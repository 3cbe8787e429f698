import { displayPlate } from '@fleet/contracts';
import type { SystemWarning } from '../warnings/warning-service.js';
import { alarmsOf } from './alarm-bits.js';
import type { AlarmState, LocatedFix } from './jt808-context.js';

/** An alarm episode that starts with a location: one warning. */
export interface AlarmStart {
  alarm: string;
  /** Epoch ms of the episode's first location: part of the warning's identity. */
  startMs: number;
  fix: LocatedFix;
}

/**
 * Follows the alarm word of a terminal's locations, in the order they were sent: an alarm
 * bit that sets starts an episode, its clearing ends it; a location older than the newest
 * judged (a blind-area backfill) changes nothing. Answers the episodes started, and whether
 * the state changed (to be saved, so that a reconnection mid-episode raises nothing new).
 */
export function judgeAlarms(
  state: AlarmState,
  located: LocatedFix[],
): { started: AlarmStart[]; changed: boolean } {
  const started: AlarmStart[] = [];
  let changed = false;
  for (const fix of located) {
    const at = fix.location.time?.getTime() ?? 0;
    if (at <= state.alarmsJudgedAt) continue;
    state.alarmsJudgedAt = at;
    const active = alarmsOf(fix.location.alarm);
    for (const alarm of Object.keys(state.alarms)) {
      if (active.includes(alarm)) continue;
      delete state.alarms[alarm];
      changed = true;
    }
    for (const alarm of active) {
      if (alarm in state.alarms) continue;
      state.alarms[alarm] = at;
      changed = true;
      started.push({ alarm, startMs: at, fix });
    }
  }
  return { started, changed };
}

interface Deps {
  warnings: { raiseSystem(warning: SystemWarning): Promise<unknown> };
  plateOf: (truckId: number) => Promise<string | null>;
}

/** Each started episode becomes a `device_alarm` warning (mailed when that kind is chosen). */
export function alarmWarnings({ warnings, plateOf }: Deps) {
  return async function raise(truckId: number, started: AlarmStart[]): Promise<void> {
    if (started.length === 0) return;
    const stored = await plateOf(truckId);
    const plate = stored ? displayPlate(stored) : '?';
    for (const { alarm, startMs, fix } of started) {
      await warnings.raiseSystem({
        truckId,
        username: fix.driverUsername,
        type: 'device_alarm',
        content: `${plate}: báo động ${alarm}`,
        params: { plate, alarm },
        lat: fix.location.lat,
        lon: fix.location.lon,
        time: new Date(startMs),
        dedupeKey: `jt808:${truckId}:${alarm}:${startMs}`,
      });
    }
  };
}
