import {
  assignedAt,
  driverNow,
  emptySegmenter,
  wheelAfterFixes,
  type TAssignmentPeriod,
  type TMotionCalendar,
  type TMotionSettings,
  type TSegmenterState,
  type TWheelFix,
} from '@fleet/contracts';
import type { Queryable } from '../../../db/database.js';
import { motionRepository } from './motion-repository.js';

/** Fixes after the engine's cursor folded by a reader at most; the engine is seconds behind. */
const TAIL_MAX_FIXES = 20_000;

interface WheelRow {
  truck_id: number;
  truck_driver: string | null;
  held_login: string | null;
  until_ms: number | null;
  fix_ms: number | null;
}

/**
 * The driver at the wheel now of each truck, by the motion model's one rule (contracts
 * motion-driver.ts): the login the motion engine holds after its cursor, else the truck's
 * assignment now; fixes stored after the cursor (the engine not there yet) are folded on from
 * the engine's state by the same functions. Every reader of "the driver now" asks this: the
 * live status, list and socket, the truck card, the driver app's truck, driver messages.
 */
export async function wheelDrivers(
  db: Queryable,
  truckIds: number[] | null,
  settings: TMotionSettings,
  calendar: TMotionCalendar,
  now: Date = new Date(),
): Promise<Map<number, string | null>> {
  const rows = await db.query<WheelRow>(
    `select t.id as truck_id, t.driver_username as truck_driver, c.driver_login as held_login,
            extract(epoch from c.processed_until)::float8 * 1000 as until_ms,
            extract(epoch from s.fix_time)::float8 * 1000 as fix_ms
       from trucks t
       left join motion_cursors c on c.truck_id = t.id
       left join truck_states s on s.truck_id = t.id
      where t.deleted_at is null and ($1::int[] is null or t.id = any($1::int[]))`,
    [truckIds],
  );
  if (rows.length === 0) return new Map();
  const ids = rows.map((r) => r.truck_id);
  const periods = new Map<number, TAssignmentPeriod[]>();
  const assignments = await db.query<{
    truck_id: number;
    driver: string;
    from_ms: number;
    to_ms: number | null;
  }>(
    `select truck_id, driver_username as driver,
            extract(epoch from valid_from)::float8 * 1000 as from_ms,
            extract(epoch from valid_to)::float8 * 1000 as to_ms
       from truck_assignments
      where truck_id = any($1::int[]) and (valid_to is null or valid_to > $2)`,
    [ids, new Date(Math.min(now.getTime(), ...rows.map(tailStart))).toISOString()],
  );
  for (const a of assignments) {
    const list = periods.get(a.truck_id) ?? [];
    list.push({ driver: a.driver, from: a.from_ms, to: a.to_ms });
    periods.set(a.truck_id, list);
  }
  const behind = rows.filter((r) => r.fix_ms !== null && (r.until_ms ?? -1) < r.fix_ms);
  const tails = await tailsOf(db, behind);
  const answer = new Map<number, string | null>();
  for (const row of rows) {
    const mine = periods.get(row.truck_id) ?? [];
    const assigned = (time: number) => assignedAt(mine, row.truck_driver, time);
    const tail = tails.get(row.truck_id);
    const wheel = tail
      ? wheelAfterFixes(tail.engine, tail.fixes, assigned, settings, calendar)
      : { login: row.held_login };
    answer.set(row.truck_id, driverNow(wheel, assigned(now.getTime())));
  }
  return answer;
}

/** Where a truck's fixes after the engine's cursor begin; a truck it has not reached: its last day. */
const tailStart = (r: WheelRow) => r.until_ms ?? (r.fix_ms ?? Date.now()) - 86_400_000;

/** The engine's state and the fixes after its cursor of the trucks it has not reached yet. */
async function tailsOf(
  db: Queryable,
  behind: WheelRow[],
): Promise<
  Map<number, { engine: { seg: TSegmenterState; login: string | null }; fixes: TWheelFix[] }>
> {
  const tails = new Map<
    number,
    { engine: { seg: TSegmenterState; login: string | null }; fixes: TWheelFix[] }
  >();
  if (behind.length === 0) return tails;
  const ids = behind.map((r) => r.truck_id);
  const states = await db.query<{
    truck_id: number;
    seg: TSegmenterState;
    login: string | null;
  }>(
    `select truck_id, state->'seg' as seg, state->>'login' as login
       from motion_cursors where truck_id = any($1::int[])`,
    [ids],
  );
  const engines = new Map(states.map((s) => [s.truck_id, { seg: s.seg, login: s.login }]));
  // The engine's own read of fixes after a time (inclusive): 1 ms after its cursor.
  const fixes = await motionRepository(db).fixesFrom(
    behind.map((r) => ({ truckId: r.truck_id, from: tailStart(r) + 1 })),
    TAIL_MAX_FIXES,
  );
  for (const [truckId, truckFixes] of fixes) {
    tails.set(truckId, {
      engine: engines.get(truckId) ?? { seg: emptySegmenter(), login: null },
      fixes: truckFixes,
    });
  }
  return tails;
}
