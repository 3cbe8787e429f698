import type { FastifyBaseLogger } from 'fastify';
import type { TAlertDelivery } from '@fleet/contracts';
import type { Database, Queryable } from '../../../db/database.js';
import { AppError } from '../../../http/app-error.js';
import { redactSecrets } from '../../../redact-secrets.js';
import type { TimeFormat } from '../../../time-format.js';
import {
  deliveryRepository,
  type ClaimedDelivery,
  type TDeliveryChannel,
} from './delivery-repository.js';
import { isPastDay, nextAttempt } from './delivery-schedule.js';

/**
 * Sends one delivery over its channel at `now` (the schedule's clock); throws when the channel
 * did not take it.
 */
export type DeliverySender = (delivery: ClaimedDelivery, now: Date) => Promise<void>;

/** The recipient is gone for good (a push subscription the push service forgot): no retry. */
export class RecipientGone extends Error {}

/**
 * Not sent because of a rate limit (the channel's own, or the provider's answer): tried again
 * at `at` without counting as a failed try. The day of tries still applies.
 */
export class TryLater extends Error {
  constructor(
    message: string,
    readonly at: Date,
  ) {
    super(message);
  }
}

/** Deliveries claimed and sent together per round (the mailer keeps 5 connections). */
const BATCH = 20;
/**
 * A claim lasts this long on the database's clock: longer than any send may take (nodemailer
 * gives up on a silent socket after 10 minutes). A claim past it was cut short by a crash.
 */
const LEASE_SECONDS = 20 * 60;
const POLL_MS = 1000;
const LISTED = 500;
const INTERRUPTED = 'interrupted while sending: it may have been sent; send again to be sure';

interface Deps {
  db: Database;
  log: FastifyBaseLogger;
  time: TimeFormat;
  senders: Record<TDeliveryChannel, DeliverySender>;
  /** What the schedule reads as now (tries, their delays, the day they are given). */
  clock?: () => Date;
  pollMs?: number;
}

/**
 * The alert outbox (decisions.md "Alert deliveries"): deliveries are written with the warning
 * they report, claimed by one instance (committed before the send), sent, and recorded sent;
 * a failed try is tried again after a capped delay for a day, then left failed for staff.
 */
export function alertDeliveries({ db, log, time, senders, pollMs = POLL_MS, ...deps }: Deps) {
  let clock = deps.clock ?? (() => new Date());
  const rows = deliveryRepository(db);
  let chain: Promise<number> = Promise.resolve(0);
  let pending = false;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  async function deliverOne(delivery: ClaimedDelivery): Promise<void> {
    try {
      await senders[delivery.channel](delivery, clock());
    } catch (error) {
      const said = redactSecrets(error instanceof Error ? error.message : String(error));
      if (error instanceof TryLater && !isPastDay(delivery.queued_at, error.at)) {
        log.info({ delivery: delivery.id, until: error.at, reason: said }, 'alert delayed');
        await rows.later(delivery.id, said.slice(0, 500), error.at);
        return;
      }
      const next =
        error instanceof RecipientGone
          ? null
          : nextAttempt(delivery.queued_at, delivery.attempts, clock());
      log.warn(
        { delivery: delivery.id, attempts: delivery.attempts, error: said },
        'alert not sent',
      );
      await rows.tryFailed(delivery.id, said.slice(0, 500), next);
      return;
    }
    await rows.sent(delivery.id, clock());
  }

  async function deliverDue(): Promise<number> {
    const interrupted = await rows.failInterrupted(INTERRUPTED);
    if (interrupted > 0) log.error({ interrupted }, 'alert deliveries interrupted while sending');
    let total = 0;
    while (!stopped) {
      const claimed = await rows.claimDue(clock(), BATCH, LEASE_SECONDS);
      await Promise.all(claimed.map(deliverOne));
      total += claimed.length;
      if (claimed.length < BATCH) break;
    }
    return total;
  }

  /** One round at a time; answers when a round that started after the call has ended. */
  function drain(): Promise<number> {
    chain = chain
      .catch(() => 0)
      .then(() => deliverDue())
      .catch((error: unknown) => {
        log.error({ err: error }, 'alert deliveries');
        return 0;
      });
    return chain;
  }

  const wire = (row: Awaited<ReturnType<typeof rows.unsent>>[number]): TAlertDelivery => ({
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    state: row.state,
    warning_id: row.warning_id,
    warning_type: row.warning_type,
    plate: row.plate,
    attempts: row.attempts,
    queued_at: time.toWire(row.queued_at),
    next_attempt_at: row.state === 'waiting' ? time.toWire(row.next_attempt_at) : null,
    last_error: row.last_error,
  });

  return {
    /** Queues a warning's message to each recipient inside the transaction that raises it. */
    queue: (
      tx: Queryable,
      channel: TDeliveryChannel,
      warningId: number,
      recipients: readonly string[],
    ) => deliveryRepository(tx).queue(channel, warningId, recipients, clock()),
    /** Sends what is due now; answers how many were tried. */
    drain,
    async unsent(): Promise<TAlertDelivery[]> {
      return (await rows.unsent(LISTED)).map(wire);
    },
    async sendAgain(ids: readonly number[]): Promise<{ ids: number[] }> {
      const queued = await rows.sendAgain(ids, clock());
      if (queued.length === 0)
        throw new AppError('CONFLICT', 'These alerts were sent already or are being sent');
      void drain();
      return { ids: queued };
    },
    /** For tests: the schedule's clock, so a day of tries passes without waiting for it. */
    useClock(next: () => Date): void {
      clock = next;
    },
    start(): void {
      stopped = false;
      timer = setInterval(() => {
        if (pending) return;
        pending = true;
        void drain().finally(() => (pending = false));
      }, pollMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await chain;
    },
  };
}

export type AlertDeliveries = ReturnType<typeof alertDeliveries>;
