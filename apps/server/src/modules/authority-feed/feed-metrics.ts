import { Counter, Histogram, type Registry } from 'prom-client';
import type { FeedFailure } from './amqp-publisher.js';

/**
 * The feed's figures for Prometheus (the same as on the transmission page and in
 * /api/health): messages confirmed, publishes that failed, and the lag from receipt to the
 * broker's confirm, whose 2-minute mark is the law's.
 */
export function feedMetrics(registry: Registry) {
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
  return {
    sent: (kind: 'way_point' | 'registration', count: number) => {
      if (count > 0) sent.inc({ kind }, count);
    },
    failed: (reason: FeedFailure) => failed.inc({ reason }),
    lag: (seconds: number) => lag.observe(seconds),
  };
}

export type FeedMetrics = ReturnType<typeof feedMetrics>;
