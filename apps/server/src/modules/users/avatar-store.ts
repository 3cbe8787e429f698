import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { AppError, notFound } from '../../http/app-error.js';
import { cutShort } from '../../http/multipart-form.js';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

const SIGNATURES: { type: string; ext: string; matches: (head: Buffer) => boolean }[] = [
  {
    type: 'image/jpeg',
    ext: 'jpg',
    matches: (h) => h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff,
  },
  {
    type: 'image/png',
    ext: 'png',
    matches: (h) =>
      h.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    type: 'image/webp',
    ext: 'webp',
    matches: (h) => h.toString('latin1', 0, 4) === 'RIFF' && h.toString('latin1', 8, 12) === 'WEBP',
  },
];

const FILE_NAME = /^[A-Za-z0-9_-]{22}\.(jpg|png|webp)$/;

/** Avatars on the local disk under random names; the type is judged by content, not by name. */
export function avatarStore(dataDir: string) {
  const dir = path.join(dataDir, 'files', 'avatars');
  fs.mkdirSync(dir, { recursive: true });

  return {
    /** Streams an upload to disk; refuses it when too large (413) or not an image (415). */
    async save(stream: Readable & { truncated?: boolean }): Promise<string> {
      const temp = path.join(dir, `.upload-${crypto.randomUUID()}`);
      try {
        // A part cut short by the end of the body comes already destroyed; a pipeline would wait.
        if (stream.destroyed && !stream.readableEnded) throw cutShort();
        await pipeline(stream, fs.createWriteStream(temp));
        if (stream.truncated) {
          throw new AppError(
            'PAYLOAD_TOO_LARGE',
            `An avatar may be at most ${AVATAR_MAX_BYTES / 1024 / 1024} MB`,
          );
        }
        const head = Buffer.alloc(12);
        const handle = await fs.promises.open(temp, 'r');
        await handle.read(head, 0, 12, 0);
        await handle.close();
        const kind = SIGNATURES.find((s) => s.matches(head));
        if (!kind)
          throw new AppError(
            'UNSUPPORTED_MEDIA_TYPE',
            'An avatar must be a JPEG, PNG or WebP image',
          );
        const name = `${crypto.randomBytes(16).toString('base64url')}.${kind.ext}`;
        await fs.promises.rename(temp, path.join(dir, name));
        return `/api/avatars/${name}`;
      } finally {
        await fs.promises.rm(temp, { force: true });
      }
    },
    open(name: string): { stream: fs.ReadStream; type: string } {
      const match = FILE_NAME.exec(name);
      const file = path.join(dir, name);
      if (!match || !fs.existsSync(file)) throw notFound('Avatar');
      const type = SIGNATURES.find((s) => s.ext === match[1])?.type ?? 'application/octet-stream';
      return { stream: fs.createReadStream(file), type };
    },
  };
}

export type AvatarStore = ReturnType<typeof avatarStore>;
