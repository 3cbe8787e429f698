import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { FeedFailure } from './amqp-publisher.js';
import type { FeedMeasures } from './feed-status.js';

/**
 * The feed's figures for Prometheus (the same as on the transmission page and in
 * /api/health, no truck named): messages confirmed, publishes that failed, the lag from
 * receipt to the broker's confirm (whose 2-minute mark is the law's) as this instance saw it,
 * and, read from the database at each scrape so every instance tells the same, the backlog,
 * the oldest fix waiting, the p95 lag, the last confirm and the trucks gone silent.
 */
export function feedMetrics(registry: Registry, measures: () => Promise<FeedMeasures>) {
  const sent = new Counter({
    name: 'fleet_authority_feed_messages_total',
    help: 'Messages the authority broker confirmed, by kind',
    labelNames: ['kind'],
    registers: [registry],
  });
  const failed = new Counter({
    name: 'fleet_authority_feed_failures_total',
    help: 'Rounds the authority broker did not confirm, by reason',
    labelNames: ['reason'],
    registers: [registry],
  });
  const lag = new Histogram({
    name: 'fleet_authority_feed_lag_seconds',
    help: 'From receipt of a fix to the broker confirming its way point',
    buckets: [0.5, 1, 2, 5, 10, 30, 60, 120, 300, 900],
    registers: [registry],
  });

  // One database read per scrape: the gauges are collected together.
  let reading: Promise<FeedMeasures | null> | null = null;
  const read = () =>
    (reading ??= measures()
      .catch(() => null)
      .finally(() => {
        reading = null;
      }));
  /** A gauge read from the figures; NaN when unknown (the database away, nothing yet). */
  const gauge = (name: string, help: string, value: (f: FeedMeasures) => number | null) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const f = await read();
        this.set((f && value(f)) ?? Number.NaN);
      },
    });
  gauge('fleet_authority_feed_enabled', 'Whether the feed is on (1) or off (0)', (f) =>
    f.enabled ? 1 : 0,
  );
  gauge('fleet_authority_feed_backlog', 'Fixes stored and not yet forwarded', (f) => f.backlog);
  gauge(
    'fleet_authority_feed_oldest_waiting_seconds',
    'Since receipt of the oldest fix not yet forwarded',
    (f) => f.oldestWaitingS,
  );
  gauge(
    'fleet_authority_feed_lag_p95_seconds',
    'p95 of receipt to confirm over the last 15 minutes, all instances',
    (f) => f.p95LagS,
  );
  gauge(
    'fleet_authority_feed_last_confirmed_timestamp_seconds',
    'When the authority broker last confirmed a message (Unix seconds)',
    (f) => (f.lastConfirmed ? f.lastConfirmed.getTime() / 1000 : null),
  );
  gauge(
    'fleet_authority_feed_silent_trucks',
    'Trucks reporting that forwarded nothing for over 2 minutes',
    (f) => f.silentTrucks,
  );

  return {
    sent: (kind: 'way_point' | 'registration', count: number) => {
      if (count > 0) sent.inc({ kind }, count);
    },
    failed: (reason: FeedFailure) => failed.inc({ reason }),
    lag: (seconds: number) => lag.observe(seconds),
  };
}

export type FeedMetrics = ReturnType<typeof feedMetrics>;
