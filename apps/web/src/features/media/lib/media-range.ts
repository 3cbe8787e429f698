import { formatTime } from '@fleet/contracts';

/** A `datetime-local` value (`YYYY-MM-DDTHH:mm`) as a wire time, both in the company zone. */
export const inputToWire = (value: string): string | null =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value.replace('T', ' ')}:00` : null;

/** Today from 00:00 to 23:59 in the company zone. */
export function todayRange(timeZone: string, now = new Date()): { from: string; to: string } {
  const day = formatTime(now, timeZone).slice(0, 10);
  return { from: `${day}T00:00`, to: `${day}T23:59` };
}

/** Seconds as `m:ss` or `h:mm:ss`. */
export function clipDuration(seconds: number): string {
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
