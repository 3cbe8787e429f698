import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { isMovingAfter } from '@fleet/contracts';
import type { Registry } from 'prom-client';
import type { TConfig } from '../../../config.js';
import type { Database } from '../../../db/database.js';
import type { TimeFormat } from '../../../time-format.js';
import type { SecretBox, SettingsService, SettingsStore } from '../../platform/index.js';
import { amqpPublisher } from './amqp-publisher.js';
import { feedForwarder } from './feed-forwarder.js';
import { feedMetrics } from './feed-metrics.js';
import { feedRegistrations, type CompanyIdentity } from './feed-registrations.js';
import { feedRepository } from './feed-repository.js';
import { feedSettings } from './feed-settings.js';
import { feedStatus } from './feed-status.js';
import { ufmsCodec } from './ufms-codec.js';
import type { SystemWarning } from '../../alerts/index.js';

interface Deps {
  config: TConfig;
  db: Database;
  log: FastifyBaseLogger;
  time: TimeFormat;
  store: SettingsStore;
  box: SecretBox;
  domain: SettingsService;
  company: () => Promise<CompanyIdentity>;
  metrics: Registry;
  /** Raises the warning that the feed lags past the law's 2 minutes. */
  warnings: { raiseSystem(warning: SystemWarning): Promise<unknown> };
}

/** The lag is checked this often; one warning per hour while it lasts. */
const LATE_CHECK_MS = 60_000;
const HOUR_MS = 3_600_000;

/**
 * The authority feed (TT 09/2015 art. 4; TT 71/2024): the outbox the positions trigger fills
 * in the intake's commit, the forwarder that publishes it to the authority's broker with
 * confirms, its settings and what it did.
 */
export function authorityFeedModule(deps: Deps) {
  const { db, log } = deps;
  const repository = feedRepository(db);
  const settings = feedSettings(deps.config, deps.store, deps.box);
  const registrations = feedRegistrations({
    db,
    company: deps.company,
    sent: (target) => repository.registrationDigests(target),
    queue: (kind, key, target, digest, payload) =>
      repository.queueRegistration(kind, key, target, digest, payload),
  });
  const codecs = { ufms: ufmsCodec() };
  const status = feedStatus(db, settings, deps.time);
  const forwarder = feedForwarder({
    repository,
    settings,
    publisher: amqpPublisher(),
    codecs,
    metrics: feedMetrics(deps.metrics, () => status.measures()),
    // The motion model's rule for the motion after a fix (isMovingAfter).
    movingAfter: async () => {
      const domain = await deps.domain.domain();
      return (_wasMoving, previousKmh, speedKmh) => isMovingAfter(previousKmh, speedKmh, domain);
    },
    registrations,
    instance: `${os.hostname()}:${process.pid}:${deps.config.PORT}`,
    log: log.child({ module: 'authority-feed' }),
  });
  let lateTimer: NodeJS.Timeout | null = null;

  /**
   * A warning when the feed lags past the law's 2 minutes (the p95 of recent way points, or a
   * fix waiting that long): once per hour while it lasts, whichever instance sees it first.
   */
  async function checkLate(now = Date.now()): Promise<boolean> {
    const { enabled } = await settings.setup();
    if (!enabled) return false;
    const { late, p95LagS, oldestWaitingS } = await status.late();
    if (!late) return false;
    const lagS = Math.round(Math.max(p95LagS ?? 0, oldestWaitingS ?? 0));
    await deps.warnings.raiseSystem({
      truckId: null,
      type: 'authority_feed_late',
      content: `Truyền dữ liệu về cơ quan quản lý chậm ${lagS} giây`,
      params: { lag_s: lagS },
      time: new Date(now),
      dedupeKey: `authority_feed_late:${Math.floor(now / HOUR_MS)}`,
    });
    return true;
  }

  /** The trigger queues fixes only while the feed is on (the database's copy of the switch). */
  async function applySwitch(): Promise<void> {
    await repository.setForwarding((await settings.setup()).enabled);
  }

  return {
    settings,
    status,
    codecs,
    registrations,
    forwarder,
    applySwitch,
    checkLate,
    async start(): Promise<void> {
      await applySwitch();
      forwarder.start();
      lateTimer = setInterval(() => {
        checkLate().catch((err: unknown) => log.error({ err }, 'authority feed lag check'));
      }, LATE_CHECK_MS);
      lateTimer.unref();
    },
    async stop(): Promise<void> {
      if (lateTimer) clearInterval(lateTimer);
      lateTimer = null;
      await forwarder.stop();
    },
  };
}

export type AuthorityFeedModule = ReturnType<typeof authorityFeedModule>;
