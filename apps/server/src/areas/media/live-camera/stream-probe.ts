import { spawn } from 'node:child_process';
import { streamFailure, type TStreamFailure } from '@fleet/contracts';
import { sourceInputArgs } from '../cameras/source-policy.js';
import { cameraFailureOf } from '../media/camera-failure.js';

export type TProbeResult = { ok: true; codec: string | null } | { ok: false; stderr: string };

/**
 * The video codec of a live source, by ffprobe with short analysis limits so the first
 * viewer does not wait long. A failure answers ffprobe's own words to classify.
 */
export function probeVideoCodec(
  ffprobePath: string,
  url: string,
  timeoutMs = 8000,
): Promise<TProbeResult> {
  return new Promise((resolve) => {
    const args = ['-v', 'error', '-analyzeduration', '1000000', '-probesize', '500000'];
    if (url.startsWith('rtsp://')) args.push('-rtsp_transport', 'tcp');
    args.push(
      ...sourceInputArgs(url),
      '-select_streams',
      'v:0',
      '-show_entries',
      'stream=codec_name',
      '-of',
      'csv=p=0',
      url,
    );
    const child = spawn(ffprobePath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err = (err + chunk.toString()).slice(-2000)));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      resolve({ ok: false, stderr: error.message });
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve({ ok: true, codec: out.trim().split('\n')[0] || null });
      else resolve({ ok: false, stderr: err || 'Connection timed out' });
    });
  });
}

/**
 * What an ffmpeg/ffprobe failure means for a tile: the camera cannot be reached (offline:
 * truck off, no network, wrong address) or something else broke (error).
 */
export function classifyFailure(stderr: string): TStreamFailure {
  switch (cameraFailureOf(stderr)) {
    case 'credentials':
      return streamFailure('error', 'camera_credentials');
    case 'timeout':
    case 'unreachable':
      return streamFailure('offline', 'camera_unreachable');
    case 'unreadable':
      return streamFailure('error', 'camera_unreadable');
  }
}
