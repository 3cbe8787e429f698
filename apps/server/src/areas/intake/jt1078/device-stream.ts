import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import {
  NO_STREAM_REASON,
  streamFailure,
  type TStreamFailure,
  type TStreamWords,
} from '@fleet/contracts';
import { AppError } from '../../../http/app-error.js';
import { redactSecrets } from '../../../redact-secrets.js';
import type { MediaFrame } from './frame-assembler.js';
import { frameRemux, type FrameRemux } from './frame-remux.js';
import type { MediaHub, StreamLink, StreamRequest } from './media-hub.js';
import { DATA_TYPE, PAYLOAD } from './stream-packet.js';

export type DeviceStreamState = 'connecting' | 'live' | 'ended' | 'offline' | 'error';

export interface DeviceStreamOptions {
  ffmpegPath: string;
  hub: MediaHub;
  deviceId: string;
  channel: number;
  dir: string;
  /** `live` asks again after a drop; `playback` ends with the device's stream. */
  mode: 'live' | 'playback';
  /**
   * Asks the dashcam to stream (0x9101, 0x9201) and answers where its 808 connection comes
   * from (only a stream from there is taken); fails with its AppError.
   */
  ask: () => Promise<string | null>;
  /** Tells the dashcam to stop (0x9102, 0x9202); failures are only logged. */
  release: () => Promise<void>;
  /** How long after the dashcam agreed its stream may take to come. */
  connectMs?: number;
  /** How long its connection may stay silent (a paused playback sends nothing). */
  idleMs?: number;
  retryMs?: number;
  log?: FastifyBaseLogger;
}

/** A playlist older than this means frames stopped coming. */
const STALE_MS = 8000;

/** What a failed request to the dashcam means for the tile. */
function failureOf(error: unknown): TStreamFailure {
  const code = error instanceof AppError ? error.code : null;
  if (code === 'TERMINAL_OFFLINE') return streamFailure('offline', 'dashcam_offline');
  if (code === 'TERMINAL_TIMEOUT') return streamFailure('offline', 'dashcam_timeout');
  if (code === 'TERMINAL_REFUSED') return streamFailure('error', 'dashcam_refused');
  return streamFailure('error', 'dashcam_failed');
}

/**
 * One channel of a dashcam streamed over JT/T 1078 into HLS: asks the device, waits for its
 * connection on the 1078 port (through the hub), and feeds its video frames to one ffmpeg
 * from the first key frame. Live streams ask again while kept open when the device does not
 * come, or its connection drops (ffmpeg keeps running, so the playlist goes on); a playback
 * ends when the device closes its stream. It reports connecting, live, ended, offline, error.
 */
export function deviceStream(options: DeviceStreamOptions) {
  const playlist = path.join(options.dir, 'index.m3u8');
  let remux: FrameRemux | null = null;
  let link: StreamLink | null = null;
  let failure: TStreamFailure | null = null;
  let ended = false;
  let stopped = false;
  let request: StreamRequest | null = null;
  let timer: NodeJS.Timeout | null = null;
  let received = 0;

  const later = (ms: number, work: () => void) => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      if (!stopped) work();
    }, ms);
  };

  function fail(next: TStreamFailure): void {
    failure = next;
    request?.cancel();
    request = null;
    if (options.mode === 'live' && !stopped) later(options.retryMs ?? 5000, ask);
    else finish();
  }

  /** The playback is over: ffmpeg writes the end of the playlist. */
  function finish(): void {
    ended = true;
    remux?.end();
  }

  function frame(frame: MediaFrame): void {
    if (stopped || frame.dataType > DATA_TYPE.bFrame) return;
    received += 1;
    if (received === 1) failure = null;
    if (!remux?.running) {
      if (frame.dataType !== DATA_TYPE.iFrame) return;
      if (frame.payloadType !== PAYLOAD.h264 && frame.payloadType !== PAYLOAD.h265) {
        if (failure?.reason_code !== 'unsupported_video')
          options.log?.warn(
            { payload_type: frame.payloadType },
            'JT/T 1078 video of a payload type the console cannot play',
          );
        failure = streamFailure('error', 'unsupported_video');
        return;
      }
      fs.mkdirSync(options.dir, { recursive: true });
      remux = frameRemux({
        ffmpegPath: options.ffmpegPath,
        dir: options.dir,
        payloadType: frame.payloadType,
        keepAll: options.mode === 'playback',
        onExit: (stderr) => {
          if (stopped) return;
          if (options.mode === 'playback' && ended) return;
          options.log?.warn({ reason: redactSecrets(stderr) }, 'JT/T 1078 remux stopped');
          failure = streamFailure('error', 'video_unreadable');
        },
      });
    }
    remux.write(frame);
  }

  function ask(): void {
    if (stopped) return;
    request?.cancel();
    let connected = false;
    const asked = options.hub.expect(options.deviceId, options.channel, {
      idleMs: options.idleMs,
      attached(next) {
        connected = true;
        if (timer) clearTimeout(timer);
        link = next;
        remux?.resync();
      },
      frame,
      detached() {
        link = null;
        if (stopped) return;
        if (options.mode === 'playback') return finish();
        // Live: the device dropped; ask again (ffmpeg waits for the next key frame).
        later(options.retryMs ?? 5000, ask);
      },
    });
    request = asked;
    options.ask().then(
      (address) => {
        asked.answered(address);
        if (!connected)
          later(options.connectMs ?? 20_000, () => fail(streamFailure('offline', 'no_video')));
      },
      (error: unknown) => fail(failureOf(error)),
    );
  }

  function playlistAge(): number | null {
    try {
      return Date.now() - fs.statSync(playlist).mtimeMs;
    } catch {
      return null;
    }
  }

  ask();

  return {
    dir: options.dir,
    get pid(): number | null {
      return remux?.pid ?? null;
    },
    /** Video frames received so far. */
    get frames(): number {
      return received;
    },
    status(): { state: DeviceStreamState } & TStreamWords {
      if (ended && options.mode === 'playback' && !remux?.running) {
        if (received > 0) return { state: 'ended', ...NO_STREAM_REASON };
        return failure ?? streamFailure('error', 'no_video');
      }
      const age = playlistAge();
      if (remux?.running && age !== null && (age < STALE_MS || options.mode === 'playback'))
        return { state: 'live', ...NO_STREAM_REASON };
      return failure ?? { state: 'connecting', ...NO_STREAM_REASON };
    },
    stop(): void {
      if (stopped) return;
      stopped = true;
      if (timer) clearTimeout(timer);
      request?.cancel();
      link?.close();
      remux?.kill();
      options
        .release()
        .catch((error: unknown) =>
          options.log?.info({ err: error, device_id: options.deviceId }, 'JT/T 1078 stop not sent'),
        );
      fs.rmSync(options.dir, { recursive: true, force: true });
    },
  };
}

export type DeviceStream = ReturnType<typeof deviceStream>;
