import crypto from 'node:crypto';
import amqp from 'amqplib';
import pg from 'pg';
import { adminToken, countPositions, createTrucks, freshDatabase } from './fleet-api.js';
import { runLoad } from './load.js';
import { ensureWrk } from './osmand-bench.js';
import { ensureBuild, startConsole, tempDir, type Running } from './processes.js';
import { report as newReport } from './report.js';

/**
 * `npm run bench:feed` (issue 35): whether the authority feed keeps up with the OsmAnd rate of
 * `bench:ingest`. The same OsmAnd load runs against a console on PostgreSQL with the feed off
 * (the reference) and with the feed on, publishing to the machine's RabbitMQ (an exchange and
 * queue of the bench's own play the authority). Figures: fixes stored per second with the feed
 * on and off, and the outbox rows the feed took care of per second from the start of the load
 * until it was empty again (kept up = that rate ≥ the storing rate).
 */
const BROKER = process.env.AMQP_BENCH_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const CONNECTIONS = Number(process.env.BENCH_FEED_CONNECTIONS ?? 256);
const DURATION_S = Number(process.env.BENCH_FEED_SECONDS ?? 20);
const TRUCKS = 1_000;
const BASE_EPOCH_S = Date.UTC(2026, 7, 1) / 1000;
const report = newReport();

async function query<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

/** One run: a fresh database and console; answers stored/s, handled/s and way points. */
async function run(feed: boolean, exchange: string) {
  const database = await freshDatabase();
  const server: Running = await startConsole({
    dataDir: tempDir('fleet-bench-feed-'),
    databaseUrl: database.url,
    osmandPort: true,
    env: feed
      ? {
          AUTHORITY_FEED_URL: BROKER,
          AUTHORITY_FEED_EXCHANGE: exchange,
          AUTHORITY_FEED_PROVIDER_ID: 'bench',
        }
      : {},
  });
  try {
    const token = await adminToken(server.url);
    const trucks = await createTrucks(server.url, token, {
      count: TRUCKS,
      first: 40_001,
      devicePrefix: 'bench-feed',
      keys: false,
    });
    const started = Date.now();
    const load = await runLoad(
      {
        kind: 'osmand',
        url: server.osmandUrl!,
        connections: CONNECTIONS,
        durationS: DURATION_S,
        deviceIds: trucks.map((t) => t.deviceId),
        firstIndex: 0,
        baseEpochS: BASE_EPOCH_S,
      },
      server.child.pid!,
    );
    const stored = await countPositions(database.url);
    let drainedAt = Date.now();
    let backlogAtEnd = 0;
    if (feed) {
      const [waiting] = await query<{ n: number }>(
        database.url,
        `select count(*)::int as n from authority_outbox where kind = 'fix'`,
      );
      backlogAtEnd = waiting?.n ?? 0;
      for (;;) {
        const [left] = await query<{ n: number }>(
          database.url,
          `select count(*)::int as n from authority_outbox`,
        );
        if (!left || left.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      drainedAt = Date.now();
    }
    return {
      storedPerS: stored / load.durationS,
      handledPerS: stored / ((drainedAt - started) / 1000),
      stored,
      backlogAtEnd,
      drainS: (drainedAt - started) / 1000 - load.durationS,
      machine: load.cpu.machine,
    };
  } finally {
    await server.stop();
    await database.drop();
  }
}

async function main(): Promise<void> {
  ensureBuild((line) => report.line(line));
  ensureWrk((line) => report.line(line));
  const exchange = `bench-ufms-${crypto.randomBytes(4).toString('hex')}`;
  const broker = await amqp.connect(BROKER);
  const channel = await broker.createChannel();
  await channel.assertExchange(exchange, 'topic', { durable: false, autoDelete: false });
  const { queue } = await channel.assertQueue('', { exclusive: true });
  await channel.bindQueue(queue, exchange, '#');
  let wayPoints = 0;
  await channel.consume(queue, (m) => m && (wayPoints += 1), { noAck: true });
  try {
    report.line(`OsmAnd, ${TRUCKS} trucks, ${CONNECTIONS} connections, ${DURATION_S} s: feed off`);
    const off = await run(false, exchange);
    report.line(`  stored ${Math.round(off.storedPerS).toLocaleString('en')}/s`);
    report.line('The same with the feed on');
    const on = await run(true, exchange);
    report.line(
      `  stored ${Math.round(on.storedPerS).toLocaleString('en')}/s; outbox at the end of the load ${on.backlogAtEnd}, empty ${on.drainS.toFixed(1)} s later; ${wayPoints} messages confirmed`,
    );
    report.figure({
      name: 'OsmAnd on PostgreSQL with the authority feed on: fixes stored/s',
      value: on.storedPerS,
      unit: '/s',
      reference: `feed off, same load: ${Math.round(off.storedPerS).toLocaleString('en')}/s`,
      ratio: on.storedPerS / off.storedPerS,
      target: 'close to 1 (the feed costs ingest little)',
      met: null,
      settings: `wrk, ${CONNECTIONS} connections, ${DURATION_S} s, ${TRUCKS} trucks; machine busy ${on.machine}/200`,
    });
    report.figure({
      name: 'Authority feed: outbox rows handled/s (load start → outbox empty)',
      value: on.handledPerS,
      unit: '/s',
      reference: `fixes stored/s in the same run: ${Math.round(on.storedPerS).toLocaleString('en')}/s`,
      ratio: on.handledPerS / on.storedPerS,
      target: '≥ the storing rate, or say where it falls behind',
      met: on.handledPerS >= on.storedPerS * 0.95,
      settings: `${on.stored.toLocaleString('en')} fixes, ${wayPoints} way points and registrations confirmed by RabbitMQ on 127.0.0.1`,
    });
  } finally {
    await channel.deleteExchange(exchange).catch(() => {});
    await broker.close();
  }
  console.log(`\n${report.summary()}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
