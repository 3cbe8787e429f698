import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** One access unit of an H.264 Annex-B stream, as a dashcam sends a frame. */
export interface H264Frame {
  key: boolean;
  data: Buffer;
}

/** NAL units of an Annex-B stream, each with its start code. */
function nalUnits(stream: Buffer): Buffer[] {
  const starts: number[] = [];
  for (let i = 0; i + 3 <= stream.length; i++) {
    if (stream[i] === 0 && stream[i + 1] === 0 && stream[i + 2] === 1) {
      starts.push(i > 0 && stream[i - 1] === 0 ? i - 1 : i);
      i += 2;
    }
  }
  return starts.map((start, n) => stream.subarray(start, starts[n + 1] ?? stream.length));
}

const nalType = (nal: Buffer) => nal[nal[2] === 1 ? 3 : 4]! & 0x1f;

/**
 * Frames of an Annex-B stream with one slice per picture (x264's default): parameter sets
 * and SEI go with the picture that follows them.
 */
export function h264Frames(stream: Buffer): H264Frame[] {
  const frames: H264Frame[] = [];
  let pending: Buffer[] = [];
  for (const nal of nalUnits(stream)) {
    pending.push(nal);
    const type = nalType(nal);
    if (type !== 1 && type !== 5) continue;
    frames.push({ key: pending.some((n) => nalType(n) === 5), data: Buffer.concat(pending) });
    pending = [];
  }
  return frames;
}

const made = new Map<string, H264Frame[]>();

/**
 * Five seconds of ffmpeg's test picture (320×240 unless `size` says otherwise, 25 frames/s,
 * a key frame every second, no B frames, as dashcams encode) as H.264 frames; made once per
 * process and size.
 */
export function testVideoFrames(size = '320x240'): H264Frame[] {
  const cached = made.get(size);
  if (cached) return cached;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-h264-'));
  const file = path.join(dir, 'out.h264');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi'],
    ...['-i', `testsrc=size=${size}:rate=25`, '-t', '5', '-c:v', 'libx264'],
    ...['-g', '25', '-bf', '0', '-pix_fmt', 'yuv420p', '-bsf:v', 'h264_mp4toannexb'],
    ...['-f', 'h264', file],
  ]);
  const frames = h264Frames(fs.readFileSync(file));
  fs.rmSync(dir, { recursive: true, force: true });
  made.set(size, frames);
  return frames;
}
