import { expect } from 'vitest';
import { importPlan, VI_HEADER, workbookOf } from '../excel/excel-helpers.js';
import type { TestConsole } from '../test-console.js';

const ZONE_MS = 7 * 3_600_000;
/** `YYYY-MM-DD HH:mm` in the company zone, `hoursFromNow` from now. */
const wall = (hoursFromNow: number) =>
  new Date(Date.now() + hoursFromNow * 3_600_000 + ZONE_MS)
    .toISOString()
    .slice(0, 16)
    .replace('T', ' ');
/** Today's noon in the company zone, as hours from now: a plan time sure to be today. */
const noonToday = () => {
  const local = new Date(Date.now() + ZONE_MS);
  const noon = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), 5);
  return (noon - Date.now()) / 3_600_000;
};

/** Imports a plan of one trip around today's noon per plate, orders `<order>-<i>`. */
export async function planFor(fleet: TestConsole, plates: string[], order: string) {
  const noon = noonToday();
  const answer = await importPlan(
    fleet,
    await workbookOf([
      VI_HEADER,
      ...plates.map((plate, i) => [
        plate,
        'Lái xe',
        wall(noon - 1),
        wall(noon + 1),
        '10.8, 106.7',
        '10.85, 106.75',
        20,
        `${order}-${i}`,
        'Công ty A',
        '',
      ]),
    ]),
  );
  expect(answer.statusCode).toBe(201);
  return answer.json().data.file.file_id as string;
}
