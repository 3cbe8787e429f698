import { PassThrough } from 'node:stream';
import type { BlobStore } from '../../platform/index.js';
import { redactSecrets, secretsOfUrl } from '../../../redact-secrets.js';
import { sourceInputArgs } from '../cameras/source-policy.js';
import { spawnTied } from '../media/tied-process.js';

export interface ClipDownload {
  ffmpegPath: string;
  /** The playback URL with credentials. */
  sourceUrl: string;
  seconds: number;
  blobs: BlobStore;
  key: string;
  /** No byte for this long while running = the NVR stalled: ffmpeg is killed. */
  stallSeconds?: number;
  /** Socket connect/read timeout inside ffmpeg. */
  ioTimeoutSeconds?: number;
}

export class ClipDownloadError extends Error {}

/**
 * The last meaningful line ffmpeg wrote, without URLs (they carry credentials and hosts) and
 * without the source's secrets wherever else they appear: it is shown to staff and mailed.
 */
function reasonOf(stderr: string, secrets: string[]): string {
  const lines = redactSecrets(stderr, secrets)
    .split('\n')
    .map((line) => line.replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, '').replace(/^[\s:]+/, ''))
    .filter((line) => line.trim().length > 0);
  return (lines.at(-1) ?? 'ffmpeg failed').slice(0, 300);
}

/**
 * Pulls one range from an NVR with ffmpeg (`-c copy`, no re-encode) as fragmented MP4 and
 * streams it straight into the blob store, so no whole video sits in memory or in a temp
 * file. A watchdog kills ffmpeg when bytes stop flowing or the whole pull overruns; any
 * failure leaves no blob behind.
 */
export async function downloadClip(job: ClipDownload): Promise<{ size: number }> {
  const secrets = secretsOfUrl(job.sourceUrl);
  const stallMs = (job.stallSeconds ?? 30) * 1000;
  // Under pg-boss's 15-minute expiry for a 10-minute block: an expired job is retried, and
  // its retry must not meet this ffmpeg still writing.
  const deadlineMs = (job.seconds * 1.25 + 60) * 1000;
  const child = spawnTied(
    job.ffmpegPath,
    [
      '-hide_banner',
      '-nostdin',
      '-loglevel',
      'error',
      '-rtsp_transport',
      'tcp',
      '-timeout',
      String((job.ioTimeoutSeconds ?? 15) * 1_000_000),
      ...sourceInputArgs(job.sourceUrl),
      '-i',
      job.sourceUrl,
      '-map',
      '0:v:0',
      '-map',
      '0:a:0?',
      '-c:v',
      'copy',
      '-c:a',
      'aac',
      '-t',
      String(job.seconds),
      '-f',
      'mp4',
      '-movflags',
      'frag_keyframe+empty_moov+default_base_moof',
      'pipe:1',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );

  // Both pipes exist: stdio is ['ignore', 'pipe', 'pipe'].
  const [output, errors] = [child.stdout!, child.stderr!];
  let stderr = '';
  errors.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const body = new PassThrough();
  let lastByteAt = Date.now();
  let killedFor: string | null = null;
  output.on('data', () => (lastByteAt = Date.now()));
  output.pipe(body, { end: false });

  const startedAt = Date.now();
  const watchdog = setInterval(() => {
    const now = Date.now();
    if (now - lastByteAt > stallMs) killedFor = `no data from the recorder for ${stallMs / 1000} s`;
    else if (now - startedAt > deadlineMs) killedFor = 'the download took too long';
    if (killedFor) child.kill('SIGKILL');
  }, 1000);

  const exited = new Promise<void>((resolve) => {
    child.once('close', (code, signal) => {
      clearInterval(watchdog);
      if (code === 0) body.end();
      else
        body.destroy(
          new ClipDownloadError(
            killedFor ?? (signal ? `ffmpeg stopped by ${signal}` : reasonOf(stderr, secrets)),
          ),
        );
      resolve();
    });
    child.once('error', (error) => {
      clearInterval(watchdog);
      body.destroy(
        new ClipDownloadError(redactSecrets(`ffmpeg could not start: ${error.message}`, secrets)),
      );
      resolve();
    });
  });

  try {
    const stored = await job.blobs.put(job.key, body, 'video/mp4');
    await exited;
    if (stored.size === 0) {
      await job.blobs.delete(job.key);
      throw new ClipDownloadError('the recorder sent no video for this range');
    }
    return stored;
  } catch (error) {
    if (child.exitCode === null) child.kill('SIGKILL');
    await exited;
    throw error instanceof ClipDownloadError
      ? error
      : new ClipDownloadError(
          redactSecrets(`storing the video failed: ${(error as Error).message}`, secrets),
        );
  }
}
