import { notFound } from '../../../http/app-error.js';
import type { BlobStore } from '../../platform/index.js';
import type { MediaRepository } from './media-repository.js';
import type { MediaSigner } from './media-signer.js';
import {
  openSignedFile,
  signedLinkGuard,
  type SignedFileTarget,
  type TSignedFileAnswer,
} from './signed-file.js';

const FILE = /^(video|image|thumb|alarm)-(\d{1,10})$/;

/** Serves videos, images and thumbnails behind signed links (see `openSignedFile`). */
export function mediaFiles({
  blobs,
  repository,
  signer,
}: {
  blobs: BlobStore;
  repository: MediaRepository;
  signer: MediaSigner;
}) {
  async function locate(file: string): Promise<Required<SignedFileTarget>> {
    const [, kind, idText] = FILE.exec(file) ?? [];
    const id = Number(idText);
    if (kind === 'video') {
      const row = await repository.video(id);
      if (!row) throw notFound('Video');
      const ext = row.content_type === 'video/mp2t' ? 'ts' : 'mp4';
      return { key: row.blob_key, contentType: row.content_type, name: `video-${id}.${ext}` };
    }
    if (kind === 'alarm') {
      const row = await repository.alarmAttachment(id);
      if (!row) throw notFound('File');
      // The name as the dashcam gave it, reduced to what a header may carry.
      const name = row.file_name.replace(/[^A-Za-z0-9_.-]/g, '_') || `alarm-${id}`;
      return { key: row.blob_key, contentType: row.content_type, name };
    }
    const row = await repository.image(id);
    if (!row) throw notFound('Image');
    return kind === 'thumb'
      ? { key: row.thumb_key, contentType: 'image/jpeg', name: `thumb-${id}.jpg` }
      : { key: row.blob_key, contentType: 'image/jpeg', name: `image-${id}.jpg` };
  }

  const wording = { link: 'media', missing: 'File' };
  return {
    /** The route's guard (access `signed_url`). */
    guard: signedLinkGuard(signer, wording),

    async open(
      file: string,
      query: { e?: unknown; s?: unknown },
      range: string | undefined,
    ): Promise<TSignedFileAnswer> {
      if (!FILE.test(file)) throw notFound('File');
      return openSignedFile({ blobs, signer }, { file, query, range }, wording, () => locate(file));
    },
  };
}

export type MediaFiles = ReturnType<typeof mediaFiles>;
