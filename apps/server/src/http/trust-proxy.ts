import net from 'node:net';
import { z } from 'zod';

/** Which peers may say, in X-Forwarded-For, where a request came from (TRUST_PROXY). */
export type TTrustProxy = { hops: number } | { proxies: string[] };

/** proxy-addr's names for address ranges, which Fastify accepts beside addresses. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 10;

function isProxy(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: a hop count (1–10: that many proxies in front, whatever their addresses), or a
 * comma-separated list of proxy addresses, CIDR ranges and range names. `true` (trust any
 * peer) is refused: a client could then choose its own address by sending the header.
 */
export const ZTrustProxy = z.string().transform((text, ctx): TTrustProxy => {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) {
    const hops = Number(trimmed);
    if (hops >= 1 && hops <= MAX_HOPS) return { hops };
    ctx.addIssue({ code: 'custom', message: `a hop count must be 1 to ${MAX_HOPS}` });
    return z.NEVER;
  }
  const proxies = trimmed.split(',').map((entry) => entry.trim());
  const bad = proxies.filter((entry) => !isProxy(entry));
  if (bad.length === 0) return { proxies };
  ctx.addIssue({
    code: 'custom',
    message: `must be proxy addresses or CIDR ranges (comma-separated) or a hop count; "${bad.join('", "')}" is neither`,
  });
  return z.NEVER;
});

/** Fastify's `trustProxy` for the setting; unset: nobody, the socket address counts. */
export function fastifyTrustProxy(
  trust: TTrustProxy | undefined,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (!trust) return false;
  if ('proxies' in trust) return trust.proxies;
  // Fastify 5 ignores a bare number (it cannot tell a proxy from a client); asked for, the
  // nearest `hops` peers are trusted, so the console must be reachable only through them.
  return (_address, hop) => hop < trust.hops;
}
