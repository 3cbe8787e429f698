import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../platform/index.js';
import type { RetentionPurge } from './retention-purge.js';

export const PURGE_JOB = 'retention-purge';

/** `HH:MM` of the company day as a daily cron; `off` schedules nothing. */
export function purgeCron(at: string): string | null {
  if (at === 'off') return null;
  const [hours, minutes] = at.split(':').map(Number);
  return `${minutes} ${hours} * * *`;
}

/**
 * The purge as a pg-boss job: the schedule makes one job a day across all instances, the
 * `short` policy keeps one waiting, and a run that ran out of its file budget queues the next.
 */
export function registerPurgeJob(
  jobs: JobQueue,
  retention: RetentionPurge,
  at: string,
  log: FastifyBaseLogger,
): void {
  void jobs.work(
    PURGE_JOB,
    async () => {
      const report = await retention.purge();
      if (!report.complete) await jobs.send(PURGE_JOB, {}, { startAfterSeconds: 1 });
    },
    { policy: 'short' },
  );
  const cron = purgeCron(at);
  if (cron)
    jobs.schedule(PURGE_JOB, cron).catch((error: unknown) => {
      log.error({ err: error, job: PURGE_JOB }, 'could not schedule the retention purge');
    });
}
