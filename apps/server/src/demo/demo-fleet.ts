import { setTimeout as sleep } from 'node:timers/promises';
import type { Services } from '../services.js';
import { demoAnchor } from './demo-anchor.js';
import { DEMO_TRUCKS, type DemoTruck } from './fleet.js';
import { osmandForm, postFix } from './osmand-client.js';
import { seedDemoFleet } from './seed.js';
import { failureReporter, sendLimiter, type DemoLog } from './send-limiter.js';
import { advance, createFeed, type TruckFeed } from './truck-feed.js';
import type { SimFix } from './truck-sim.js';

export interface DemoFleetOptions {
  services: Services;
  /** Where the console listens, e.g. `http://127.0.0.1:8080`. */
  baseUrl: string;
  dataDir: string;
  /** Seconds between two live fixes of a truck. */
  intervalS: number;
  log: DemoLog;
  now?: () => number;
  /** History sent at start-up; the long-drive trucks need more than 4 h 20 min of it. */
  backfillHours?: number;
  /** Requests in flight at once while the history is sent. */
  concurrency?: number;
  trucks?: readonly DemoTruck[];
}

export interface DemoFleet {
  /** Settles once the history has been sent (or the demo was stopped before). */
  readonly historySent: Promise<void>;
  /** Fixes the console accepted so far. */
  accepted(): number;
  stop(): Promise<void>;
}

/**
 * Seeds the demo company, sends the last hours of every truck through the OsmAnd endpoint,
 * then keeps sending live fixes until stopped. Failures are logged and never stop it.
 */
export function startDemoFleet(options: DemoFleetOptions): DemoFleet {
  const { services, baseUrl, dataDir, intervalS, log } = options;
  const now = options.now ?? Date.now;
  const backfillMs = (options.backfillHours ?? 6) * 3600 * 1000;
  const trucks = options.trucks ?? DEMO_TRUCKS;
  const controller = new AbortController();
  const { signal } = controller;
  const limit = sendLimiter(options.concurrency ?? 16);
  const reportFailure = failureReporter(log, now);
  const osmandUrl = `${baseUrl}/osmand`;
  let accepted = 0;
  let markHistorySent = () => {};
  const historySent = new Promise<void>((resolve) => (markHistorySent = resolve));

  async function send(feed: TruckFeed, fixes: SimFix[]): Promise<void> {
    // One truck's fixes go in order, as its device would send them.
    for (const fix of fixes) {
      if (signal.aborted) return;
      const form = osmandForm(feed.truck.device_id, feed.truck.driver.card_id, fix);
      try {
        await limit(() => postFix(osmandUrl, form, signal));
        accepted += 1;
      } catch (error) {
        if (!signal.aborted) reportFailure(error);
      }
    }
  }

  const sendUntil = (feeds: TruckFeed[], until: number, live: boolean) =>
    Promise.all(feeds.map((feed) => send(feed, advance(feed, until, live))));

  async function run(): Promise<void> {
    await waitForHealth(baseUrl, signal);
    const seeded = await seedDemoFleet(services, trucks);
    log.info(
      `demo fleet: ${trucks.length} trucks (${seeded.trucksCreated} new), ` +
        `${seeded.driversCreated} new drivers`,
    );
    const { anchor } = demoAnchor(dataDir, now(), backfillMs);
    const feeds = trucks.map((truck) => createFeed(truck, anchor, anchor + backfillMs));
    // A restart replays the simulation from the anchor and sends only the recent part.
    for (const feed of feeds) advance(feed, now() - backfillMs, false);
    const began = now();
    await sendUntil(feeds, began, false);
    markHistorySent();
    log.info(
      `demo fleet: sent ${accepted} fixes of the last ${backfillMs / 3_600_000} h in ` +
        `${Math.round((now() - began) / 1000)} s; live every ${intervalS} s`,
    );
    const intervalMs = intervalS * 1000;
    while (!signal.aborted) {
      await sleep(intervalMs - (now() % intervalMs), undefined, { signal });
      await sendUntil(feeds, now(), true);
    }
  }

  const running = run().catch((error: unknown) => {
    if (signal.aborted) return;
    log.warn(`demo fleet stopped: ${error instanceof Error ? error.message : String(error)}`);
  });
  void running.finally(markHistorySent);

  return {
    historySent,
    accepted: () => accepted,
    async stop() {
      controller.abort();
      await running;
    },
  };
}

async function waitForHealth(baseUrl: string, signal: AbortSignal): Promise<void> {
  for (;;) {
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch (error) {
      if (signal.aborted) throw error;
    }
    await sleep(500, undefined, { signal });
  }
}
