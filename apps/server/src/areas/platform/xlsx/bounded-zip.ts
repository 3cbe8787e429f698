import { Transform, type Readable } from 'node:stream';
import yauzl from 'yauzl';
import { AppError } from '../../../http/app-error.js';

/** More parts than any workbook a person saves; a longer central directory is not read. */
const MAX_ENTRIES = 10_000;

export interface BoundedZip {
  /** Names of the archive's entries, as its central directory lists them. */
  has(name: string): boolean;
  /** The entry's inflated bytes, counted against the archive's budget. */
  open(name: string): Promise<Readable>;
  /** Stops every entry still being inflated. */
  close(): void;
}

export interface ZipLimits {
  maxUnpackedBytes: number;
  /** The error for bytes that are not a ZIP archive at all. */
  notAnArchive: () => AppError;
}

export const unpackedTooLarge = (maxBytes: number) =>
  new AppError(
    'IMPORT_UNPACKED_TOO_LARGE',
    `The file unpacks to more than ${maxBytes / 1024 / 1024} MB; it was not read`,
  );

/**
 * A ZIP archive held in memory whose entries unpack to at most `maxUnpackedBytes` in total.
 * The sizes its central directory declares are checked before anything is inflated, and the
 * bytes actually inflated are counted as they come, since a crafted archive can declare less
 * than it holds (yauzl also stops an entry at its declared size).
 */
export async function openBoundedZip(buffer: Buffer, limits: ZipLimits): Promise<BoundedZip> {
  const tooLarge = () => unpackedTooLarge(limits.maxUnpackedBytes);
  let zip: yauzl.ZipFile;
  const entries = new Map<string, yauzl.Entry>();
  try {
    zip = await yauzl.fromBufferPromise(buffer, { lazyEntries: true, validateEntrySizes: true });
    if (zip.entryCount > MAX_ENTRIES) throw limits.notAnArchive();
    let declared = 0;
    for await (const entry of zip.eachEntry()) {
      declared += entry.uncompressedSize;
      if (declared > limits.maxUnpackedBytes) throw tooLarge();
      entries.set(entry.fileName, entry);
    }
  } catch (error) {
    throw error instanceof AppError ? error : limits.notAnArchive();
  }

  let inflated = 0;
  const open = new Set<Readable>();
  return {
    has: (name) => entries.has(name),
    async open(name) {
      const entry = entries.get(name);
      if (!entry || !entry.canDecodeFileData()) throw limits.notAnArchive();
      let source: Readable;
      try {
        source = await zip.openReadStreamPromise(entry);
      } catch {
        throw limits.notAnArchive();
      }
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          inflated += chunk.length;
          if (inflated > limits.maxUnpackedBytes) return done(tooLarge());
          done(null, chunk);
        },
      });
      // An entry holding more than it declared is a zip bomb; bad deflate data is no workbook.
      source.once('error', (error: Error) =>
        counted.destroy(/too many bytes/.test(error.message) ? tooLarge() : limits.notAnArchive()),
      );
      counted.once('close', () => {
        source.destroy();
        open.delete(counted);
      });
      open.add(counted);
      return source.pipe(counted);
    },
    close() {
      for (const stream of open) stream.destroy();
      zip.close();
    },
  };
}
