import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TLiveStreamState } from '@fleet/contracts';
import { hlsSession, type HlsSession } from './hls-session.js';

export interface LiveStreamsOptions {
  ffmpegPath: string;
  ffprobePath: string;
  /** The full source URL of a truck's channel, or null when it has none. */
  sourceOf: (truckId: number, channel: number) => Promise<string | null>;
  /** A stream nobody asked for during this long is stopped. */
  idleMs?: number;
  rootDir?: string;
}

export interface StreamStatus {
  state: TLiveStreamState;
  reason: string | null;
}

const FILE = /^(index\.m3u8|seg\d{1,9}\.ts)$/;

/**
 * One ffmpeg per watched channel in this process, shared by every viewer: the first viewer
 * starts it, any request for its playlist or segments (or a status call) keeps it, and it
 * stops `idleMs` after the last one.
 */
export function liveStreams(options: LiveStreamsOptions) {
  const idleMs = options.idleMs ?? 30_000;
  let root = options.rootDir ?? null;
  // Made on first use: most processes never stream live.
  const rootDir = () =>
    (root ??= fs.mkdtempSync(path.join(os.tmpdir(), `fleet-live-${process.pid}-`)));
  const sessions = new Map<string, { session: HlsSession; lastUse: number }>();
  const keyOf = (truckId: number, channel: number) => `${truckId}-${channel}`;

  const sweeper = setInterval(
    () => {
      const now = Date.now();
      for (const [key, entry] of sessions) {
        if (now - entry.lastUse > idleMs) {
          entry.session.stop();
          sessions.delete(key);
        }
      }
    },
    Math.min(5000, idleMs),
  );
  sweeper.unref();

  return {
    /** Opens (or keeps open) a channel's stream and answers its state. */
    async open(truckId: number, channel: number): Promise<StreamStatus> {
      const key = keyOf(truckId, channel);
      const existing = sessions.get(key);
      if (existing) {
        existing.lastUse = Date.now();
        return existing.session.status();
      }
      const source = await options.sourceOf(truckId, channel);
      if (!source) return { state: 'offline', reason: 'The camera has no live source' };
      if (sessions.has(key)) return this.open(truckId, channel);
      const session = hlsSession({
        ffmpegPath: options.ffmpegPath,
        ffprobePath: options.ffprobePath,
        source,
        dir: path.join(rootDir(), key),
      });
      sessions.set(key, { session, lastUse: Date.now() });
      return session.status();
    },

    /** A playlist or segment file of a running stream (keeps it open), else null. */
    file(truckId: number, channel: number, name: string): string | null {
      const entry = sessions.get(keyOf(truckId, channel));
      if (!entry || !FILE.test(name)) return null;
      entry.lastUse = Date.now();
      const file = path.join(entry.session.dir, name);
      return fs.existsSync(file) ? file : null;
    },

    /** Process ids of the running ffmpegs (the bench measures their CPU). */
    pids(): number[] {
      return [...sessions.values()].flatMap((e) => (e.session.pid ? [e.session.pid] : []));
    },

    running: () => sessions.size,

    stop(): void {
      clearInterval(sweeper);
      for (const entry of sessions.values()) entry.session.stop();
      sessions.clear();
      if (root) fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

export type LiveStreams = ReturnType<typeof liveStreams>;
