import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestConsole } from '../test-console.js';

/** Real media made by ffmpeg: a short MP4, the same as MPEG-TS, and a JPEG. */
export function makeMediaFixtures() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-fixtures-'));
  const run = (...args: string[]) => execFileSync('ffmpeg', ['-v', 'error', '-y', ...args]);
  const mp4 = path.join(dir, 'clip.mp4');
  const ts = path.join(dir, 'clip.ts');
  const jpeg = path.join(dir, 'frame.jpg');
  const src = ['-f', 'lavfi', '-i', 'testsrc=duration=3:size=320x240:rate=25'];
  run(...src, '-pix_fmt', 'yuv420p', '-c:v', 'libx264', '-preset', 'ultrafast', mp4);
  run('-i', mp4, '-c', 'copy', '-f', 'mpegts', ts);
  run(...src, '-frames:v', '1', jpeg);
  return {
    dir,
    mp4: fs.readFileSync(mp4),
    ts: fs.readFileSync(ts),
    jpeg: fs.readFileSync(jpeg),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** A multipart body as a device would send it: fields first, then the file. */
export async function multipart(
  fields: Record<string, string>,
  file: Buffer,
  name = 'file.bin',
): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([file]), name);
  const request = new Request('http://local/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

/** A truck with a device and that device's key. */
export async function truckWithDeviceKey(fleet: TestConsole, truck: { device_id: string | null }) {
  const answer = await fleet.call('POST', '/api/devices/key', {
    token: fleet.adminToken,
    body: { device_id: truck.device_id },
  });
  return answer.body.data.key as string;
}

export async function upload(
  fleet: TestConsole,
  kind: 'videos' | 'images',
  key: string | null,
  fields: Record<string, string>,
  file: Buffer,
) {
  const { body, contentType } = await multipart(fields, file);
  return fleet.call('POST', `/api/ingest/${kind}`, {
    body,
    headers: { 'content-type': contentType, ...(key ? { 'x-device-key': key } : {}) },
  });
}
