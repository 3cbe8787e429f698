import type { Readable } from 'node:stream';
import { AppError, notFound } from '../../http/app-error.js';
import type { BlobStore } from '../blobs/blob-store.js';
import { parseByteRange } from '../media/byte-range.js';
import type { MediaSigner } from '../media/media-signer.js';
import { blobKeyOfFile } from './warehouse-services.js';

/**
 * Serves a downloaded warehouse video behind its signed link, with HTTP Range (206/416)
 * so the grid's `<video>` elements can seek.
 */
export function videoFiles({ blobs, signer }: { blobs: BlobStore; signer: MediaSigner }) {
  return {
    async open(file: string, query: { e?: unknown; s?: unknown }, rangeHeader: string | undefined) {
      const key = blobKeyOfFile(file);
      if (!key) throw notFound('File');
      const check = signer.check(file, query.e, query.s);
      if (check !== 'ok')
        throw new AppError(
          'FORBIDDEN',
          check === 'expired'
            ? 'This video link has expired; reload the list for a new one'
            : 'This video link is not valid',
        );
      const stat = await blobs.stat(key);
      if (!stat) throw notFound('Video');
      const range = parseByteRange(rangeHeader, stat.size);
      if (range === 'unsatisfiable')
        throw new AppError(
          'RANGE_NOT_SATISFIABLE',
          `The requested range lies outside the file of ${stat.size} bytes`,
          { size: stat.size },
        );
      const headers: Record<string, string> = {
        'content-type': 'video/mp4',
        'accept-ranges': 'bytes',
        'cache-control': 'private, max-age=300',
      };
      let body: Readable;
      let status: 200 | 206 = 200;
      if (range) {
        status = 206;
        headers['content-length'] = String(range.end - range.start + 1);
        headers['content-range'] = `bytes ${range.start}-${range.end}/${stat.size}`;
        body = await blobs.get(key, range);
      } else {
        headers['content-length'] = String(stat.size);
        body = await blobs.get(key);
      }
      return { status, headers, body };
    },
  };
}
