import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../../db/database.js';
import { postgresPool } from '../../../db/postgres-database.js';
import { oneInstanceAtATime } from '../../../db/start-lock.js';
import { bossDatabaseAdapter } from './boss-database-adapter.js';

export type JobHandler<T> = (data: T) => Promise<void>;

export interface SendOptions {
  /** With `singletonSeconds`, at most one job per key per time slot; see `work(policy)`. */
  singletonKey?: string;
  singletonSeconds?: number;
  retryLimit?: number;
  /** Seconds before the first retry; doubled each time with `retryBackoff`. */
  retryDelay?: number;
  retryBackoff?: boolean;
  startAfterSeconds?: number;
  /**
   * Queues the job inside this transaction: it exists exactly when what the transaction
   * writes does. Only for queues this instance works (created at start).
   */
  within?: Queryable;
}

export interface WorkOptions {
  /**
   * pg-boss queue policy: `standard` (default), `short` (at most one waiting job per
   * singletonKey: repeated "check now" requests collapse), `singleton` (one active per key).
   */
  policy?: 'standard' | 'short' | 'singleton';
  /**
   * Up to this many waiting jobs are fetched at once and run together (default 1). Each
   * settles on its own: one that throws goes to its retry, the others complete.
   */
  batchSize?: number;
  /** Seconds between looks at an empty queue (default: the queue's, 2; at least 0.5). */
  pollingIntervalSeconds?: number;
}

export interface JobQueueOptions {
  db: Database;
  /** PostgreSQL: pg-boss gets a small pool of its own to this; absent = it runs over `db`. */
  connectionString?: string;
  log: FastifyBaseLogger;
  timeZone: string;
  pollingIntervalSeconds?: number;
  /** A running job's lease (default LEASE_SECONDS; config JOB_LEASE_S); tests shorten it. */
  leaseSeconds?: number;
}

const DEFAULT_SEND: SendOptions = { retryLimit: 5, retryDelay: 5, retryBackoff: true };
/**
 * A running job's lease: it expires this long after the last heartbeat of the instance that
 * runs it, which beats when its handler starts and four times a lease while it runs.
 * pg-boss's maintenance (twice a lease, one instance at a time) fails an expired job into
 * its retry, so the job of an instance that died runs again elsewhere within about 1.5
 * leases + the retry delay (issue 12: ≤ 60 s). Jobs are still created with pg-boss's
 * 15-minute expiry, because its worker fails a handler that runs longer than the expiry it
 * fetched: that stays the longest a handler may take.
 */
const LEASE_SECONDS = 20;
/** pg-boss 10 keeps its jobs here; the heartbeat moves a running job's expiry. */
const EXTEND_LEASE_SQL = `update pgboss.job
    set expire_in = (now() - started_on) + make_interval(secs => $3)
  where name = $1 and id = $2 and state = 'active'
  returning 1`;

const SCHEMA = 'pgboss';

interface Registration {
  name: string;
  handler: JobHandler<unknown>;
  options: WorkOptions;
}

/**
 * The console's PostgreSQL-backed job queue (pg-boss 10). Jobs are fetched with
 * `for update skip locked`, so across instances each job runs once; a handler that throws
 * is retried with backoff, so handlers must be idempotent.
 */
export function jobQueue(options: JobQueueOptions) {
  const lease = options.leaseSeconds ?? LEASE_SECONDS;
  const pool = options.connectionString
    ? postgresPool(options.connectionString, 4, (error) =>
        options.log.warn({ err: error }, 'job queue connection lost'),
      )
    : null;
  const boss = new PgBoss({
    db: bossDatabaseAdapter(pool ?? options.db, SCHEMA, (error) =>
      options.log.error({ err: error }, 'job not settled: retried after its lease'),
    ),
    schema: SCHEMA,
    // Completed jobs are kept a week for inspection, then dropped by pg-boss's maintenance.
    deleteAfterDays: 7,
    maintenanceIntervalSeconds: Math.max(1, Math.round(lease / 2)),
  });
  boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  const polling = options.pollingIntervalSeconds ?? 2;
  const registrations = new Map<string, Registration>();
  const schedules = new Map<string, { cron: string; data: object }>();
  let started: Promise<void> | null = null;
  const waiting: (() => void)[] = [];
  let running = false;

  async function attach(registration: Registration): Promise<void> {
    const { name, handler, options: work } = registration;
    await ensureQueue(name, work.policy ?? 'standard');
    const fetch = {
      pollingIntervalSeconds: work.pollingIntervalSeconds ?? polling,
      batchSize: work.batchSize ?? 1,
    };
    await boss.work(name, fetch, async (jobs) => {
      if (jobs.length === 1) return leased(name, jobs[0]!.id, () => handler(jobs[0]!.data));
      const settled = await Promise.all(
        jobs.map((job) =>
          leased(name, job.id, () => handler(job.data)).then(
            () => null,
            (error: unknown) => ({ job, error }),
          ),
        ),
      );
      // pg-boss completes the whole batch when this returns; a job failed first is no longer
      // active, so that completion leaves it to its retry.
      for (const failure of settled) {
        if (!failure) continue;
        options.log.warn({ err: failure.error, job: name, id: failure.job.id }, 'job failed');
        await boss.fail(name, failure.job.id, failure.error as object);
      }
    });
  }

  /** Runs a job's handler while beating its lease (see LEASE_SECONDS). */
  async function leased(name: string, id: string, work: () => Promise<void>): Promise<void> {
    const extend = () =>
      options.db.query(EXTEND_LEASE_SQL, [name, id, lease]).then(
        (rows) => {
          if (rows.length === 0) options.log.warn({ job: name, id }, 'job lease lost');
        },
        (error: unknown) => options.log.error({ err: error, job: name }, 'job lease not extended'),
      );
    await extend();
    const beat = setInterval(() => void extend(), (lease * 1000) / 4);
    beat.unref();
    try {
      await work();
    } finally {
      clearInterval(beat);
    }
  }

  const created = new Set<string>();
  async function ensureQueue(name: string, policy: PgBoss.QueuePolicy): Promise<void> {
    if (created.has(name)) return;
    // A queue is a partition of pgboss.job: two instances attaching theirs at once deadlock.
    await oneInstanceAtATime(options.db, async () => {
      if (!(await boss.getQueue(name))) await boss.createQueue(name, { name, policy });
    });
    created.add(name);
  }

  return {
    /** Registers the handler of a job; before start it is attached when the queue starts. */
    async work<T>(name: string, handler: JobHandler<T>, work: WorkOptions = {}): Promise<void> {
      const registration = { name, handler: handler as JobHandler<unknown>, options: work };
      registrations.set(name, registration);
      if (running) await attach(registration);
    },

    /** Queues a job; answers its id, or null when a singleton of the same key is waiting. */
    async send(name: string, data: object, send: SendOptions = {}): Promise<string | null> {
      const { within } = send;
      if (within) {
        // Nothing may wait for the queue's own statements inside a transaction (PGlite has one
        // connection, which the transaction holds): the queue must run and know the name.
        if (!running || !created.has(name))
          throw new Error(`job queue: ${name} cannot be queued in a transaction yet`);
      } else {
        // Sent while the console is still starting: queued once the queue runs.
        if (!started) await new Promise<void>((resolve) => waiting.push(resolve));
        await started;
        await ensureQueue(name, registrations.get(name)?.options.policy ?? 'standard');
      }
      const merged = { ...DEFAULT_SEND, ...send };
      return boss.send(name, data, {
        ...(within
          ? {
              db: {
                executeSql: async (text, values) => ({ rows: await within.query(text, values) }),
              },
            }
          : {}),
        retryLimit: merged.retryLimit,
        retryDelay: merged.retryDelay,
        retryBackoff: merged.retryBackoff,
        ...(merged.singletonKey ? { singletonKey: merged.singletonKey } : {}),
        ...(merged.singletonSeconds ? { singletonSeconds: merged.singletonSeconds } : {}),
        ...(merged.startAfterSeconds ? { startAfter: merged.startAfterSeconds } : {}),
      });
    },

    /** A cron schedule (company time zone); every instance may declare it, one job is made. */
    async schedule(name: string, cron: string, data: object = {}): Promise<void> {
      schedules.set(name, { cron, data });
      if (running) {
        await ensureQueue(name, registrations.get(name)?.options.policy ?? 'standard');
        await boss.schedule(name, cron, data, { tz: options.timeZone });
      }
    },

    /** Resolves once the queue runs (workers attached, schedules declared). */
    async whenStarted(): Promise<void> {
      if (!started) await new Promise<void>((resolve) => waiting.push(resolve));
      await started;
    },

    start(): Promise<void> {
      started ??= (async () => {
        // pg-boss's first start makes its schema and its own cron queue (a partition too).
        await oneInstanceAtATime(options.db, () => boss.start());
        for (const resolve of waiting.splice(0)) resolve();
        running = true;
        for (const registration of registrations.values()) await attach(registration);
        for (const [name, { cron, data }] of schedules) {
          await ensureQueue(name, registrations.get(name)?.options.policy ?? 'standard');
          await boss.schedule(name, cron, data, { tz: options.timeZone });
        }
      })();
      return started;
    },

    /** Lets running jobs finish (up to `timeoutMs`), then stops polling. */
    async stop(timeoutMs = 10_000): Promise<void> {
      if (!started) return;
      await started.catch(() => {});
      running = false;
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: true });
      await pool?.end();
    },
  };
}

export type JobQueue = ReturnType<typeof jobQueue>;
