import { spawn } from 'node:child_process';
import { Readable } from 'node:stream';

/** Options that make ffmpeg read a live source reliably (RTSP over TCP, bounded waits). */
export function liveInputArgs(url: string): string[] {
  const args = ['-rw_timeout', '15000000'];
  if (url.startsWith('rtsp://')) args.push('-rtsp_transport', 'tcp');
  return [...args, '-i', url];
}

/**
 * Runs ffmpeg with its output on stdout as a stream. The stream errors when ffmpeg fails,
 * with the last lines of its log (never shown to clients as they are).
 */
export function ffmpegStream(ffmpegPath: string, args: string[], input?: Readable): Readable {
  const child = spawn(ffmpegPath, ['-hide_banner', '-nostdin', '-v', 'error', ...args], {
    stdio: [input ? 'pipe' : 'ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-2000);
  });
  if (input && child.stdin) {
    child.stdin.on('error', () => {});
    input.pipe(child.stdin);
  }
  const output = child.stdout!;
  async function* guarded() {
    let bytes = 0;
    for await (const chunk of output) {
      bytes += (chunk as Buffer).length;
      yield chunk as Buffer;
    }
    const code =
      child.exitCode ?? (await new Promise<number | null>((r) => child.once('close', r)));
    if (code !== 0 || bytes === 0) throw new Error(`ffmpeg failed (${code}): ${log.trim()}`);
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

/** `seconds` of a live source copied as they come (no re-encoding) into MPEG-TS. */
export function recordClip(ffmpegPath: string, url: string, seconds: number): Readable {
  return ffmpegStream(ffmpegPath, [
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
  ]);
}

/** One frame of a live source as a JPEG. */
export function snapshotOf(ffmpegPath: string, url: string): Readable {
  return ffmpegStream(ffmpegPath, [...liveInputArgs(url), ...ONE_JPEG_OUT]);
}
