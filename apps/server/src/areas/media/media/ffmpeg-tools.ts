import { spawnTied } from './tied-process.js';
import { Readable } from 'node:stream';
import { redactSecrets, secretsOfUrl } from '../../../redact-secrets.js';
import { FfmpegFailure } from './camera-failure.js';
import { sourceInputArgs } from '../cameras/source-policy.js';

/** How long a camera may take to send its first byte before it counts as not answering. */
export const CAMERA_ANSWER_S = 15;

/**
 * Options that make ffmpeg read a live source reliably: RTSP over TCP, and a socket timeout
 * a little past the console's own wait (so a silent camera is told as timed out by the
 * console, not as ffmpeg's vague "invalid data"). The RTSP demuxer has no `rw_timeout`.
 */
export function liveInputArgs(url: string): string[] {
  const timeoutUs = String((CAMERA_ANSWER_S + 5) * 1_000_000);
  const args = url.startsWith('rtsp://')
    ? ['-rtsp_transport', 'tcp', '-timeout', timeoutUs]
    : ['-rw_timeout', timeoutUs];
  return [...args, ...sourceInputArgs(url), '-i', url];
}

export interface FfmpegStreamOptions {
  /** Killed (and failed as timed out) when no byte came out within this long of the start. */
  firstByteMs?: number;
  /** Killed (and failed as timed out) when still running after this long. */
  deadlineMs?: number;
}

/**
 * Runs ffmpeg with its output on stdout as a stream. The stream errors with an
 * `FfmpegFailure` holding the last lines of ffmpeg's log, with the credentials of every URL
 * among the arguments redacted (ffmpeg echoes its input URL in its errors).
 */
export function ffmpegStream(
  ffmpegPath: string,
  args: string[],
  input?: Readable,
  options: FfmpegStreamOptions = {},
): Readable {
  const secrets = args.flatMap(secretsOfUrl);
  const child = spawnTied(ffmpegPath, ['-hide_banner', '-nostdin', '-v', 'error', ...args], {
    stdio: [input ? 'pipe' : 'ignore', 'pipe', 'pipe'],
  });
  let log = '';
  let startError: Error | null = null;
  let timedOut = false;
  const closed = new Promise<number | null>((resolve) => child.once('close', resolve));
  child.once('error', (error) => (startError = error));
  child.stderr!.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-2000);
  });
  const timeout = () => {
    timedOut = true;
    child.kill('SIGKILL');
  };
  const firstByte = options.firstByteMs ? setTimeout(timeout, options.firstByteMs) : undefined;
  const deadline = options.deadlineMs ? setTimeout(timeout, options.deadlineMs) : undefined;
  void closed.then(() => {
    clearTimeout(firstByte);
    clearTimeout(deadline);
  });
  if (input && child.stdin) {
    child.stdin.on('error', () => {});
    input.pipe(child.stdin);
  }
  const output = child.stdout!;
  async function* guarded() {
    let bytes = 0;
    for await (const chunk of output) {
      clearTimeout(firstByte);
      bytes += (chunk as Buffer).length;
      yield chunk as Buffer;
    }
    const code = await closed;
    if (startError) throw new Error(redactSecrets(`ffmpeg could not start: ${startError.message}`));
    if (code !== 0 || bytes === 0)
      throw new FfmpegFailure(redactSecrets(log.trim(), secrets), timedOut, code);
  }
  const stream = Readable.from(guarded());
  stream.on('close', () => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  return stream;
}

/** Output of one frame as a JPEG on stdout. */
const ONE_JPEG_OUT = ['-frames:v', '1', '-f', 'image2', '-c:v', 'mjpeg', 'pipe:1'];

/** A JPEG thumbnail 320 px wide of a JPEG read from `input`. */
export function thumbnailOf(ffmpegPath: string, input: Readable): Readable {
  const scaled = ['-f', 'image2pipe', '-i', 'pipe:0', '-vf', 'scale=320:-2'];
  return ffmpegStream(ffmpegPath, [...scaled, ...ONE_JPEG_OUT], input);
}

const cameraLimits = (seconds: number): FfmpegStreamOptions => ({
  firstByteMs: CAMERA_ANSWER_S * 1000,
  // A camera that trickles too slowly to ever reach `seconds` of video is bounded as well.
  deadlineMs: (seconds + 2 * CAMERA_ANSWER_S) * 1000,
});

/** `seconds` of a live source copied as they come (no re-encoding) into MPEG-TS. */
export function recordClip(ffmpegPath: string, url: string, seconds: number): Readable {
  return ffmpegStream(
    ffmpegPath,
    [
      ...liveInputArgs(url),
      '-t',
      String(seconds),
      '-map',
      '0:v:0',
      '-map',
      '0:a?',
      '-c',
      'copy',
      '-f',
      'mpegts',
      'pipe:1',
    ],
    undefined,
    cameraLimits(seconds),
  );
}

/** One frame of a live source as a JPEG. */
export function snapshotOf(ffmpegPath: string, url: string): Readable {
  return ffmpegStream(
    ffmpegPath,
    [...liveInputArgs(url), ...ONE_JPEG_OUT],
    undefined,
    cameraLimits(0),
  );
}
