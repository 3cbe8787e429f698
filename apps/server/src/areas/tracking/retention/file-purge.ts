import type { BlobStore } from '../../platform/index.js';
import type { StoredFileRow } from './retention-repository.js';

/** Rows fetched at a time, and blobs deleted at once (S3 deletes are round trips). */
const ROWS = 200;
const PARALLEL = 8;

export interface FilePurgeCount {
  rows: number;
  blobs: number;
  bytes: number;
}

interface Source {
  /** The oldest rows past retention, at most `limit`. */
  next(limit: number): Promise<StoredFileRow[]>;
  remove(ids: number[]): Promise<void>;
}

/**
 * Removes rows past retention and their blobs: the blobs of a row first, then the row, so a
 * failure leaves no blob without its row to find it again by; a blob already gone is no
 * error, so a purge that stopped half-way is simply run again. Stops at `deadline` (ms).
 */
export async function purgeFiles(
  source: Source,
  blobs: BlobStore,
  count: FilePurgeCount,
  deadline: number,
): Promise<boolean> {
  for (;;) {
    if (Date.now() > deadline) return false;
    const rows = await source.next(ROWS);
    if (rows.length === 0) return true;
    const done: number[] = [];
    let failure: Error | null = null;
    for (let at = 0; at < rows.length && failure === null; at += PARALLEL) {
      const slice = rows.slice(at, at + PARALLEL);
      const settled = await Promise.allSettled(
        slice.map(async (row) => {
          for (const key of row.keys) await blobs.delete(key);
        }),
      );
      for (const [index, outcome] of settled.entries()) {
        const row = slice[index]!;
        if (outcome.status === 'rejected') {
          const reason: unknown = outcome.reason;
          failure ??= reason instanceof Error ? reason : new Error(String(reason));
          continue;
        }
        done.push(row.id);
        count.rows += 1;
        count.blobs += row.keys.length;
        count.bytes += row.size;
      }
    }
    await source.remove(done);
    if (failure !== null) throw failure;
  }
}
