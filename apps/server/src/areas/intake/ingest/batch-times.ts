import type { TimeFormat } from '../../../time-format.js';

/** The shape of a wall time: `d` a digit, `T` a space or the letter T, else that character. */
const WALL_SHAPE = 'dddd-dd-ddTdd:dd:dd';
const DIGIT = 'd'.charCodeAt(0);
const SEPARATOR = 'T'.charCodeAt(0);
const SPACE = ' '.charCodeAt(0);
const MAX_MINUTES = 10_000;

/**
 * The seconds of a `YYYY-MM-DD HH:mm:ss` (or with `T`) text, the wire time that needs the
 * company zone; -1 for any other form. Read character by character: a regular expression's
 * match array and captures per fix were a visible part of the batch endpoint's CPU.
 */
function wallSeconds(text: string): number {
  if (text.length !== WALL_SHAPE.length) return -1;
  for (let i = 0; i < WALL_SHAPE.length; i++) {
    const c = text.charCodeAt(i);
    const shape = WALL_SHAPE.charCodeAt(i);
    if (shape === DIGIT) {
      if (c < 48 || c > 57) return -1;
    } else if (shape === SEPARATOR) {
      if (c !== SPACE && c !== SEPARATOR) return -1;
    } else if (c !== shape) return -1;
  }
  const tens = text.charCodeAt(17) - 48;
  return tens > 5 ? -1 : tens * 10 + text.charCodeAt(18) - 48;
}

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
    const seconds = wallSeconds(trimmed);
    if (seconds < 0) return time.fromWire(trimmed);
    const minute = trimmed.slice(0, 16);
    let start = minutes.get(minute);
    if (start === undefined) {
      start = time.fromWire(`${minute}:00`)?.getTime() ?? null;
      if (minutes.size >= MAX_MINUTES) minutes.clear();
      minutes.set(minute, start);
    }
    return start === null ? null : new Date(start + seconds * 1000);
  };
}
