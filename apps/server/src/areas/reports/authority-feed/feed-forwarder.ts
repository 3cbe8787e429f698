import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { FEED_MAX_SPEED_KMH } from '@fleet/contracts';
import { FeedPublishError, type AmqpPublisher } from './amqp-publisher.js';
import type { FeedCodec, WayPointMessage } from './feed-message.js';
import type { FeedMetrics } from './feed-metrics.js';
import type { ClaimedTruck, FeedRepository, QueuedFix, TruckRound } from './feed-repository.js';
import { feedPlate } from './feed-plate.js';
import type { FeedSettings } from './feed-settings.js';
import { scheduleWayPoints, type ScheduleMark } from './way-point-schedule.js';

interface Deps {
  repository: FeedRepository;
  settings: FeedSettings;
  publisher: AmqpPublisher;
  codecs: Record<string, FeedCodec>;
  metrics: FeedMetrics;
  /** The motion model's rule for a pair of fixes: moving after this one? */
  movingAfter: () => Promise<
    (wasMoving: boolean, previousKmh: number | null, speedKmh: number) => boolean
  >;
  /** Queues the registrations whose content changed (company, vehicles, drivers). */
  registrations: { queueChanged(target: string): Promise<number> };
  instance: string;
  log: FastifyBaseLogger;
}

/** Trucks one round takes, and fixes of each: a round publishes at most this many messages. */
const TRUCKS_PER_ROUND = 1_000;
const FIXES_PER_TRUCK = 200;
/** A claim outlives a round that a broker stalls (the confirm timeout is 15 s). */
const CLAIM_S = 60;
const IDLE_MS = 1_000;
const MAX_BACKOFF_MS = 10_000;
/** Registrations are compared with what was sent this often (and at start). */
const REGISTRATION_CHECK_MS = 60_000;

const flag = (attributes: Record<string, unknown> | null, key: string): boolean | null =>
  typeof attributes?.[key] === 'boolean' ? attributes[key] : null;

function wayPoint(vehicle: string, fix: QueuedFix): WayPointMessage {
  return {
    type: 'way_point',
    vehicle,
    driver: fix.licence_number,
    speedKmh: fix.speed_kmh!,
    time: new Date(fix.fix_ms),
    lon: fix.lon!,
    lat: fix.lat!,
    altitude: fix.altitude,
    heading: fix.course,
    ignition: fix.ignition,
    door: flag(fix.attributes, 'door'),
    aircon: flag(fix.attributes, 'aircon'),
  };
}

/**
 * Forwards the outbox to the authority's broker: claims trucks with fixes waiting (several
 * instances share the trucks, never one truck at once), picks the way points the senders'
 * rule asks for, publishes them with confirms, and only then takes them out of the outbox.
 * A broker that is away keeps everything in the outbox; it is sent oldest first when the
 * broker is back.
 */
export function feedForwarder(deps: Deps) {
  const { repository, settings, publisher, log, instance } = deps;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = true;
  let failures = 0;
  let registrationsCheckedAt = 0;
  let checkedTarget: string | null = null;
  /** Asked to forward now while a round was running: the next starts without waiting. */
  let woken = false;

  function roundOf(truck: ClaimedTruck, fixes: QueuedFix[], now: number, moving: Moving) {
    const round: TruckRound = {
      truckId: truck.truck_id,
      done: [],
      sentMs: null,
      sentMoving: null,
      seenMs: null,
      seenSpeedKmh: null,
      lagMs: null,
      forwarded: 0,
      problem: null,
    };
    const messages: { message: WayPointMessage; receivedMs: number }[] = [];
    // A fix the retention purge took while it waited is gone: nothing to forward. A speed
    // no truck drives is a device fault the senders drop: kept in the console, not sent.
    const present = fixes.filter((f) => {
      if (f.lat === null) {
        round.done.push(f.id);
        return false;
      }
      if (f.speed_kmh! > FEED_MAX_SPEED_KMH) {
        round.done.push(f.id);
        round.problem = 'speed_over_limit';
        return false;
      }
      return true;
    });
    const vehicle = feedPlate(truck.plate);
    if (!vehicle) {
      round.problem = 'plate_not_normalised';
      return { round, messages };
    }
    const start: ScheduleMark = {
      sentTime: truck.sent_ms,
      sentMoving: truck.sent_moving,
      seenTime: truck.seen_ms,
      seenSpeedKmh: truck.seen_speed_kmh,
      moving: truck.sent_moving ?? false,
    };
    const { verdicts, mark } = scheduleWayPoints(
      present.map((f) => ({ time: f.fix_ms, speedKmh: f.speed_kmh!, receivedAt: f.received_ms })),
      start,
      now,
      moving,
    );
    verdicts.forEach((verdict, i) => {
      const fix = present[i]!;
      if (verdict === 'hold') return;
      round.done.push(fix.id);
      if (verdict === 'send')
        messages.push({ message: wayPoint(vehicle, fix), receivedMs: fix.received_ms });
    });
    Object.assign(round, {
      sentMs: mark.sentTime,
      sentMoving: mark.sentMoving,
      seenMs: mark.seenTime,
      seenSpeedKmh: mark.seenSpeedKmh,
      forwarded: messages.length,
    });
    return { round, messages };
  }

  type Moving = Parameters<typeof scheduleWayPoints>[3];

  /** One round: answers how many outbox rows it took care of (0: nothing to do). */
  async function round(): Promise<number> {
    const setup = await settings.setup();
    if (!setup.enabled || !setup.target) return 0;
    const target = setup.target;
    const codec = deps.codecs[setup.codec]!;
    // A digest, never the URL itself: it carries the broker's password.
    const targetKey = crypto
      .createHash('sha256')
      .update(`${target.url}|${target.exchange}|${target.routingKey}|${setup.providerId}`)
      .digest('base64url');
    if (
      checkedTarget !== targetKey ||
      Date.now() - registrationsCheckedAt > REGISTRATION_CHECK_MS
    ) {
      await deps.registrations.queueChanged(targetKey);
      checkedTarget = targetKey;
      registrationsCheckedAt = Date.now();
    }
    let done = 0;

    const registrations = await repository.claimRegistrations(instance, 500, CLAIM_S);
    if (registrations.length > 0) {
      const bodies = registrations.map((r) =>
        codec.encode(r.payload as never, setup.providerId || null),
      );
      try {
        await publisher.publish(target, bodies);
      } catch (error) {
        await repository.finishRegistrations(
          instance,
          registrations.map((r) => r.id),
          false,
        );
        throw error;
      }
      await repository.finishRegistrations(
        instance,
        registrations.map((r) => r.id),
        true,
      );
      deps.metrics.sent('registration', registrations.length);
      done += registrations.length;
    }

    await repository.addTrucks();
    const trucks = await repository.claimTrucks(instance, TRUCKS_PER_ROUND, CLAIM_S);
    if (trucks.length === 0) return done;
    const byTruck = new Map<number, QueuedFix[]>();
    for (const fix of await repository.queuedFixes(
      trucks.map((t) => t.truck_id),
      FIXES_PER_TRUCK,
    )) {
      const list = byTruck.get(fix.truck_id) ?? [];
      list.push(fix);
      byTruck.set(fix.truck_id, list);
    }
    const moving = await deps.movingAfter();
    const now = Date.now();
    const planned = trucks.map((truck) =>
      roundOf(truck, byTruck.get(truck.truck_id) ?? [], now, moving),
    );
    const messages = planned.flatMap((p) => p.messages);
    try {
      await publisher.publish(
        target,
        messages.map((m) => codec.encode(m.message, setup.providerId || null)),
      );
    } catch (error) {
      await repository.releaseTrucks(
        instance,
        trucks.map((t) => t.truck_id),
      );
      throw error;
    }
    const confirmedAt = Date.now();
    for (const { round, messages: sent } of planned) {
      const newest = sent.at(-1);
      if (newest) round.lagMs = Math.max(0, Math.round(confirmedAt - newest.receivedMs));
      for (const m of sent) deps.metrics.lag((confirmedAt - m.receivedMs) / 1000);
    }
    await repository.finishTrucks(
      instance,
      planned.map((p) => p.round),
    );
    deps.metrics.sent('way_point', messages.length);
    return done + planned.reduce((sum, p) => sum + p.round.done.length, 0);
  }

  async function cycle(): Promise<void> {
    let delay = IDLE_MS;
    try {
      const done = await round();
      const setup = await settings.setup();
      if (setup.target && (done > 0 || failures > 0))
        await repository.recordBroker(setup.target.exchange, null);
      if (failures > 0) log.info('authority feed: the broker confirms again');
      failures = 0;
      if (done > 0) delay = 0;
    } catch (error) {
      failures += 1;
      const failure = error instanceof FeedPublishError ? error.failure : 'unreachable';
      deps.metrics.failed(failure);
      const setup = await settings.setup().catch(() => null);
      await repository.recordBroker(setup?.target?.exchange ?? '', failure).catch(() => {});
      // One line when it starts failing, then one every ten rounds: an outage is not a flood.
      if (failures === 1 || failures % 10 === 0)
        log.warn({ failure, failures }, 'authority feed: not confirmed; the outbox keeps it');
      if (!(error instanceof FeedPublishError)) log.error({ err: error }, 'authority feed round');
      delay = Math.min(MAX_BACKOFF_MS, 500 * 2 ** Math.min(failures, 6));
    }
    if (woken) delay = 0;
    woken = false;
    if (!stopped) timer = setTimeout(run, delay);
  }

  function run(): void {
    timer = null;
    running = cycle().finally(() => (running = null));
  }

  return {
    start(): void {
      if (!stopped) return;
      stopped = false;
      run();
    },
    /** What the registrations carry may have changed (an edit): compared at the next round. */
    registrationsChanged(): void {
      registrationsCheckedAt = 0;
      this.wake();
    },
    /** Forwards now (a settings change), instead of at the next round. */
    wake(): void {
      if (stopped) return;
      if (running || !timer) {
        woken = true;
        return;
      }
      clearTimeout(timer);
      run();
    },
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
      await publisher.close();
    },
    round,
  };
}

export type FeedForwarder = ReturnType<typeof feedForwarder>;
