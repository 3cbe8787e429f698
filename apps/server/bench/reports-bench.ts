import {
  DAY_MS,
  DAYS,
  FIRST_DAY_MS,
  FIXES_PER_DAY,
  reportsDataset,
  TRUCKS,
} from './reports-data.js';
import { report as newReport } from './report.js';

/**
 * `npm run bench:reports`: the report figures of issue 4 on PostgreSQL (env DATABASE_URL's
 * server, else the local default). A kept database of TRUCKS × DAYS at one fix per 10 s
 * (BENCH_TRUCKS=100, BENCH_DAYS=30: 26 M positions) is generated once and run through the
 * motion engine; then the driver report over every driver and the B.5.1 summary over every
 * truck are timed, each against the same numbers computed by scanning raw positions.
 */
const WARMUP = 3;
const CALLS = Number(process.env.BENCH_CALLS ?? 20);
const report = newReport();
const ZONE = 'Asia/Ho_Chi_Minh';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const wire = (ms: number) => {
  const local = new Date(ms + 7 * 3_600_000).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 19)}`;
};

/** Driving seconds per driver and day from raw fixes: 10-s steps between two moving fixes. */
const DRIVING_REFERENCE = `
select a.driver_username, sum(x.step)::float8 as driving_s
  from (select truck_id, fix_time,
               case when speed_kmh > 3 and lag(speed_kmh) over w > 3
                    then extract(epoch from fix_time - lag(fix_time) over w) else 0 end as step
          from positions where fix_time >= $1 and fix_time < $2
        window w as (partition by truck_id order by fix_time)) x
  join truck_assignments a on a.truck_id = x.truck_id
 group by a.driver_username, (x.fix_time at time zone '${ZONE}')::date`;

/** Kilometres per truck from raw fixes (haversine between consecutive fixes). */
const KM_REFERENCE = `
select truck_id, sum(2 * 6371.0088 * asin(least(1, sqrt(
         sin(radians(lat - plat) / 2) ^ 2
         + cos(radians(lat)) * cos(radians(plat)) * sin(radians(lon - plon) / 2) ^ 2))))::float8 as km,
       count(*) filter (where speed_kmh >= 85)::int as fixes_over
  from (select truck_id, lat, lon, speed_kmh, lag(lat) over w as plat, lag(lon) over w as plon
          from positions where fix_time >= $1 and fix_time < $2
        window w as (partition by truck_id order by fix_time)) x
 where plat is not null
 group by truck_id`;

async function main(): Promise<void> {
  report.line(`Load average at the start: ${(await import('node:os')).loadavg().join(' ')}`);
  const data = await reportsDataset(report);
  const { fleet, token } = data;
  try {
    const from = wire(FIRST_DAY_MS);
    const to = wire(FIRST_DAY_MS + DAYS * DAY_MS - 1000);
    const settings = `${TRUCKS} trucks × ${DAYS} days, ${FIXES_PER_DAY} fixes per truck-day = ${data.positions.toLocaleString('en')} positions; ${CALLS} calls after ${WARMUP} warm-up, in process (app.inject)`;
    if (data.positionsPerSecond !== null)
      report.figure({
        name: 'Motion engine over the dataset',
        value: data.positionsPerSecond,
        unit: ' positions/s',
        reference: 'generation by SQL not counted',
        ratio: null,
        target: '—',
        met: null,
        settings: `${TRUCKS} trucks, one company day of every truck per engine pass`,
      });
    else report.line('Motion tables reused: no engine throughput this run');

    const time = async (url: string, body: object) => {
      const calls: number[] = [];
      let last: unknown;
      for (let n = 0; n < WARMUP + CALLS; n++) {
        const started = performance.now();
        const answer = await fleet.app.inject({
          method: 'POST',
          url,
          payload: body,
          headers: { token },
        });
        const ms = performance.now() - started;
        if (answer.statusCode !== 200)
          throw new Error(`${url}: ${answer.statusCode} ${answer.body}`);
        last = answer.json<{ data: unknown }>().data;
        if (n >= WARMUP) calls.push(ms);
      }
      return { sorted: calls.sort((a, b) => a - b), data: last };
    };
    const scan = async (sql: string) => {
      const started = performance.now();
      const rows = await fleet.db.query<Record<string, number>>(sql, [
        new Date(FIRST_DAY_MS).toISOString(),
        new Date(FIRST_DAY_MS + DAYS * DAY_MS).toISOString(),
      ]);
      return { ms: performance.now() - started, rows };
    };
    const fmt = (v: number) => `${v.toFixed(1)} ms`;

    const days = await time('/driver_report/get_list_by_date', { start_time: from, end_time: to });
    const dayRows = days.data as { driving_seconds: number }[];
    const drivingRef = await scan(DRIVING_REFERENCE);
    const engineDriving = dayRows.reduce((s, r) => s + r.driving_seconds, 0);
    const rawDriving = drivingRef.rows.reduce((s, r) => s + Number(r.driving_s), 0);
    report.line(
      `  driver report: ${dayRows.length} driver-days; driving ${(engineDriving / 3600).toFixed(0)} h ` +
        `(raw scan ${(rawDriving / 3600).toFixed(0)} h, ${drivingRef.rows.length} driver-days)`,
    );
    const p50 = percentile(days.sorted, 50);
    report.figure({
      name: `Driver report, ${DAYS} days × all drivers (p50)`,
      value: p50,
      unit: 'ms',
      reference: `same sums by scanning raw positions: ${fmt(drivingRef.ms)}; p95 ${fmt(percentile(days.sorted, 95))}`,
      ratio: drivingRef.ms / p50,
      target: '< 300 ms',
      met: p50 < 300,
      settings,
    });

    const b51 = await time('/api/reports/b5-1', { start_time: from, end_time: to });
    const truckRows = (b51.data as { rows: { distance_km: number; overspeed_total: number }[] })
      .rows;
    const kmRef = await scan(KM_REFERENCE);
    const engineKm = truckRows.reduce((s, r) => s + r.distance_km, 0);
    const rawKm = kmRef.rows.reduce((s, r) => s + Number(r.km), 0);
    report.line(
      `  B.5.1: ${truckRows.length} trucks, ${engineKm.toFixed(0)} km, ` +
        `${truckRows.reduce((s, r) => s + r.overspeed_total, 0)} overspeed events ` +
        `(raw scan ${rawKm.toFixed(0)} km over ${kmRef.rows.length} trucks)`,
    );
    const b51p50 = percentile(b51.sorted, 50);
    report.figure({
      name: `B.5.1, ${TRUCKS} trucks × ${DAYS} days (p50)`,
      value: b51p50,
      unit: 'ms',
      reference: `km and overspeed fixes by scanning raw positions: ${fmt(kmRef.ms)}; p95 ${fmt(percentile(b51.sorted, 95))}`,
      ratio: kmRef.ms / b51p50,
      target: '< 500 ms',
      met: b51p50 < 500,
      settings,
    });
  } finally {
    await fleet.close();
  }
  console.log(`\n${report.summary()}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
