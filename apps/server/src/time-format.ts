import { formatTime, parseTime } from '@fleet/contracts';

/** Wire time in the company zone (architecture.md §4), bound to the configured zone. */
export interface TimeFormat {
  toWire(date: Date): string;
  fromWire(text: string): Date | null;
}

export function timeFormat(timeZone: string): TimeFormat {
  return {
    toWire: (date) => formatTime(date, timeZone),
    fromWire: (text) => parseTime(text, timeZone),
  };
}
