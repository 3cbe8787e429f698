import pg from 'pg';
import { adminToken, createTrucks, databaseUrl, onBase } from './fleet-api.js';
import { startConsole, tempDir, type Running } from './processes.js';
import type { Report } from './report.js';

/** The kept database of the route figure: created once, reused by later runs. */
export const ROUTE_DATABASE = 'fleet_bench_route';
export const ROUTE_TRUCKS = 40;
/** 40 trucks × 29 days × 8,640 fixes (one per 10 s) = 10,022,400 positions. */
export const ROUTE_DAYS = 29;
export const FIXES_PER_DAY = 8_640;
export const ROUTE_FIRST_DAY_MS = Date.UTC(2026, 9, 1);
export const ROUTE_ROWS = ROUTE_TRUCKS * ROUTE_DAYS * FIXES_PER_DAY;
const FIRST_PLATE = 90_001;

/**
 * One truck's month as SQL generates it: a fix every 10 s, driving for 30 min then standing
 * for 30 min (ignition on half the stops), moving along a slow curve.
 */
const GENERATE = `
insert into positions (truck_id, fix_time, lat, lon, speed_kmh, course, ignition)
select $1::int, $2::timestamptz + k * interval '10 seconds',
       10.5 + $1::int * 0.01 + 0.2 * sin(k / 5000.0), 106.5 + 0.2 * cos(k / 7000.0),
       case when (k / 180) % 2 = 0 then 30 + (k % 40) else 0 end,
       (k * 7) % 360,
       (k / 180) % 4 <> 3
  from generate_series(0, $3::int - 1) as k`;

/**
 * Starts the console on the route database, creating its trucks through the API and the
 * 10M positions with generate_series when they are not there yet (first run: minutes).
 */
export async function routeConsole(
  report: Report,
  cpuProfileDir?: string,
): Promise<{ server: Running; plates: string[] }> {
  const exists = await onBase(async (client) => {
    const { rows } = await client.query('select 1 from pg_database where datname = $1', [
      ROUTE_DATABASE,
    ]);
    if (rows.length === 0) await client.query(`create database ${ROUTE_DATABASE}`);
    return rows.length > 0;
  });
  const url = databaseUrl(ROUTE_DATABASE);
  const server = await startConsole({
    dataDir: tempDir('fleet-bench-route-'),
    databaseUrl: url,
    cpuProfileDir,
  });
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const { rows: known } = await db.query<{ id: number; plate: string }>(
      `select id, plate from trucks where plate like '51C9%' and deleted_at is null order by plate`,
    );
    let trucks = known;
    if (known.length < ROUTE_TRUCKS) {
      const created = await createTrucks(server.url, await adminToken(server.url), {
        count: ROUTE_TRUCKS - known.length,
        first: FIRST_PLATE + known.length,
        devicePrefix: 'bench-route',
        keys: false,
      });
      trucks = [...known, ...created.map((t) => ({ id: t.id, plate: t.plate }))];
    }
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from positions');
    if (rows[0]!.n < ROUTE_ROWS) {
      const started = Date.now();
      report.line(
        `Route: generating ${ROUTE_ROWS.toLocaleString('en')} positions in ${ROUTE_DATABASE}` +
          `${exists ? ' (was incomplete)' : ''}; this takes a few minutes, once`,
      );
      await db.query('truncate positions');
      await db.query('select ensure_positions_partition($1)', ['2026-10-01']);
      for (const [i, truck] of trucks.entries()) {
        await db.query(GENERATE, [
          truck.id,
          new Date(ROUTE_FIRST_DAY_MS).toISOString(),
          ROUTE_DAYS * FIXES_PER_DAY,
        ]);
        if ((i + 1) % 10 === 0) report.line(`  ${i + 1} of ${trucks.length} trucks generated`);
      }
      await db.query('vacuum analyze positions');
      report.line(`  generated in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    } else {
      report.line(
        `Route: reusing ${ROUTE_DATABASE} with ${rows[0]!.n.toLocaleString('en')} positions`,
      );
    }
    return { server, plates: trucks.map((t) => t.plate) };
  } catch (error) {
    await server.stop();
    throw error;
  } finally {
    await db.end();
  }
}
