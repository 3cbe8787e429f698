/** Weekly driving (domain-vietnam.md): Monday to Sunday company days. Pure, so it is tested alone. */

const DAY_MS = 86_400_000;

/** Monday (`YYYY-MM-DD`) of the week holding a calendar day. */
export function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() + days * DAY_MS)
    .toISOString()
    .slice(0, 10);
}

export interface DriverDay {
  username: string;
  day: string;
  driving_s: number;
}

/** Driving per driver and week, for the weeks the days fall in, largest first. */
export function weeklyDriving(
  days: readonly DriverDay[],
): { username: string; monday: string; driving_s: number }[] {
  const weeks = new Map<string, { username: string; monday: string; driving_s: number }>();
  for (const row of days) {
    const monday = mondayOf(row.day);
    const key = `${row.username.toLowerCase()}|${monday}`;
    const week = weeks.get(key) ?? { username: row.username, monday, driving_s: 0 };
    week.driving_s += row.driving_s;
    weeks.set(key, week);
  }
  return [...weeks.values()].sort((a, b) => b.driving_s - a.driving_s);
}
