export type TDayPart = 'morning' | 'afternoon' | 'evening';

/** Morning until 11:59, afternoon until 17:59, evening otherwise (and before 04:00). */
export function dayPart(hour: number): TDayPart {
  if (hour >= 4 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  return 'evening';
}
