import crypto from 'node:crypto';

export type TSignatureCheck = 'ok' | 'expired' | 'invalid';

/**
 * Short-lived links to media files (architecture.md §10): a `<video>` or `<img>` cannot
 * send the token header, so the link itself carries an expiry and an HMAC-SHA256 of path
 * and expiry. Any instance holding the same secret accepts it.
 */
export function mediaSigner(secret: Buffer | string, ttlSeconds: number, now = () => Date.now()) {
  const mac = (file: string, expires: number) =>
    crypto.createHmac('sha256', secret).update(`${file}\n${expires}`).digest('base64url');

  return {
    /** `/api/media/<file>?e=<unix seconds>&s=<signature>` */
    url(file: string): string {
      const expires = Math.floor(now() / 1000) + ttlSeconds;
      return `/api/media/${encodeURIComponent(file)}?e=${expires}&s=${mac(file, expires)}`;
    },
    check(file: string, expiresText: unknown, signature: unknown): TSignatureCheck {
      if (typeof expiresText !== 'string' || typeof signature !== 'string') return 'invalid';
      if (!/^\d{1,12}$/.test(expiresText)) return 'invalid';
      const expires = Number(expiresText);
      const expected = Buffer.from(mac(file, expires));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected))
        return 'invalid';
      return expires * 1000 < now() ? 'expired' : 'ok';
    },
  };
}

export type MediaSigner = ReturnType<typeof mediaSigner>;
