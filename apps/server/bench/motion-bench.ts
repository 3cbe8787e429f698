import os from 'node:os';
import { DOMAIN_SETTINGS_DEFAULTS, haversineKm } from '@fleet/contracts';
import type { DeviceFix } from '../src/areas/intake/ingest/device-report.js';
import { companyCalendar } from '../src/areas/tracking/motion/company-calendar.js';
import {
  FIXES_PER_CYCLE,
  MIN_FIXES_PER_TRUCK,
} from '../src/areas/tracking/motion/motion-engine.js';
import { runMachine } from '../src/areas/tracking/motion/motion-machine.js';
import { emptyOutput, emptyState } from '../src/areas/tracking/motion/motion-state.js';
import type { TruckContext } from '../src/areas/tracking/motion/motion-types.js';
import type { BuiltFix } from '../test/motion/stream-builder.js';
import { freshDatabase } from './fleet-api.js';
import { FIRST_DAY_MS, truckDays } from './motion-days.js';
import { inProcessConsole } from './in-process-console.js';
import { report as newReport } from './report.js';

/**
 * `npm run bench:motion`: the motion engine's throughput (issue 30), each figure printed with
 * a reference measured in the same run.
 * 1. The fold (motion-machine.ts over the model's segmenter, no database): generated
 *    truck-days (motion-days.ts, one fix every 5 s while on) fed per truck in slices of the
 *    engine's cycle size; the reference is a bare loop over the same fixes that only reads
 *    them and sums the haversine km of each leg, so the ratio is the engine's own cost.
 * 2. End to end, the console in this process (as `bench:reports` runs it): the same kind of
 *    truck-days stored in `positions` by SQL, the engine told as the ingest writer tells it,
 *    timed until it settled (reads, fold, writes of trips/stops/sessions/day sums, cursors) —
 *    on PGlite and on the PostgreSQL of DATABASE_URL (a fresh database, dropped at the end).
 * BENCH_MOTION_TRUCKS (100), BENCH_MOTION_DAYS (1), BENCH_MOTION_ROUNDS (3) size the fold;
 * BENCH_MOTION_DB_TRUCKS (20) the end-to-end runs; BENCH_ONLY=fold,pglite,postgres picks parts.
 */
const TRUCKS = Number(process.env.BENCH_MOTION_TRUCKS ?? 100);
const DAYS = Number(process.env.BENCH_MOTION_DAYS ?? 1);
const ROUNDS = Number(process.env.BENCH_MOTION_ROUNDS ?? 3);
const DB_TRUCKS = Number(process.env.BENCH_MOTION_DB_TRUCKS ?? 20);
const only = new Set((process.env.BENCH_ONLY ?? 'fold,pglite,postgres').split(','));
const TARGET = 200_000;
const ZONE = 'Asia/Ho_Chi_Minh';
const report = newReport();
const number = (n: number) => Math.round(n).toLocaleString('en');
const load = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/** The reference: read every fix and sum the haversine km of each leg. */
function bareLoop(trucks: readonly BuiltFix[][]): number {
  let km = 0;
  for (const fixes of trucks)
    for (let i = 1; i < fixes.length; i++) km += haversineKm(fixes[i - 1]!, fixes[i]!);
  return km;
}

/** The engine's fold over every truck, in slices as a cycle reads them; the km driven. */
function fold(trucks: readonly BuiltFix[][], slice: number): number {
  const calendar = companyCalendar(ZONE);
  const context: TruckContext = { limitAt: () => 80, assignedAt: () => null, calendar };
  let km = 0;
  for (const fixes of trucks) {
    const state = emptyState();
    const output = emptyOutput();
    for (let i = 0; i < fixes.length; i += slice)
      runMachine(state, fixes.slice(i, i + slice), DOMAIN_SETTINGS_DEFAULTS, context, output);
    for (const trip of output.trips.values()) km += trip.distanceKm;
  }
  return km;
}

function foldBench(): void {
  const trucks = Array.from({ length: TRUCKS }, (_, n) => truckDays(n + 1, DAYS).fixes);
  const positions = trucks.reduce((sum, fixes) => sum + fixes.length, 0);
  // The engine shares a cycle's 400,000 fixes among its trucks (at least 2,000 each).
  const slice = Math.max(MIN_FIXES_PER_TRUCK, Math.floor(FIXES_PER_CYCLE / TRUCKS));
  report.line(
    `Fold: ${TRUCKS} trucks × ${DAYS} day(s), ${number(positions)} positions, slices of ${number(slice)}; load ${load()}`,
  );
  const rates = { fold: [] as number[], bare: [] as number[], ratio: [] as number[] };
  for (let round = 0; round < ROUNDS; round++) {
    let started = performance.now();
    const bareKm = bareLoop(trucks);
    const bare = positions / ((performance.now() - started) / 1000);
    started = performance.now();
    const foldKm = fold(trucks, slice);
    const folded = positions / ((performance.now() - started) / 1000);
    rates.fold.push(folded);
    rates.bare.push(bare);
    rates.ratio.push(folded / bare);
    report.line(
      `  round ${round + 1}: fold ${number(folded)}/s (trips ${foldKm.toFixed(0)} km), bare loop ${number(bare)}/s (${bareKm.toFixed(0)} km); load ${load()}`,
    );
  }
  const value = median(rates.fold);
  report.figure({
    name: 'Motion engine fold (runMachine), positions/s',
    value,
    unit: '/s',
    reference: `bare loop reading the same fixes, haversine per leg: ${number(median(rates.bare))}/s (medians of ${ROUNDS} rounds)`,
    ratio: median(rates.ratio),
    target: `≥ ${number(TARGET)}/s`,
    met: value >= TARGET,
    settings: `${TRUCKS} trucks × ${DAYS} day(s), one fix per 5 s while on, ${number(positions)} positions, slices of ${number(slice)}; rounds ${rates.fold.map(number).join(' / ')}/s; load ${load()}`,
  });
}

/** The engine end to end in a console of this process, on PGlite or PostgreSQL. */
async function endToEnd(engine: 'PGlite' | 'PostgreSQL', databaseUrl?: string): Promise<void> {
  const { fleet, token } = await inProcessConsole(databaseUrl);
  try {
    const ids: number[] = [];
    for (let n = 0; n < DB_TRUCKS; n++) {
      const answer = await fleet.app.inject({
        method: 'POST',
        url: '/truck/create',
        payload: { plate: `51C${90_001 + n}`, device_id: `bench-motion-${n}` },
        headers: { token },
      });
      if (answer.statusCode >= 300) throw new Error(`/truck/create: ${answer.body}`);
      ids.push(answer.json<{ data: { id: number } }>().data.id);
    }
    for (let day = 0; day <= DAYS; day++)
      await fleet.db.query('select ensure_positions_partition($1)', [
        new Date(FIRST_DAY_MS + day * 86_400_000).toISOString().slice(0, 10),
      ]);
    let positions = 0;
    for (const [n, truckId] of ids.entries()) {
      const { fixes } = truckDays(n + 1, DAYS);
      positions += fixes.length;
      for (let i = 0; i < fixes.length; i += 10_000) {
        const part = fixes.slice(i, i + 10_000);
        await fleet.db.query(
          `insert into positions (truck_id, fix_time, lat, lon, speed_kmh, ignition, driver_username)
           select $1, to_timestamp(t / 1000.0), lat, lon, speed, ignition, login
             from unnest($2::float8[], $3::float8[], $4::float8[], $5::real[], $6::boolean[], $7::text[])
                  as f(t, lat, lon, speed, ignition, login)`,
          [
            truckId,
            part.map((f) => f.time),
            part.map((f) => f.lat),
            part.map((f) => f.lon),
            part.map((f) => f.speedKmh),
            part.map((f) => f.ignition),
            part.map((f) => f.login),
          ],
        );
      }
    }
    report.line(
      `${engine}: ${DB_TRUCKS} trucks, ${number(positions)} positions stored; load ${load()}`,
    );
    const started = performance.now();
    // Told as the ingest writer tells it: these trucks have fixes from this time.
    fleet.services.motion.notify(
      ids.map((truckId) => ({
        truckId,
        fix: { time: new Date(FIRST_DAY_MS) } as DeviceFix,
        driverUsername: null,
      })),
    );
    await fleet.services.motion.settled();
    const seconds = (performance.now() - started) / 1000;
    const [row] = await fleet.db.query<{ trips: number; days: number }>(
      `select (select count(*)::int from motion_trips) as trips, (select count(*)::int from motion_daily) as days`,
    );
    // The reference: the same fixes folded in this process without the database.
    const trucks = ids.map((_, n) => truckDays(n + 1, DAYS).fixes);
    const foldStarted = performance.now();
    fold(trucks, Math.max(MIN_FIXES_PER_TRUCK, Math.floor(FIXES_PER_CYCLE / DB_TRUCKS)));
    const foldRate = positions / ((performance.now() - foldStarted) / 1000);
    const value = positions / seconds;
    report.figure({
      name: `Motion engine end to end on ${engine}, positions/s`,
      value,
      unit: '/s',
      reference: `fold of the same fixes without the database: ${number(foldRate)}/s`,
      ratio: value / foldRate,
      target: 'reported',
      met: null,
      settings: `${DB_TRUCKS} trucks × ${DAYS} day(s), ${number(positions)} positions in ${seconds.toFixed(1)} s (reads, fold, writes; ${row?.trips ?? 0} trips, ${row?.days ?? 0} day rows); load ${load()}`,
    });
  } finally {
    await fleet.close();
  }
}

async function main(): Promise<void> {
  report.line(`Load average at the start: ${load()}; ${os.cpus().length} cores`);
  if (only.has('fold')) foldBench();
  if (only.has('pglite')) await endToEnd('PGlite');
  if (only.has('postgres')) {
    const database = await freshDatabase();
    try {
      await endToEnd('PostgreSQL', database.url);
    } finally {
      await database.drop();
    }
  }
  console.log(`\n${report.summary()}`);
}

await main();
