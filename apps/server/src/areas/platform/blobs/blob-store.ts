import type { Readable } from 'node:stream';

/** A byte range, both ends inclusive, as HTTP Range speaks it. */
export interface TByteRange {
  start: number;
  end: number;
}

/**
 * Where files live (architecture.md §10): a local folder by default, an S3-compatible
 * bucket when configured. Keys are slash-separated names the product chooses
 * (`papers/<id>/<file>`); bodies are always streams, never whole buffers.
 */
export interface BlobStore {
  /** Streams a body in; answers the stored size. A failed put leaves nothing behind. */
  put(key: string, body: Readable, contentType: string): Promise<{ size: number }>;
  /** A stream of the whole blob or of one range of it; NOT_FOUND when absent. */
  get(key: string, range?: TByteRange): Promise<Readable>;
  /** Size of a blob, or null when there is none. */
  stat(key: string): Promise<{ size: number } | null>;
  /** Removes a blob; removing what is not there is not an error. */
  delete(key: string): Promise<void>;
}

const KEY = /^[A-Za-z0-9][A-Za-z0-9_.-]*(\/[A-Za-z0-9][A-Za-z0-9_.-]*)*$/;

/** Keys never climb out of their store (`..`, absolute paths, empty parts). */
export function assertBlobKey(key: string): void {
  if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Invalid blob key: ${key}`);
  }
}
