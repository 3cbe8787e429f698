import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../../http/app-error.js';
import type { BlobStore } from './blob-store.js';

/** Enough of a file's start for every signature file-type knows. */
const SNIFF_BYTES = 4100;

/**
 * Office files are ZIPs: one whose content types are not among its first parts (exceljs's
 * streaming writer puts them last) sniffs as a plain ZIP. It counts as the Office type the
 * rules accept, and that type's reader judges what is inside (415 when it is no such file).
 */
const ZIP_OFFICE_TYPES = new Set([
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
]);

function sniffedType(mime: string | undefined, accept: readonly string[]): string | undefined {
  if (mime !== 'application/zip') return mime;
  return accept.find((type) => ZIP_OFFICE_TYPES.has(type)) ?? mime;
}

export interface TUploadRules {
  /** MIME types accepted, judged by content (`image/jpeg`, `application/pdf`, `video/mp4`). */
  accept: readonly string[];
  maxBytes: number;
  /** What the file is, for messages: "A paper file". */
  label: string;
}

export interface TStoredUpload {
  key: string;
  size: number;
  contentType: string;
}

type TUploadStream = Readable & { truncated?: boolean };

const tooLarge = (rules: TUploadRules) =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    `${rules.label} may be at most ${Math.round(rules.maxBytes / 1024 / 1024)} MB`,
  );

/**
 * A file name as a client sent it, fit to show and to offer on download: no path, no
 * control character (PostgreSQL stores no NUL), at most 200 characters.
 */
export const uploadName = (name: string | undefined, fallback: string) =>
  (name ?? '')
    .replace(/^.*[\\/]/, '')
    .replace(/\p{Cc}|"/gu, '')
    .slice(0, 200) || fallback;

/**
 * Streams an upload into the blob store under `key` (or the key made from the type found):
 * the type is judged from the first bytes before anything is stored (415 when not
 * accepted), the size is counted on the way (413 past the limit, and nothing is kept). Only
 * one small head is ever held in memory.
 */
export async function intakeUpload(
  blobs: BlobStore,
  keyOrKeyOfType: string | ((contentType: string) => string),
  stream: TUploadStream,
  rules: TUploadRules,
): Promise<TStoredUpload> {
  const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let headBytes = 0;
  let ended = false;
  while (headBytes < SNIFF_BYTES) {
    const next = await chunks.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    headBytes += next.value.length;
  }
  // The same bytes are judged however the upload was chunked.
  const start = Buffer.concat(head).subarray(0, SNIFF_BYTES);
  const kind = headBytes > 0 ? await fileTypeFromBuffer(start) : undefined;
  const contentType = sniffedType(kind?.mime, rules.accept);
  if (!contentType || !rules.accept.includes(contentType)) {
    stream.resume();
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `${rules.label} must be one of: ${rules.accept.join(', ')}`,
    );
  }
  const key = typeof keyOrKeyOfType === 'string' ? keyOrKeyOfType : keyOrKeyOfType(contentType);

  let total = 0;
  async function* body() {
    for (const chunk of head) {
      total += chunk.length;
      if (total > rules.maxBytes) throw tooLarge(rules);
      yield chunk;
    }
    while (!ended) {
      const next = await chunks.next();
      if (next.done) break;
      total += next.value.length;
      if (total > rules.maxBytes) throw tooLarge(rules);
      yield next.value;
    }
    if (stream.truncated) throw tooLarge(rules);
  }

  try {
    const { size } = await blobs.put(key, Readable.from(body()), contentType);
    return { key, size, contentType };
  } catch (error) {
    stream.resume();
    await blobs.delete(key);
    throw error;
  }
}
