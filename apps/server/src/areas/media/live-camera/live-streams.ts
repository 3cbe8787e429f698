import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import {
  NO_STREAM_REASON,
  streamFailure,
  type TLiveStreamState,
  type TStreamWords,
} from '@fleet/contracts';
import { redactSecrets } from '../../../redact-secrets.js';
import { hlsSession, type LiveSession } from './hls-session.js';
import { localLeases, remuxKey, type RemoteOwner, type RemuxLeases } from './remux-leases.js';
import type { RemuxProxy, StreamFile } from './remux-proxy.js';

/** A channel of a truck's JT/T 808 dashcam, which streams JT/T 1078 video when asked. */
export interface DeviceSource {
  kind: 'jt1078';
  deviceId: string;
  channel: number;
}

/** What a camera's live video comes from: its source URL (with credentials), or its dashcam. */
/** A source the console may not pull: it points at an internal address (source-policy.ts). */
export interface RefusedSource {
  kind: 'not_allowed';
}

export type LiveSource = string | DeviceSource | RefusedSource;

export interface LiveStreamsOptions {
  ffmpegPath: string;
  ffprobePath: string;
  /** The live source of a truck's channel, or null when it has none. */
  sourceOf: (truckId: number, channel: number) => Promise<LiveSource | null>;
  /** Runs the remux of a dashcam's channel into `dir` (absent: JT/T 1078 is not served). */
  deviceSession?: (source: DeviceSource, dir: string) => LiveSession;
  /** A stream nobody asked for during this long is stopped. */
  idleMs?: number;
  /** How often leases are renewed (and idle streams looked for): at most every 5 s. */
  renewEveryMs?: number;
  rootDir?: string;
  /** Which instance runs which channel; default: this process alone (embedded database). */
  leases?: RemuxLeases;
  /** How the remuxes other instances run are reached (with shared leases). */
  proxy?: RemuxProxy;
  log?: FastifyBaseLogger;
}

export interface StreamStatus extends TStreamWords {
  state: TLiveStreamState;
}

const FILE = /^(index\.m3u8|seg\d{1,9}\.ts)$/;
const CONNECTING: StreamStatus = { state: 'connecting', ...NO_STREAM_REASON };
/** How long the owner of a channel found in the database is trusted without asking again. */
const OWNER_CACHE_MS = 5000;

interface Entry {
  session: LiveSession;
  truckId: number;
  channel: number;
  lastUse: number;
  /** When the lease was claimed: a renewal sent before it cannot have seen it. */
  claimedAt: number;
}

/**
 * One ffmpeg per watched channel across the instances sharing a database, shared by every
 * viewer: the first viewer's instance claims the channel and runs it; the others proxy its
 * state, playlist and segments (which keeps it in use), and take it over when its lease runs
 * out. It stops `idleMs` after the last request from any instance.
 */
export function liveStreams(options: LiveStreamsOptions) {
  const idleMs = options.idleMs ?? 30_000;
  const leases = options.leases ?? localLeases();
  const log = options.log;
  let root = options.rootDir ?? null;
  // Made on first use: most processes never stream live.
  const rootDir = () =>
    (root ??= fs.mkdtempSync(path.join(os.tmpdir(), `fleet-live-${process.pid}-`)));
  const sessions = new Map<string, Entry>();
  const starting = new Map<string, Promise<StreamStatus>>();
  const owners = new Map<string, { owner: RemoteOwner; until: number }>();
  let stopped = false;

  const warn = (what: string, error: unknown) =>
    log?.warn({ reason: redactSecrets(String(error)) }, `live camera: ${what}`);

  async function stopLocal(key: string, entry: Entry): Promise<void> {
    entry.session.stop();
    sessions.delete(key);
    await leases.release(entry.truckId, entry.channel).catch((e) => warn('release failed', e));
  }

  /** Stops idle remuxes, renews the leases of the others and stops any whose lease was lost. */
  async function sweep(): Promise<void> {
    const now = Date.now();
    for (const [key, entry] of sessions)
      if (now - entry.lastUse > idleMs) await stopLocal(key, entry);
    const renewedAt = Date.now();
    let held: Set<string> | null;
    try {
      held = await leases.renew();
    } catch (error) {
      return warn('lease renewal failed', error);
    }
    if (!held || stopped) return;
    for (const [key, entry] of sessions) {
      if (held.has(key) || entry.claimedAt >= renewedAt) continue;
      log?.warn({ truck_id: entry.truckId, channel: entry.channel }, 'live camera: lease lost');
      entry.session.stop();
      sessions.delete(key);
    }
    for (const key of held) {
      if (sessions.has(key) || starting.has(key)) continue;
      const [truckId, channel] = key.split('-').map(Number) as [number, number];
      await leases.release(truckId, channel).catch((e) => warn('release failed', e));
    }
  }

  let sweeping = false;
  const sweeper = setInterval(
    () => {
      if (sweeping) return;
      sweeping = true;
      void sweep().finally(() => (sweeping = false));
    },
    Math.min(5000, idleMs, options.renewEveryMs ?? 5000),
  );
  sweeper.unref();

  async function ownerElsewhere(truckId: number, channel: number) {
    const key = remuxKey(truckId, channel);
    const cached = owners.get(key);
    if (cached && cached.until > Date.now()) return cached.owner;
    owners.delete(key);
    const found = await leases.elsewhere(truckId, channel);
    if (found && found !== 'expired')
      owners.set(key, { owner: found, until: Date.now() + OWNER_CACHE_MS });
    return found;
  }

  /** The owner's state of the stream; null when it did not answer or does not run it. */
  async function askOwner(owner: RemoteOwner, truckId: number, channel: number) {
    const answer =
      owner.url && options.proxy ? await options.proxy.status(owner.url, truckId, channel) : null;
    if (answer?.kind === 'ok') return answer.value;
    owners.delete(remuxKey(truckId, channel));
    return null;
  }

  /** Claims the channel and starts its remux here, once per channel however many ask. */
  function startHere(truckId: number, channel: number, failedOwner?: string) {
    const key = remuxKey(truckId, channel);
    const pending = starting.get(key);
    if (pending) return pending;
    const start = (async (): Promise<StreamStatus> => {
      const source = await options.sourceOf(truckId, channel);
      if (!source) return streamFailure('offline', 'no_live_source');
      if (typeof source !== 'string' && source.kind === 'not_allowed')
        return streamFailure('error', 'source_not_allowed');
      const claim = await leases.claim(truckId, channel);
      if (!claim.mine) {
        if (claim.owner.ownerId === failedOwner) return CONNECTING;
        return (await askOwner(claim.owner, truckId, channel)) ?? CONNECTING;
      }
      if (stopped) return CONNECTING;
      if (claim.from)
        log?.info(
          { truck_id: truckId, channel, from: claim.from },
          'live camera: remux taken over',
        );
      const dir = path.join(rootDir(), key);
      const session =
        typeof source === 'string'
          ? hlsSession({
              ffmpegPath: options.ffmpegPath,
              ffprobePath: options.ffprobePath,
              source,
              dir,
            })
          : options.deviceSession?.(source, dir);
      if (!session) {
        await leases.release(truckId, channel).catch((e) => warn('release failed', e));
        return streamFailure('error', 'no_jt1078');
      }
      const now = Date.now();
      sessions.set(key, { session, truckId, channel, lastUse: now, claimedAt: now });
      return session.status();
    })().finally(() => starting.delete(key));
    starting.set(key, start);
    return start;
  }

  async function openLocalFile(dir: string, name: string): Promise<StreamFile | null> {
    // Opened first: ffmpeg may delete an old segment meanwhile, an open file stays readable.
    const handle = await fs.promises.open(path.join(dir, name)).catch(() => null);
    if (!handle) return null;
    const { size } = await handle.stat();
    return { stream: handle.createReadStream(), length: size };
  }

  /** The state of a stream this instance runs (keeps it open), else null. */
  function localStatus(truckId: number, channel: number): StreamStatus | null {
    const entry = sessions.get(remuxKey(truckId, channel));
    if (!entry) return null;
    entry.lastUse = Date.now();
    return entry.session.status();
  }

  /** A playlist or segment of a stream this instance runs (keeps it open), else null. */
  async function localFile(truckId: number, channel: number, name: string) {
    const entry = sessions.get(remuxKey(truckId, channel));
    if (!entry || !FILE.test(name)) return null;
    entry.lastUse = Date.now();
    return openLocalFile(entry.session.dir, name);
  }

  /** Opens (or keeps open) a channel's stream wherever it runs and answers its state. */
  async function open(truckId: number, channel: number): Promise<StreamStatus> {
    const local = localStatus(truckId, channel);
    if (local) return local;
    const owner = await ownerElsewhere(truckId, channel);
    if (owner && owner !== 'expired') {
      const status = await askOwner(owner, truckId, channel);
      if (status) return status;
      return startHere(truckId, channel, owner.ownerId);
    }
    return startHere(truckId, channel);
  }

  /**
   * A playlist or segment of a running stream, read here or from the instance running it
   * (either keeps it open); null when there is none; 'moving' while its owner does not
   * answer and the stream is being taken over.
   */
  async function file(
    truckId: number,
    channel: number,
    name: string,
  ): Promise<StreamFile | null | 'moving'> {
    if (!FILE.test(name)) return null;
    if (sessions.has(remuxKey(truckId, channel))) return localFile(truckId, channel, name);
    const owner = await ownerElsewhere(truckId, channel);
    if (!owner) return null;
    if (owner !== 'expired' && owner.url && options.proxy) {
      const answer = await options.proxy.file(owner.url, truckId, channel, name);
      if (answer.kind === 'ok') return answer.value;
      owners.delete(remuxKey(truckId, channel));
      if (answer.kind === 'missing') return null;
    }
    // Its owner is gone while a viewer still asks: claim it (once its lease has run out).
    void open(truckId, channel).catch((error: unknown) => warn('takeover failed', error));
    return 'moving';
  }

  return {
    open,
    file,
    localStatus,
    localFile,

    /** Process ids of the running ffmpegs (the bench measures their CPU). */
    pids(): number[] {
      return [...sessions.values()].flatMap((e) => (e.session.pid ? [e.session.pid] : []));
    },

    running: () => sessions.size,

    /** Stops every remux of this process and frees its channels for the other instances. */
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(sweeper);
      for (const entry of sessions.values()) entry.session.stop();
      sessions.clear();
      if (root) fs.rmSync(root, { recursive: true, force: true });
      await leases.releaseAll().catch((error) => warn('release failed', error));
    },
  };
}

export type LiveStreams = ReturnType<typeof liveStreams>;
