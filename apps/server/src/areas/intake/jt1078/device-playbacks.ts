import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import {
  type TDevicePlayback,
  type TDevicePlaybackState,
  type TStreamWords,
  ZDevicePlaybackControlRequest,
  ZDevicePlaybackRequest,
} from '@fleet/contracts';
import type { z } from 'zod';
import { AppError, invalidField, notFound } from '../../../http/app-error.js';
import type { TimeFormat } from '../../../time-format.js';
import type { TerminalRegistry } from '../jt808/terminal-registry.js';
import type { StreamFile, MediaIntake } from '../../media/index.js';
import type { Actor } from '../../accounts/index.js';
import { clipFromPlaylist } from './clip-from-playlist.js';
import { deviceStream, type DeviceStream } from './device-stream.js';
import type { Dashcam, DeviceRecordings } from './device-recordings.js';
import type { MediaHub } from './media-hub.js';
import type { PlaybackRepository } from './playback-repository.js';
import type { MediaAddress } from './platform-bodies.js';
import {
  PLAYBACK_CONTROL,
  playbackControl,
  playbackRequest,
  VIDEO_PLATFORM,
} from './platform-bodies.js';
import { commandTerminal } from './terminal-commands.js';

interface Deps {
  hub: MediaHub;
  terminals: TerminalRegistry;
  recordings: DeviceRecordings;
  offsetOf: (deviceId: string) => Promise<number>;
  intake: MediaIntake;
  time: TimeFormat;
  ffmpegPath: string;
  log?: FastifyBaseLogger;
  /** Where playbacks are written down for the other instances, with this one's id. */
  rows: PlaybackRepository;
  ownerId: string;
  /** A playback nobody asked about for this long is stopped (the viewer has gone). */
  idleMs?: number;
}

interface Playback {
  id: string;
  cam: Dashcam;
  start: Date;
  end: Date;
  offset: number;
  stream: DeviceStream;
  paused: boolean;
  lastUse: number;
  /** The clip saved once the whole recording had been received (a second save answers it). */
  savedWhole: number | null;
}

/** A paused playback's silent connection is kept this long (the viewer may come back). */
const PAUSED_MS = 30 * 60_000;

const FILE = /^(index\.m3u8|seg\d{1,9}\.ts)$/;

/**
 * Recordings played back from a dashcam (0x9201): the device streams to this instance's
 * JT/T 1078 port and the same remux as a live tile (device stream → MPEG-TS → ffmpeg copy
 * to HLS) writes an event playlist that keeps every segment, so the viewer can seek back
 * and the played part can be saved as a clip. Pause, resume and seek are 0x9202; the end
 * (0x9202 control 2) goes to the dashcam when the viewer closes it or stops asking. One
 * playback per channel of a dashcam: the device plays one at a time. Held by the instance
 * that started it (its remux and files live here).
 */
export function devicePlaybacks(deps: Deps) {
  const idleMs = deps.idleMs ?? 60_000;
  const playbacks = new Map<string, Playback>();
  let root: string | null = null;
  const rootDir = () =>
    (root ??= fs.mkdtempSync(path.join(os.tmpdir(), `fleet-playback-${process.pid}-`)));

  /** Ends a playback: the remux, the dashcam (0x9202 end) and its row, which it answers. */
  function close(playback: Playback): Promise<void> {
    playbacks.delete(playback.id);
    playback.stream.stop();
    return deps.rows
      .ended(playback.id)
      .catch((error: unknown) => deps.log?.warn({ err: error }, 'playback row not removed'));
  }

  const sweeper = setInterval(
    () => {
      const now = Date.now();
      for (const playback of playbacks.values())
        if (now - playback.lastUse > idleMs) void close(playback);
    },
    Math.min(5000, idleMs),
  );
  sweeper.unref();

  /** The actor's playback of `id` (its truck granted), kept in use by the asking. */
  async function playbackOf(actor: Actor, id: string): Promise<Playback> {
    const playback = playbacks.get(id);
    if (!playback) {
      const owner = await deps.rows.ownerOf(id);
      if (owner && owner !== deps.ownerId)
        throw new AppError(
          'CONFLICT',
          'This playback runs on another server of the console; play it again',
        );
      throw notFound('This playback (it ended or was closed)');
    }
    await deps.recordings.dashcamOf(actor, playback.cam.truck.plate, playback.cam.channel);
    playback.lastUse = Date.now();
    return playback;
  }

  function stateOf(playback: Playback): { state: TDevicePlaybackState } & TStreamWords {
    const { state, reason, reason_code } = playback.stream.status();
    return { state: state === 'live' ? 'playing' : state, reason, reason_code };
  }

  function view(playback: Playback): TDevicePlayback {
    return {
      id: playback.id,
      truck_plate: playback.cam.truck.plate,
      channel: playback.cam.channel,
      start_time: deps.time.toWire(playback.start),
      end_time: deps.time.toWire(playback.end),
      ...stateOf(playback),
      paused: playback.paused,
      playlist_url: `/api/media/device-playbacks/${playback.id}/index.m3u8`,
    };
  }

  /** Where the dashcam is to send the stream: this instance's 1078 port (else DEVICE_VIDEO_OFF). */
  function address(): MediaAddress {
    const to = deps.hub.address();
    if (!to) throw new AppError('DEVICE_VIDEO_OFF', deps.hub.offReason());
    return to;
  }

  /** Answers where the dashcam's 808 connection comes from (its stream is taken from there). */
  const command = async (deviceId: string, msgId: number, body: Buffer) =>
    (await commandTerminal(deps.terminals, deviceId, msgId, body)).address;

  async function control(playback: Playback, code: number, position?: Date): Promise<void> {
    await command(
      playback.cam.deviceId,
      VIDEO_PLATFORM.playbackControl,
      playbackControl(playback.cam.channel, code, { position, offsetMinutes: playback.offset }),
    );
  }

  return {
    /** POST /api/media/device-playbacks: asks the dashcam to play the range back. */
    async start(
      actor: Actor,
      input: z.output<typeof ZDevicePlaybackRequest>,
    ): Promise<TDevicePlayback> {
      const [start, end] = deps.recordings.rangeOf(input.start_time, input.end_time);
      const cam = await deps.recordings.dashcamOf(actor, input.truck_plate, input.channel);
      address();
      for (const other of playbacks.values())
        if (other.cam.deviceId === cam.deviceId && other.cam.channel === cam.channel)
          void close(other);
      const offset = await deps.offsetOf(cam.deviceId);
      const id = crypto.randomUUID();
      await deps.rows.started({
        id,
        truckId: cam.truck.id,
        channel: cam.channel,
        start,
        end,
        ownerId: deps.ownerId,
      });
      const ask = { channel: cam.channel, start, end, ...streamOf(input) };
      const stream = deviceStream({
        ffmpegPath: deps.ffmpegPath,
        hub: deps.hub,
        deviceId: cam.deviceId,
        channel: cam.channel,
        dir: path.join(rootDir(), id),
        mode: 'playback',
        // Paused, the dashcam sends nothing: its connection is kept for as long as the page is.
        idleMs: PAUSED_MS,
        log: deps.log,
        ask: async () =>
          command(
            cam.deviceId,
            VIDEO_PLATFORM.playbackRequest,
            playbackRequest(address(), ask, offset),
          ),
        release: () => control(playback, PLAYBACK_CONTROL.stop),
      });
      const playback: Playback = {
        id,
        cam,
        start,
        end,
        offset,
        stream,
        paused: false,
        lastUse: Date.now(),
        savedWhole: null,
      };
      playbacks.set(id, playback);
      return view(playback);
    },

    /** GET /api/media/device-playbacks/:id: its state (and keeps it open). */
    async status(actor: Actor, id: string): Promise<TDevicePlayback> {
      return view(await playbackOf(actor, id));
    },

    /** POST /api/media/device-playbacks/:id/control: 0x9202 pause, resume, or drag. */
    async control(
      actor: Actor,
      id: string,
      input: z.output<typeof ZDevicePlaybackControlRequest>,
    ): Promise<TDevicePlayback> {
      const playback = await playbackOf(actor, id);
      if (input.action === 'seek') {
        const position = deps.time.fromWire(input.position);
        if (!position || position < playback.start || position > playback.end)
          throw invalidField('position', 'within_recording');
        await control(playback, PLAYBACK_CONTROL.drag, position);
      } else {
        const code = input.action === 'pause' ? PLAYBACK_CONTROL.pause : PLAYBACK_CONTROL.resume;
        await control(playback, code);
        playback.paused = input.action === 'pause';
      }
      return view(playback);
    },

    /** DELETE /api/media/device-playbacks/:id: 0x9202 end, the remux and its files gone. */
    async stop(actor: Actor, id: string): Promise<void> {
      await close(await playbackOf(actor, id));
    },

    /** A playlist or segment of the playback. */
    async file(actor: Actor, id: string, name: string): Promise<StreamFile> {
      const playback = await playbackOf(actor, id);
      if (!FILE.test(name)) throw notFound('This file');
      const handle = await fs.promises.open(path.join(playback.stream.dir, name)).catch(() => null);
      if (!handle) throw notFound('This part of the playback (not received yet)');
      const { size } = await handle.stat();
      return { stream: handle.createReadStream(), length: size };
    },

    /**
     * POST /api/media/device-playbacks/:id/save: what has been played so far (all of it once
     * the dashcam ended the stream) kept as a clip of the video history, copied to MP4.
     */
    async save(actor: Actor, id: string): Promise<number> {
      const playback = await playbackOf(actor, id);
      if (playback.savedWhole !== null) return playback.savedWhole;
      const whole = playback.stream.status().state === 'ended';
      const hasSegment = await fs.promises
        .readFile(path.join(playback.stream.dir, 'index.m3u8'), 'utf8')
        .then((text) => /\.ts$/m.test(text))
        .catch(() => false);
      if (!hasSegment)
        throw new AppError('CONFLICT', 'Nothing of this recording has been received yet');
      const clip = await clipFromPlaylist(deps.ffmpegPath, playback.stream.dir);
      try {
        const clipId = await deps.intake.video({
          truckId: playback.cam.truck.id,
          channel: playback.cam.channel,
          startTime: playback.start,
          body: fs.createReadStream(clip.file),
          source: 'recording',
        });
        if (whole) playback.savedWhole = clipId;
        return clipId;
      } finally {
        await clip.remove();
      }
    },

    running: () => playbacks.size,

    /** Ends every playback of this process (at shutdown). */
    async stopAll(): Promise<void> {
      clearInterval(sweeper);
      for (const playback of playbacks.values()) playback.stream.stop();
      playbacks.clear();
      if (root) fs.rmSync(root, { recursive: true, force: true });
      await deps.rows
        .endedAll(deps.ownerId)
        .catch((error: unknown) => deps.log?.warn({ err: error }, 'playback rows not removed'));
    },
  };
}

const streamOf = (input: { stream_type: number; storage_type: number }) => ({
  streamType: input.stream_type,
  storageType: input.storage_type,
});

export type DevicePlaybacks = ReturnType<typeof devicePlaybacks>;
