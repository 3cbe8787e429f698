import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import { notFound } from '../../../http/app-error.js';
import { cutShort } from '../../../http/multipart-form.js';
import { type BlobStore, intakeUpload } from '../../platform/index.js';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};
const TYPES = Object.fromEntries(Object.entries(EXTENSIONS).map(([type, ext]) => [ext, type]));

/**
 * Names are 32 hex digits; the local folder also holds older 22-character base64url names.
 * A blob key starts with a letter or digit, so an old name starting with - or _ is not found.
 */
const FILE_NAME = /^(?:[0-9a-f]{32}|[A-Za-z0-9][A-Za-z0-9_-]{21})\.(jpg|png|webp)$/;

/**
 * Avatars in the blob store under random names (`avatars/<name>.<ext>`, where the local
 * store kept them before), so every instance serves what any one stored; the type is judged
 * by content, not by name.
 */
export function avatarStore(blobs: BlobStore) {
  return {
    /** Streams an upload in; refuses it when too large (413) or not an image (415). */
    async save(stream: Readable & { truncated?: boolean }): Promise<string> {
      // A part cut short by the end of the body comes already destroyed.
      if (stream.destroyed && !stream.readableEnded) throw cutShort();
      const name = crypto.randomBytes(16).toString('hex');
      const { key } = await intakeUpload(
        blobs,
        (type) => `avatars/${name}.${EXTENSIONS[type]}`,
        stream,
        { accept: Object.keys(EXTENSIONS), maxBytes: AVATAR_MAX_BYTES, label: 'An avatar' },
      );
      return `/api/${key}`;
    },
    async open(name: string): Promise<{ stream: Readable; type: string }> {
      const match = FILE_NAME.exec(name);
      if (!match) throw notFound('Avatar');
      return { stream: await blobs.get(`avatars/${name}`), type: TYPES[match[1]!]! };
    },
  };
}

export type AvatarStore = ReturnType<typeof avatarStore>;
