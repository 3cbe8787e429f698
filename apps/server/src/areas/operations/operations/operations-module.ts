import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/database.js';
import type { TimeFormat } from '../../../time-format.js';
import type { AccessService, UserRepository } from '../../accounts/index.js';
import type { BlobStore, JobQueue } from '../../platform/index.js';
import { paperRepository } from '../papers/paper-repository.js';
import { paperService } from '../papers/paper-service.js';
import { odometerReader } from '../rules/odometer-reader.js';
import { ruleRepository } from '../rules/rule-repository.js';
import { ruleService } from '../rules/rule-service.js';
import type { TruckService } from '../../fleet/index.js';
import { lostSignalCheck, type WarningService } from '../../alerts/index.js';

/** Job names of the checks that raise maintenance and paper warnings. */
export const CHECK_JOBS = {
  maintenance: 'maintenance-check',
  papers: 'paper-check',
  lostSignal: 'lost-signal-check',
} as const;
/** Company-zone cron: odometers move all day, papers change date at midnight. */
const SCHEDULES = {
  maintenance: '*/30 * * * *',
  papers: '5 0 * * *',
  lostSignal: '* * * * *',
} as const;

interface Deps {
  db: Database;
  jobs: JobQueue;
  trucks: TruckService;
  access: AccessService;
  blobs: BlobStore;
  users: UserRepository;
  time: TimeFormat;
  log: FastifyBaseLogger;
  /** The offline threshold of the domain settings, for lost-signal warnings. */
  offlineMinutes: () => Promise<number>;
  warnings: WarningService;
}

/**
 * Maintenance rules, papers and lost signal, and the jobs that check them: on a schedule, at
 * start-up, and soon after each save (repeated requests collapse into one waiting job).
 */
export function operationsModule({
  db,
  jobs,
  trucks,
  access,
  blobs,
  users,
  time,
  log,
  offlineMinutes,
  warnings,
}: Deps) {
  const requestCheck = (name: string) => () => {
    jobs.send(name, {}, { singletonKey: name }).catch((error: unknown) => {
      log.error({ err: error, job: name }, 'could not queue a check');
    });
  };
  const rules = ruleService({
    rules: ruleRepository(db),
    trucks,
    warnings,
    odometerOf: odometerReader(db, time),
    requestCheck: requestCheck(CHECK_JOBS.maintenance),
  });
  const papers = paperService({
    papers: paperRepository(db),
    trucks,
    users,
    access,
    blobs,
    warnings,
    time,
    requestCheck: requestCheck(CHECK_JOBS.papers),
  });

  const lostSignal = lostSignalCheck({ db, warnings, offlineMinutes, time });
  const checks = {
    maintenance: () => rules.check(),
    papers: () => papers.check(),
    lostSignal: () => lostSignal(),
  };
  for (const key of ['maintenance', 'papers', 'lostSignal'] as const) {
    const name = CHECK_JOBS[key];
    void jobs.work(
      name,
      async () => {
        await checks[key]();
      },
      { policy: 'short' },
    );
    void jobs.schedule(name, SCHEDULES[key]);
    requestCheck(name)();
  }
  return { rules, papers, lostSignal };
}
