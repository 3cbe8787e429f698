import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { TLiveMessage, TTruckLive } from '@fleet/contracts';
import type { Database } from '../../../db/database.js';
import type { StoredState } from '../../intake/index.js';
import type { TrackingRepository } from '../tracking/tracking-repository.js';
import type { OpenSession } from '../motion/continuous-driving.js';
import type { LiveThresholds, TrackingService } from '../tracking/tracking-service.js';
import { decodeStates, encodeStates, LIVE_CHANNEL, originOf } from './live-channel.js';

/** One browser connection: what it may see and what it has not been sent yet. */
export interface LiveClient {
  /** Truck ids it may see; null = all. */
  visible: Set<number> | null;
  pending: Map<number, TTruckLive>;
  /** Sends one serialized `TLiveMessage`. */
  sendText(text: string): void;
  /** Bytes queued on the socket; a slow client gets merged deltas instead of a backlog. */
  backlog(): number;
}

interface Deps {
  db: Database;
  repository: TrackingRepository;
  tracking: TrackingService;
  log: FastifyBaseLogger;
  /** How often deltas go out; a few per second keeps ingest-to-screen well under a second. */
  flushMs: number;
}

const SLOW_CLIENT_BYTES = 1024 * 1024;
/**
 * Least time between two NOTIFYs of one instance. Commits come a hundred times a second under
 * load, and a round trip each was a tenth of the ingest's database traffic; what they commit
 * meanwhile is merged per truck into the next one. Browsers get deltas every flushMs anyway.
 */
const ANNOUNCE_GAP_MS = 50;
const SWEEP_MS = 30_000;
/**
 * How often the trucks' open driving sessions are read again: the motion engine stores them
 * at most every 5 s (its pass), so continuous driving on screen is that late at most.
 */
const DRIVING_MS = 5_000;
/**
 * Trucks per delta message. The browser handles each message as one task; 5,000 trucks in
 * one (a whole fleet going offline at once) made a task of tens of milliseconds.
 */
export const DELTA_TRUCKS = 500;

/** Serialized delta messages of at most DELTA_TRUCKS trucks each. */
export function deltaMessages(trucks: readonly TTruckLive[]): string[] {
  const messages: string[] = [];
  for (let at = 0; at < trucks.length; at += DELTA_TRUCKS) {
    const part = trucks.slice(at, at + DELTA_TRUCKS);
    messages.push(JSON.stringify({ type: 'delta', trucks: part } satisfies TLiveMessage));
  }
  return messages;
}

/**
 * Fans committed truck states out to WebSocket clients (architecture.md §9). Every instance
 * listens on one PostgreSQL channel, so a fix written by any instance reaches every client.
 */
export function liveHub({ db, repository, tracking, log, flushMs }: Deps) {
  const clients = new Set<LiveClient>();
  const states = new Map<number, StoredState>();
  /** Open driving sessions per truck, as the motion engine stored them when last read. */
  let sessions = new Map<number, OpenSession>();
  /** What the clients were last told of each truck's status and continuous driving. */
  const lastSent = new Map<number, string>();
  /** The driver at the wheel of each truck, by the motion model's rule, when last read. */
  let drivers = new Map<number, string | null>();
  /** The drivers were not read again while nobody watched. */
  let driversStale = false;
  let names = new Map<string, string>();
  /** Trucks changed since the last flush, each with the number of its latest change. */
  const dirty = new Map<number, number>();
  let changes = 0;
  /** Clients added since the last flush, with the change count then: their snapshot has those. */
  const joined = new Map<LiveClient, number>();
  const timers: NodeJS.Timeout[] = [];
  let unlisten: (() => Promise<void>) | null = null;
  /** Committed states not announced yet, newest per truck, the NOTIFY under way or waiting. */
  const unannounced = new Map<number, StoredState>();
  let announcing: Promise<void> | null = null;
  let announceTimer: NodeJS.Timeout | null = null;
  let lastAnnounced = 0;
  let stopped = false;
  /** The states of every truck are read (start): the hub can answer for a snapshot. */
  let started = false;
  /** This instance's tag on its NOTIFY payloads. */
  const origin = randomUUID();
  /** The admin's thresholds, read again at every flush (cached settings). */
  let thresholds: LiveThresholds | null = null;

  /** The trucks and their drivers at the wheel (the engine's and the fixes after it). */
  async function refreshTrucks(): Promise<void> {
    driversStale = false;
    drivers = await tracking.driversNow(null);
    await readNames();
  }

  async function readNames(): Promise<void> {
    const usernames = new Set<string>();
    for (const driver of drivers.values()) if (driver) usernames.add(driver);
    if ([...usernames].every((u) => names.has(u.toLowerCase()))) return;
    names = await repository.driverNames([...usernames]);
  }

  function liveOf(truckId: number, now: Date, limits: LiveThresholds): TTruckLive {
    return tracking.liveOf(
      truckId,
      states.get(truckId),
      drivers.get(truckId) ?? null,
      sessions.get(truckId),
      names,
      now,
      limits,
    );
  }

  /** What a client sees change when it changes by itself: status, driver and driving. */
  const shownOf = (live: TTruckLive) =>
    `${live.status}:${live.current_driver}:${live.continuous_driving_s}:${live.continuous_driving}`;

  /** Changed thresholds re-judge every truck in this flush. */
  async function readThresholds(): Promise<LiveThresholds> {
    const next = await tracking.thresholds();
    const changed = JSON.stringify(next) !== JSON.stringify(thresholds);
    thresholds = next;
    if (changed) sweep();
    return next;
  }

  /**
   * The open sessions and drivers again: continuous driving grew, or a break ended it (and
   * with it a device login).
   */
  async function readSessions(): Promise<void> {
    if (clients.size === 0) return;
    await rereadSessions();
  }

  /** When the sessions and drivers were last read (start, every DRIVING_MS with clients). */
  let sessionsReadAt = 0;
  /** One read at a time: snapshots asked together share it. */
  let rereading: Promise<void> | null = null;
  function rereadSessions(): Promise<void> {
    rereading ??= (async () => {
      const readAt = Date.now();
      sessions = await repository.openSessions(null);
      await refreshTrucks();
      sessionsReadAt = readAt;
      sweep();
    })().finally(() => {
      rereading = null;
    });
    return rereading;
  }

  async function flush(): Promise<void> {
    const limits = await readThresholds();
    // Nobody watching: a browser that connects reads the drivers and sessions again first.
    if (clients.size === 0) return dirty.clear();
    if (dirty.size === 0 && ![...clients].some((c) => c.pending.size > 0)) return;
    if (driversStale || [...dirty.keys()].some((id) => !drivers.has(id))) await refreshTrucks();
    else await readNames();
    const now = new Date();
    const numbered = [...dirty].map(([id, change]) => ({
      live: liveOf(id, now, limits),
      change,
    }));
    const changed = numbered.map(({ live }) => live);
    dirty.clear();
    for (const live of changed) lastSent.set(live.id, shownOf(live));
    // Clients that see every truck and are up to date share one serialized message.
    let shared: string[] | null = null;
    for (const client of clients) {
      const slow = client.backlog() > SLOW_CLIENT_BYTES;
      const since = joined.get(client);
      if (since === undefined && client.visible === null && client.pending.size === 0 && !slow) {
        if (changed.length === 0) continue;
        shared ??= deltaMessages(changed);
        for (const text of shared) client.sendText(text);
        continue;
      }
      // A client that joined after a change has it in its snapshot, read after joining.
      const news = since === undefined ? numbered : numbered.filter((n) => n.change > since);
      for (const { live } of news) {
        if (!client.visible || client.visible.has(live.id)) client.pending.set(live.id, live);
      }
      if (client.pending.size === 0 || slow) continue;
      for (const text of deltaMessages([...client.pending.values()])) client.sendText(text);
      client.pending.clear();
    }
    joined.clear();
  }

  /**
   * Changes that no fix announces: a truck falling silent goes offline, the motion engine
   * stored more continuous driving, a break ended it.
   */
  function sweep(): void {
    if (!thresholds) return;
    const now = new Date();
    for (const id of states.keys()) {
      if (shownOf(liveOf(id, now, thresholds)) !== lastSent.get(id)) dirty.set(id, ++changes);
    }
  }

  /**
   * Sends what is waiting in one NOTIFY round trip, at most one every ANNOUNCE_GAP_MS; states
   * committed meanwhile wait for the next, merged per truck, so the backlog stays one trip.
   */
  function scheduleAnnounce(): void {
    if (stopped || announcing || announceTimer || unannounced.size === 0) return;
    const wait = lastAnnounced + ANNOUNCE_GAP_MS - Date.now();
    if (wait <= 0) announcing = announce();
    else
      announceTimer = setTimeout(() => {
        announceTimer = null;
        scheduleAnnounce();
      }, wait);
  }

  async function announce(): Promise<void> {
    lastAnnounced = Date.now();
    try {
      const payloads = encodeStates([...unannounced.values()], origin);
      unannounced.clear();
      await db.query('select pg_notify($1, payload) from unnest($2::text[]) as payload', [
        LIVE_CHANNEL,
        payloads,
      ]);
    } catch (error) {
      log.error({ err: error }, 'live publish');
    } finally {
      announcing = null;
      scheduleAnnounce();
    }
  }

  /**
   * A newer state replaces the waiting one; an older one (commits may cross) does not. The
   * fix time decides: the store never moves a truck back to an older fix, so a commit that
   * took the row later never answers an older one. `last_seen` is its transaction's start,
   * which a concurrent commit can have later while it wrote first; it only breaks ties.
   */
  function isOlder(state: StoredState, than: StoredState | undefined): boolean {
    if (!than) return false;
    const fix = state.fix_time?.getTime() ?? -Infinity;
    const thanFix = than.fix_time?.getTime() ?? -Infinity;
    if (fix !== thanFix) return fix < thanFix;
    return !!(than.last_seen && state.last_seen && state.last_seen < than.last_seen);
  }

  /** Takes newer states into the picture; notifications of two commits may cross. */
  function apply(incoming: Iterable<StoredState>): void {
    for (const state of incoming) {
      const before = states.get(state.truck_id);
      if (isOlder(state, before)) continue;
      // A new device login holds the wheel at once (the rule's `driverAtFix`); anything
      // else about the driver is the engine's, read again within DRIVING_MS.
      if (state.driver_username && state.driver_username !== before?.driver_username)
        drivers.set(state.truck_id, state.driver_username);
      states.set(state.truck_id, state);
      dirty.set(state.truck_id, ++changes);
    }
  }

  /** States other instances committed; this instance's own were applied when published. */
  function receive(payload: string): void {
    if (originOf(payload) !== origin) apply(decodeStates(payload));
  }

  const safely = (work: () => Promise<void> | void) => () => {
    Promise.resolve()
      .then(work)
      .catch((error: unknown) => log.error({ err: error }, 'live hub'));
  };

  return {
    async start(): Promise<void> {
      for (const state of await repository.states(null)) {
        states.set(state.truck_id, { ...state, motion: state.motion });
      }
      await refreshTrucks();
      sessions = await repository.openSessions(null);
      sessionsReadAt = Date.now();
      const limits = (thresholds = await tracking.thresholds());
      const now = new Date();
      for (const id of states.keys()) lastSent.set(id, shownOf(liveOf(id, now, limits)));
      unlisten = await db.listen(LIVE_CHANNEL, receive);
      started = true;
      timers.push(setInterval(safely(flush), flushMs));
      timers.push(setInterval(safely(readSessions), DRIVING_MS));
      timers.push(
        setInterval(
          safely(async () => {
            // Nobody watching: folding every truck's fixes would cost the ingest for nothing;
            // the first flush with a client reads the drivers again.
            if (clients.size === 0) return void (driversStale = true);
            await refreshTrucks();
            sweep();
          }),
          SWEEP_MS,
        ),
      );
    },
    async stop(): Promise<void> {
      for (const timer of timers) clearInterval(timer);
      timers.length = 0;
      // What was committed is announced before the instance goes.
      stopped = true;
      if (announceTimer) clearTimeout(announceTimer);
      announceTimer = null;
      while (announcing || unannounced.size > 0) await (announcing ??= announce());
      await unlisten?.();
      unlisten = null;
    },
    /** Announces committed states to every instance (called after each ingest commit). */
    publish(committed: StoredState[]): void {
      apply(committed);
      for (const state of committed) {
        if (!isOlder(state, unannounced.get(state.truck_id)))
          unannounced.set(state.truck_id, state);
      }
      scheduleAnnounce();
    },
    /**
     * The live part of trucks now, for a client's snapshot, as every connected client sees
     * it: the states held here (every commit is applied as it is announced, so no read of
     * 5,000 state rows per browser), the drivers and open driving sessions as last read
     * (read again first when older than DRIVING_MS, as with no client connected); null
     * before the hub has started. Asked before the trucks are known (it runs beside their
     * read); the answer gives the live part of the ids it is handed.
     */
    async liveNow(): Promise<((truckIds: readonly number[]) => Promise<TTruckLive[]>) | null> {
      if (!started || stopped) return null;
      const limits = await readThresholds();
      if (driversStale || Date.now() - sessionsReadAt > DRIVING_MS) await rereadSessions();
      return async (truckIds) => {
        // A truck added since the last read: its driver is read with the others'.
        if (truckIds.some((id) => !drivers.has(id))) await rereadSessions();
        const now = new Date();
        return truckIds.map((id) => liveOf(id, now, limits));
      };
    },
    add(client: LiveClient): void {
      clients.add(client);
      joined.set(client, changes);
    },
    remove(client: LiveClient): void {
      clients.delete(client);
      joined.delete(client);
    },
    clientCount: () => clients.size,
  };
}

export type LiveHub = ReturnType<typeof liveHub>;
