import type { Readable } from 'node:stream';
import { AppError, notFound } from '../../http/app-error.js';
import type { BlobStore } from '../blobs/blob-store.js';
import { parseByteRange } from './byte-range.js';
import type { MediaRepository } from './media-repository.js';
import type { MediaSigner } from './media-signer.js';

export interface TMediaAnswer {
  status: 200 | 206;
  headers: Record<string, string>;
  body: Readable;
}

const FILE = /^(video|image|thumb)-(\d{1,10})$/;

/**
 * Serves media behind signed links with HTTP Range: 200 for the whole file, 206 for one
 * range, 416 when the range lies outside; an expired or altered link is 403.
 */
export function mediaFiles({
  blobs,
  repository,
  signer,
}: {
  blobs: BlobStore;
  repository: MediaRepository;
  signer: MediaSigner;
}) {
  async function locate(file: string): Promise<{ key: string; contentType: string; name: string }> {
    const [, kind, idText] = FILE.exec(file) ?? [];
    const id = Number(idText);
    if (kind === 'video') {
      const row = await repository.video(id);
      if (!row) throw notFound('Video');
      const ext = row.content_type === 'video/mp2t' ? 'ts' : 'mp4';
      return { key: row.blob_key, contentType: row.content_type, name: `video-${id}.${ext}` };
    }
    const row = await repository.image(id);
    if (!row) throw notFound('Image');
    return kind === 'thumb'
      ? { key: row.thumb_key, contentType: 'image/jpeg', name: `thumb-${id}.jpg` }
      : { key: row.blob_key, contentType: 'image/jpeg', name: `image-${id}.jpg` };
  }

  return {
    async open(
      file: string,
      query: { e?: unknown; s?: unknown },
      rangeHeader: string | undefined,
    ): Promise<TMediaAnswer> {
      if (!FILE.test(file)) throw notFound('File');
      const check = signer.check(file, query.e, query.s);
      if (check !== 'ok')
        throw new AppError(
          'FORBIDDEN',
          check === 'expired'
            ? 'This media link has expired; reload the list for a new one'
            : 'This media link is not valid',
        );
      const { key, contentType, name } = await locate(file);
      const stat = await blobs.stat(key);
      if (!stat) throw notFound('File');
      const range = parseByteRange(rangeHeader, stat.size);
      if (range === 'unsatisfiable')
        throw new AppError(
          'RANGE_NOT_SATISFIABLE',
          `The requested range lies outside the file of ${stat.size} bytes`,
          { size: stat.size },
        );
      const headers: Record<string, string> = {
        'content-type': contentType,
        'accept-ranges': 'bytes',
        // The link is private and short-lived: browsers may keep it only for its lifetime.
        'cache-control': 'private, max-age=300',
        'content-disposition': `inline; filename="${name}"`,
      };
      if (!range) {
        headers['content-length'] = String(stat.size);
        return { status: 200, headers, body: await blobs.get(key) };
      }
      headers['content-length'] = String(range.end - range.start + 1);
      headers['content-range'] = `bytes ${range.start}-${range.end}/${stat.size}`;
      return { status: 206, headers, body: await blobs.get(key, range) };
    },
  };
}

export type MediaFiles = ReturnType<typeof mediaFiles>;
