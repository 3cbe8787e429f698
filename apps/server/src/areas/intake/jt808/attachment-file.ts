import fs from 'node:fs/promises';
import type { ByteSpan, FileInfo } from './attachment-messages.js';

/**
 * One file of an alarm being received: written at the offsets its packets name into a
 * temporary file (never held in memory), with the spans received so far, so that what is
 * missing when the device says it is done can be asked again (0x9212).
 */
export class AttachmentFile {
  /** Received spans, sorted, not overlapping: [start, end). */
  private spans: [number, number][] = [];
  private writes: Promise<unknown> = Promise.resolve();
  private failed: unknown = null;
  /** Bytes handed to `write` and not yet on disk (the connection's backpressure). */
  pending = 0;

  private constructor(
    readonly info: FileInfo,
    readonly path: string,
    private readonly handle: fs.FileHandle,
  ) {}

  static async open(info: FileInfo, path: string): Promise<AttachmentFile> {
    return new AttachmentFile(info, path, await fs.open(path, 'w+'));
  }

  /** Writes bytes at `offset`; answers false (nothing written) when they lie past the size. */
  write(offset: number, bytes: Buffer): boolean {
    if (offset + bytes.length > this.info.size || bytes.length === 0) return false;
    this.pending += bytes.length;
    this.writes = this.writes.then(async () => {
      try {
        if (!this.failed) await this.handle.write(bytes, 0, bytes.length, offset);
        this.received(offset, offset + bytes.length);
      } catch (error) {
        this.failed = error;
      } finally {
        this.pending -= bytes.length;
      }
    });
    return true;
  }

  /** Every write so far is on disk (or failed). */
  settled(): Promise<unknown> {
    return this.writes;
  }

  /** Once every write so far is on disk: the spans still missing (none: complete). */
  async missing(): Promise<ByteSpan[]> {
    await this.writes;
    if (this.failed) throw this.failed as Error;
    const missing: ByteSpan[] = [];
    let at = 0;
    for (const [start, end] of this.spans) {
      if (start > at) missing.push({ offset: at, length: start - at });
      at = Math.max(at, end);
    }
    if (at < this.info.size) missing.push({ offset: at, length: this.info.size - at });
    return missing;
  }

  /** Closes and removes the temporary file. */
  async discard(): Promise<void> {
    await this.writes;
    await this.handle.close().catch(() => undefined);
    await fs.rm(this.path, { force: true });
  }

  private received(start: number, end: number): void {
    const merged: [number, number][] = [];
    let span: [number, number] = [start, end];
    for (const current of this.spans) {
      if (current[1] < span[0] || current[0] > span[1]) merged.push(current);
      else span = [Math.min(current[0], span[0]), Math.max(current[1], span[1])];
    }
    merged.push(span);
    merged.sort((a, b) => a[0] - b[0]);
    this.spans = merged;
  }
}
