import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  NO_STREAM_REASON,
  type TLiveStreamState,
  type TStreamFailure,
  type TStreamWords,
} from '@fleet/contracts';
import { spawnTied } from '../media/tied-process.js';
import { sourceInputArgs } from '../cameras/source-policy.js';
import { classifyFailure, probeVideoCodec } from './stream-probe.js';

export interface HlsSessionOptions {
  ffmpegPath: string;
  ffprobePath: string;
  source: string;
  dir: string;
  /** Seconds between restarts after the source broke while someone still watches. */
  retrySeconds?: number;
}

/** Video codec of each source seen by this process (cameras do not change codec). */
const codecs = new Map<string, string | null>();

/** A playlist older than this means segments stopped flowing. */
const STALE_MS = 8000;

const spawnFfmpeg = (command: string, args: string[]): ChildProcess =>
  spawnTied(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });

/** Re-encoding for a source that does not send H.264 (browsers' MediaSource needs it). */
export const TRANSCODE_TO_H264 = [
  '-c:v',
  'libx264',
  '-preset',
  'ultrafast',
  '-tune',
  'zerolatency',
  '-g',
  '25',
  '-sc_threshold',
  '0',
];

/**
 * The HLS output of a remux into `dir`: 1 s segments; a live list of 5 whose old segments go
 * (`keepAll` keeps every segment and ends the list when the input ends, for a playback).
 */
export function hlsOutputArgs(dir: string, options: { keepAll?: boolean } = {}): string[] {
  const list = options.keepAll
    ? ['-hls_list_size', '0', '-hls_playlist_type', 'event']
    : ['-hls_list_size', '5'];
  // temp_file: a reader never sees half a segment; delete_segments keeps the folder small.
  const flags = options.keepAll
    ? 'temp_file+independent_segments'
    : 'delete_segments+omit_endlist+temp_file+independent_segments';
  return [
    '-f',
    'hls',
    '-hls_time',
    '1',
    ...list,
    '-hls_flags',
    flags,
    '-hls_segment_filename',
    path.join(dir, 'seg%d.ts'),
    path.join(dir, 'index.m3u8'),
  ];
}

/** ffmpeg arguments of one live remux (or transcode when the camera does not send H.264). */
export function hlsArgs(source: string, dir: string, codec: string | null): string[] {
  const input = source.startsWith('rtsp://') ? ['-rtsp_transport', 'tcp'] : [];
  const video = codec === 'h264' ? ['-c:v', 'copy'] : TRANSCODE_TO_H264;
  return [
    '-hide_banner',
    '-nostdin',
    '-loglevel',
    'error',
    ...input,
    '-timeout',
    '10000000',
    // Little probing: the camera's SDP and first key frame tell ffmpeg enough, and every
    // second of probing is a second longer to the first frame.
    '-analyzeduration',
    '100000',
    '-probesize',
    '32768',
    '-fflags',
    'nobuffer',
    ...sourceInputArgs(source),
    '-i',
    source,
    // Live monitoring is about the picture: no audio spares CPU and G.711 transcoding.
    '-map',
    '0:v:0',
    '-an',
    ...video,
    ...hlsOutputArgs(dir),
  ];
}

/** What a live tile's stream is: its state, and the folder its playlist is written in. */
export interface LiveSession {
  readonly pid: number | null;
  status(): { state: TLiveStreamState } & TStreamWords;
  readonly dir: string;
  stop(): void;
}

/**
 * One camera channel pulled by ffmpeg into HLS segments in a folder. It reports its state
 * honestly: connecting until a playlist is written, live while segments keep coming,
 * offline or error (with the reason) when ffmpeg could not read the source; it retries
 * while it is kept open.
 */
export function hlsSession(options: HlsSessionOptions): LiveSession {
  const playlist = path.join(options.dir, 'index.m3u8');
  let child: ChildProcess | null = null;
  let failure: TStreamFailure | null = null;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | null = null;

  function spawnRemux(codec: string | null): void {
    let stderr = '';
    const process = spawnFfmpeg(options.ffmpegPath, hlsArgs(options.source, options.dir, codec));
    child = process;
    process.stderr?.on(
      'data',
      (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)),
    );
    process.once('error', (error) => fail(error.message));
    process.once('close', () => {
      if (child !== process) return; // replaced by a transcode, or stopped
      child = null;
      if (!stopped) fail(stderr || 'end of file');
    });
  }

  /**
   * Starts copying at once, as if the camera sent H.264 (nearly all do), while ffprobe
   * checks the codec beside it: the probe is off the path to the first frame, and only a
   * camera that sends something else gets its remux replaced by a transcode.
   */
  function start(): void {
    if (stopped) return;
    fs.rmSync(options.dir, { recursive: true, force: true });
    fs.mkdirSync(options.dir, { recursive: true });
    const known = codecs.get(options.source);
    spawnRemux(known ?? 'h264');
    if (known !== undefined) return;
    void probeVideoCodec(options.ffprobePath, options.source).then((probe) => {
      // An unreachable camera fails ffmpeg as well; its words name the reason.
      if (!probe.ok || stopped) return;
      codecs.set(options.source, probe.codec);
      if (probe.codec !== 'h264' && child) {
        const copying = child;
        child = null;
        copying.kill('SIGKILL');
        spawnRemux(probe.codec);
      }
    });
  }

  function fail(stderr: string): void {
    failure = classifyFailure(stderr);
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(
      () => {
        retryTimer = null;
        start();
      },
      (options.retrySeconds ?? 5) * 1000,
    );
  }

  function playlistAge(): number | null {
    try {
      return Date.now() - fs.statSync(playlist).mtimeMs;
    } catch {
      return null;
    }
  }

  start();

  return {
    get pid(): number | null {
      return child?.pid ?? null;
    },
    status(): { state: TLiveStreamState } & TStreamWords {
      const age = playlistAge();
      if (child && age !== null && age < STALE_MS) {
        failure = null;
        return { state: 'live', ...NO_STREAM_REASON };
      }
      if (failure) return failure;
      return { state: 'connecting', ...NO_STREAM_REASON };
    },
    dir: options.dir,
    stop(): void {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      child?.kill('SIGKILL');
      child = null;
      fs.rmSync(options.dir, { recursive: true, force: true });
    },
  };
}

export type HlsSession = LiveSession;
