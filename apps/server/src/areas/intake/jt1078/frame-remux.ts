import type { ChildProcess } from 'node:child_process';
import { hlsOutputArgs, TRANSCODE_TO_H264, spawnTied } from '../../media/index.js';
import { DATA_TYPE, PAYLOAD } from './stream-packet.js';
import type { MediaFrame } from './frame-assembler.js';
import { STREAM_TYPE, TsMuxer } from './ts-muxer.js';

/** Bytes waiting for ffmpeg past which frames are dropped up to the next key frame. */
const MAX_QUEUED_BYTES = 8 * 1024 * 1024;
/** A frame step the device's clock gives outside (0, this) is not believed. */
const MAX_STEP_MS = 5_000;
const DEFAULT_STEP_MS = 40;

/**
 * The stream's clock from the device's frame times: they are relative and may jump (a new
 * connection, a seek), so each frame advances the clock by its step from the previous one
 * when that step is plausible, else by the frame interval the device gives, else 40 ms.
 */
export class FrameClock {
  private now = 0;
  private last: number | null = null;

  next(frame: MediaFrame): number {
    const step = this.last === null ? 0 : frame.timestamp - this.last;
    this.last = frame.timestamp;
    if (this.now === 0 && step === 0) return (this.now = 1);
    if (step > 0 && step < MAX_STEP_MS) this.now += step;
    else if (frame.lastFrameMs > 0 && frame.lastFrameMs < MAX_STEP_MS)
      this.now += frame.lastFrameMs;
    else this.now += DEFAULT_STEP_MS;
    return this.now;
  }
}

/**
 * One ffmpeg turning a dashcam's video frames into HLS in `dir`. The frames go to its stdin
 * in an MPEG transport stream timed by the device's clock. H.264 is copied, never
 * re-encoded; H.265 is transcoded to H.264, since browsers' MediaSource rarely plays it.
 * It starts at a key frame; when ffmpeg falls behind, frames are dropped up to the next one.
 */
export function frameRemux(options: {
  ffmpegPath: string;
  dir: string;
  payloadType: number;
  keepAll: boolean;
  onExit: (stderr: string) => void;
}) {
  const h265 = options.payloadType === PAYLOAD.h265;
  const muxer = new TsMuxer(h265 ? STREAM_TYPE.h265 : STREAM_TYPE.h264);
  const clock = new FrameClock();
  const args = [
    ...['-hide_banner', '-loglevel', 'error', '-fflags', 'nobuffer'],
    ...['-analyzeduration', '200000', '-probesize', '65536', '-f', 'mpegts', '-i', 'pipe:0'],
    ...['-map', '0:v:0', '-an'],
    ...(h265 ? TRANSCODE_TO_H264 : ['-c:v', 'copy']),
    ...hlsOutputArgs(options.dir, { keepAll: options.keepAll }),
  ];
  const child: ChildProcess = spawnTied(options.ffmpegPath, args, {
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  let stderr = '';
  let exited = false;
  let waitKey = true;
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  // A closed pipe (ffmpeg died) is reported by 'close'; the write error itself says nothing.
  child.stdin?.on('error', () => {});
  child.once('error', (error) => (stderr = error.message));
  child.once('close', () => {
    exited = true;
    options.onExit(stderr);
  });

  return {
    get pid(): number | null {
      return exited ? null : (child.pid ?? null);
    },
    get running(): boolean {
      return !exited;
    },
    /** A video frame of the stream (other frames are ignored). */
    write(frame: MediaFrame): void {
      const stdin = child.stdin;
      if (exited || !stdin || stdin.writableEnded || frame.dataType > DATA_TYPE.bFrame) return;
      const key = frame.dataType === DATA_TYPE.iFrame;
      if (stdin.writableLength > MAX_QUEUED_BYTES) waitKey = true;
      if (waitKey && !key) return;
      waitKey = false;
      stdin.write(muxer.frame(frame.data, clock.next(frame), key));
    },
    /** A new connection of the device: nothing is written before its first key frame. */
    resync(): void {
      waitKey = true;
    },
    /** The stream ended: ffmpeg writes what it has and (with keepAll) ends the playlist. */
    end(): void {
      if (!exited) child.stdin?.end();
    },
    kill(): void {
      if (!exited) child.kill('SIGKILL');
    },
  };
}

export type FrameRemux = ReturnType<typeof frameRemux>;
