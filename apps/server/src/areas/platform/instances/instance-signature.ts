import crypto from 'node:crypto';

export const INSTANCE_SIGNATURE_HEADER = 'x-instance-signature';

/** How long a signed request stays good: enough for clocks a few seconds apart. */
const TTL_S = 60;

/**
 * Requests between console instances (the live-camera proxy) carry an expiry and an
 * HMAC-SHA256 of path and expiry under a key derived from the secret every instance shares
 * (MEDIA_URL_SECRET), so the internal routes answer nobody else and a captured header is
 * good for one path and a minute only.
 */
export function instanceSignature(sharedSecret: Buffer | string, now = () => Date.now()) {
  const key = crypto.createHmac('sha256', sharedSecret).update('live-camera-proxy').digest();
  const mac = (path: string, expires: number) =>
    crypto.createHmac('sha256', key).update(`${path}\n${expires}`).digest('base64url');

  return {
    /** The header value for a request of `path` (without query). */
    sign(path: string): string {
      const expires = Math.floor(now() / 1000) + TTL_S;
      return `${expires}.${mac(path, expires)}`;
    },
    verify(path: string, header: unknown): boolean {
      if (typeof header !== 'string') return false;
      const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(header);
      if (!match) return false;
      const expires = Number(match[1]);
      const expected = Buffer.from(mac(path, expires));
      const given = Buffer.from(match[2]!);
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected))
        return false;
      return expires * 1000 >= now() && expires * 1000 <= now() + (TTL_S + 60) * 1000;
    },
  };
}

export type InstanceSignature = ReturnType<typeof instanceSignature>;
