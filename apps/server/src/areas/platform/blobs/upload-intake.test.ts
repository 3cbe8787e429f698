import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localBlobStore } from './local-blob-store.js';
import { intakeUpload } from './upload-intake.js';
import type { BlobStore } from './blob-store.js';

const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const PNG_IHDR = Buffer.from('IHDR', 'latin1');
const png = (bytes: number) =>
  Buffer.concat([PNG_HEAD, PNG_IHDR, Buffer.alloc(Math.max(0, bytes - 16), 7)]);

const chunked = (buffer: Buffer, size = 1000) =>
  Readable.from(
    (function* () {
      for (let at = 0; at < buffer.length; at += size) yield buffer.subarray(at, at + size);
    })(),
  );

const RULES = { accept: ['image/png'], maxBytes: 50_000, label: 'A test image' } as const;

describe('upload intake and the local blob store', () => {
  let root: string;
  let blobs: BlobStore;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'blobs-'));
    blobs = localBlobStore(root);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('stores an accepted file whole and reads back a range', async () => {
    const file = png(20_000);
    const stored = await intakeUpload(blobs, 'tests/a.png', chunked(file), RULES);
    expect(stored).toEqual({ key: 'tests/a.png', size: 20_000, contentType: 'image/png' });
    expect(await blobs.stat('tests/a.png')).toEqual({ size: 20_000 });
    const part: Buffer[] = [];
    for await (const chunk of await blobs.get('tests/a.png', { start: 10, end: 19 }))
      part.push(chunk as Buffer);
    expect(Buffer.concat(part)).toEqual(file.subarray(10, 20));
  });

  it('refuses a file whose content is not an accepted type, whatever its name', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5000, 32)]);
    await expect(intakeUpload(blobs, 'tests/b.png', chunked(pdf), RULES)).rejects.toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    expect(await blobs.stat('tests/b.png')).toBeNull();
  });

  it('refuses a file past the size limit and keeps nothing of it', async () => {
    await expect(
      intakeUpload(blobs, 'tests/c.png', chunked(png(80_000)), RULES),
    ).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(await blobs.stat('tests/c.png')).toBeNull();
    expect(fs.readdirSync(path.join(root, 'tests'))).toEqual([]);
  });

  it('never lets a key leave the store', async () => {
    await expect(blobs.stat('../outside')).rejects.toThrow('Invalid blob key');
    await expect(blobs.get('a/../../b')).rejects.toThrow('Invalid blob key');
  });

  it('answers NOT_FOUND for a missing blob', async () => {
    await expect(blobs.get('tests/missing.png')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
