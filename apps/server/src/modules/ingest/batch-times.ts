import type { TimeFormat } from '../../time-format.js';

/** `YYYY-MM-DD HH:mm:ss` (or with `T`): the wire time that needs the company zone. */
const WALL_SECONDS = /^(\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}):([0-5]\d)$/;
const MAX_MINUTES = 10_000;

/**
 * Reads the wire times of a batch. Resolving a wall-clock time in the company zone costs an
 * Intl call per time; a gateway's fixes come many per minute, and zone offsets only change
 * on whole minutes, so each wall-clock minute is resolved once and its seconds added.
 * Other forms (ISO 8601 with an offset) go to `time.fromWire` as they are.
 */
export function batchTimes(time: TimeFormat) {
  const minutes = new Map<string, number | null>();
  return (text: string): Date | null => {
    const trimmed = text.trim();
    const wall = WALL_SECONDS.exec(trimmed);
    if (!wall) return time.fromWire(trimmed);
    const minute = wall[1]!;
    let start = minutes.get(minute);
    if (start === undefined) {
      start = time.fromWire(`${minute}:00`)?.getTime() ?? null;
      if (minutes.size >= MAX_MINUTES) minutes.clear();
      minutes.set(minute, start);
    }
    return start === null ? null : new Date(start + Number(wall[2]) * 1000);
  };
}
