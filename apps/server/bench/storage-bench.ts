import os from 'node:os';
import { cpuMeter } from './cpu-usage.js';
import { adminToken, createTrucks, freshDatabase, onDatabase } from './fleet-api.js';
import { drivePhones, FIX_INTERVAL_S } from './phone-fleet.js';
import { ensureBuild, startConsole, tempDir } from './processes.js';
import { report as newReport } from './report.js';
import { packedCopy, perRow, relationSizes, tableSizes } from './storage-sizes.js';

/**
 * `npm run bench:storage`: what a fix costs a deployment on PostgreSQL, for docs/scale.md.
 * The production build on a fresh database; BENCH_STORAGE_TRUCKS phones (default 100) post
 * BENCH_STORAGE_HOURS (default 12) of Traccar Client fixes, one every 10 s, to the OsmAnd
 * port, all at once and each in time order, as a live fleet does. Measured once the motion
 * engine has processed every fix: bytes on disk per fix of `positions` (heap and indexes) and
 * of everything else the fixes made (trips, stops, states…), against the same rows loaded
 * sorted by truck in the same run; and the CPU per fix of the console (every thread) and of
 * PostgreSQL from the first request to the engine's last pass.
 */
const TRUCKS = Number(process.env.BENCH_STORAGE_TRUCKS ?? 100);
const HOURS = Number(process.env.BENCH_STORAGE_HOURS ?? 12);
const report = newReport();
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

async function waitProcessed(url: string, lastMs: number): Promise<void> {
  const deadline = Date.now() + 30 * 60_000;
  for (;;) {
    const behind = await onDatabase(url, async (db) => {
      const { rows } = await db.query<{ n: number }>(
        `select count(*)::int as n from trucks t left join motion_cursors c on c.truck_id = t.id
          where t.deleted_at is null
            and (c.processed_until is null or c.processed_until < to_timestamp($1 / 1000.0))`,
        [lastMs],
      );
      return rows[0]!.n;
    });
    if (behind === 0) return;
    if (Date.now() > deadline) throw new Error(`${behind} trucks never processed`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

async function main(): Promise<void> {
  report.line(`Load average at the start: ${os.loadavg().join(' ')}`);
  ensureBuild((line) => report.line(line));
  const database = await freshDatabase();
  const server = await startConsole({
    dataDir: tempDir('fleet-bench-storage-'),
    databaseUrl: database.url,
    osmandPort: true,
  });
  try {
    const token = await adminToken(server.url);
    report.line(`Creating ${TRUCKS} trucks through the API`);
    const trucks = await createTrucks(server.url, token, {
      count: TRUCKS,
      first: 40_001,
      devicePrefix: 'bench-phone',
      keys: false,
    });
    const perTruck = (HOURS * 3600) / FIX_INTERVAL_S;
    // The fixes end an hour ago, so none is ahead of the console's clock.
    const firstEpochS =
      Math.floor((Date.now() / 1000 - (HOURS + 1) * 3600) / FIX_INTERVAL_S) * FIX_INTERVAL_S;
    const lastMs = (firstEpochS + (perTruck - 1) * FIX_INTERVAL_S) * 1000;
    const before = await onDatabase(database.url, tableSizes);

    report.line(`${TRUCKS} phones × ${perTruck.toLocaleString('en')} fixes, 10 s apart`);
    const meter = cpuMeter(server.child.pid!);
    const ownCpu = process.cpuUsage();
    const started = performance.now();
    const answered = await drivePhones(
      server.osmandUrl!,
      trucks.map((t) => t.deviceId),
      firstEpochS,
      perTruck,
      (done) => report.line(`  ${done.toLocaleString('en')} fixes answered`),
    );
    const sentS = (performance.now() - started) / 1000;
    report.line(`  ${answered.toLocaleString('en')} answered 200 in ${sentS.toFixed(0)} s`);
    await waitProcessed(database.url, lastMs);
    const own = process.cpuUsage(ownCpu);
    const cpu = meter.stop();
    report.line(
      `  motion engine done ${(cpu.seconds - sentS).toFixed(0)} s after the last answer; ` +
        `CPU % of a core: server ${cpu.server}, postgres ${cpu.postgres}, machine ${cpu.machine}/200`,
    );

    const { positions, packed, grown } = await onDatabase(database.url, async (db) => {
      await db.query('analyze');
      const after = await tableSizes(db);
      return {
        positions: await relationSizes(db, 'positions'),
        packed: await packedCopy(db),
        grown: [...after]
          .filter(([name]) => name !== 'positions')
          .map(([name, size]) => ({
            name,
            ...size,
            bytes: size.bytes - (before.get(name)?.bytes ?? 0),
          }))
          .filter((table) => table.bytes > 0)
          .sort((x, y) => y.bytes - x.bytes),
      };
    });
    if (positions.rows !== answered)
      throw new Error(`${positions.rows} rows for ${answered} fixes`);
    const fixes = positions.rows;
    // A table of about a row per truck (states, cursors) is updated in place: its size is dead
    // rows autovacuum reclaims, bounded by the fleet. The others grow with trucks × time.
    const appended = grown.filter((table) => table.rows > TRUCKS * 1.5);
    const inPlace = grown.filter((table) => table.rows <= TRUCKS * 1.5);
    const appendedBytes = appended.reduce((sum, table) => sum + table.bytes, 0);
    const list = (tables: typeof grown) =>
      tables
        .slice(0, 6)
        .map((table) => `${table.name} ${mb(table.bytes)} (${Math.round(table.rows)} rows)`)
        .join(', ');
    report.line(`  positions as written live: ${perRow(positions)}`);
    report.line(`  positions loaded sorted:   ${perRow(packed)}`);
    report.line(
      `  tables growing with time grew ${mb(appendedBytes)} ` +
        `(${(appendedBytes / fixes).toFixed(1)} B per fix): ${list(appended)}`,
    );
    report.line(`  tables of about a row per truck, updated in place: ${list(inPlace)}`);
    const micros = (percent: number) => ((percent / 100) * cpu.seconds * 1e6) / fixes;
    report.figure({
      name: 'Bytes on disk per fix, PostgreSQL (positions heap + indexes)',
      value: positions.total / fixes,
      unit: ' B',
      reference: `same rows loaded sorted by truck: ${(packed.total / fixes).toFixed(1)} B; trips, stops, daily rows, checkpoints ${(appendedBytes / fixes).toFixed(1)} B per fix`,
      ratio: positions.total / packed.total,
      target: 'reported',
      met: null,
      settings: `${TRUCKS} OsmAnd phones × ${HOURS} h, a fix every 10 s (Traccar Client fields), ${fixes.toLocaleString('en')} fixes`,
    });
    report.figure({
      name: 'CPU per fix, OsmAnd phones at 10 s, ingest to motion engine',
      value: micros(cpu.server) + micros(cpu.postgres),
      unit: ' µs',
      reference: `server ${micros(cpu.server).toFixed(0)} µs (all threads), PostgreSQL ${micros(cpu.postgres).toFixed(0)} µs (every process, others' too); load generator ${((own.user + own.system) / fixes).toFixed(0)} µs`,
      ratio: null,
      target: 'reported',
      met: null,
      settings: `${(fixes / sentS).toFixed(0)} fixes/s sent by ${TRUCKS} keep-alive connections; machine busy ${cpu.machine}/200`,
    });
  } finally {
    await server.stop();
    await database.drop();
  }
  console.log(`\n${report.summary()}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
