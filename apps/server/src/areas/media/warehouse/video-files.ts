import { notFound } from '../../../http/app-error.js';
import type { BlobStore } from '../../platform/index.js';
import type { MediaSigner } from '../media/media-signer.js';
import { openSignedFile, signedLinkGuard } from '../media/signed-file.js';
import { blobKeyOfFile } from './warehouse-module.js';

/**
 * Serves a downloaded warehouse video behind its signed link, with HTTP Range (206/416)
 * so the grid's `<video>` elements can seek.
 */
export function videoFiles(deps: { blobs: BlobStore; signer: MediaSigner }) {
  const wording = { link: 'video', missing: 'Video' };
  return {
    /** The route's guard (access `signed_url`). */
    guard: signedLinkGuard(deps.signer, wording),
    async open(file: string, query: { e?: unknown; s?: unknown }, range: string | undefined) {
      const key = blobKeyOfFile(file);
      if (!key) throw notFound('File');
      return openSignedFile(deps, { file, query, range }, wording, () =>
        Promise.resolve({ key, contentType: 'video/mp4' }),
      );
    },
  };
}
