import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobStore } from '../../src/areas/platform/blobs/blob-store.js';
import { localBlobStore } from '../../src/areas/platform/blobs/local-blob-store.js';
import { s3BlobStore } from '../../src/areas/platform/blobs/s3-blob-store.js';
import { startS3Server, type TestS3Server } from '../s3-server.js';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}

function chunked(buffer: Buffer, size = 64 * 1024): Readable {
  return Readable.from(
    (function* () {
      for (let at = 0; at < buffer.length; at += size) yield buffer.subarray(at, at + size);
    })(),
  );
}

/** The same promises every blob store keeps (blob-store.ts), run against each store. */
function blobStoreContract(name: string, open: () => BlobStore) {
  describe(`blob store contract: ${name}`, () => {
    it('stores a multi-part stream and reads back the whole and a range', async () => {
      const blobs = open();
      // 12 MiB: more than two 5 MiB multipart parts on S3.
      const body = crypto.randomBytes(12 * 1024 * 1024);
      expect(
        await blobs.put('contract/big.bin', chunked(body), 'application/octet-stream'),
      ).toEqual({ size: body.length });
      expect(await blobs.stat('contract/big.bin')).toEqual({ size: body.length });
      expect((await bytesOf(await blobs.get('contract/big.bin'))).equals(body)).toBe(true);
      const start = 6 * 1024 * 1024 - 10;
      const part = await bytesOf(await blobs.get('contract/big.bin', { start, end: start + 99 }));
      expect(part.equals(body.subarray(start, start + 100))).toBe(true);
    });

    it('answers null / NOT_FOUND for a missing blob and deletes idempotently', async () => {
      const blobs = open();
      expect(await blobs.stat('contract/missing.bin')).toBeNull();
      await expect(blobs.get('contract/missing.bin')).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await blobs.put('contract/gone.bin', Readable.from([Buffer.from('x')]), 'text/plain');
      await blobs.delete('contract/gone.bin');
      await blobs.delete('contract/gone.bin');
      expect(await blobs.stat('contract/gone.bin')).toBeNull();
    });

    it('keeps nothing of a put whose stream fails', async () => {
      const blobs = open();
      const failing = Readable.from(
        (async function* () {
          yield Buffer.alloc(6 * 1024 * 1024, 1);
          throw new Error('device went away');
        })(),
      );
      await expect(blobs.put('contract/half.bin', failing, 'video/mp4')).rejects.toThrow();
      expect(await blobs.stat('contract/half.bin')).toBeNull();
    });

    it('refuses keys that climb out', async () => {
      const blobs = open();
      await expect(blobs.stat('../x')).rejects.toThrow('Invalid blob key');
    });
  });
}

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'blob-contract-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
blobStoreContract('local folder', () => localBlobStore(root));

let s3: TestS3Server;
let s3Store: BlobStore;
beforeAll(async () => {
  s3 = await startS3Server();
  s3Store = s3BlobStore({
    bucket: s3.bucket,
    endpoint: s3.endpoint,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
  });
});
afterAll(() => s3?.stop());
blobStoreContract('S3 (s3rver on loopback)', () => s3Store);
