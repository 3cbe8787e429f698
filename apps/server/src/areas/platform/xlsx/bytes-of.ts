import type { Readable } from 'node:stream';
import { AppError } from '../../../http/app-error.js';

/** A stored upload's bytes, to hand to an import thread; never more than `maxBytes`. */
export async function bytesOf(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `The file may be at most ${maxBytes / 1024 / 1024} MB`,
      );
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}
