import type { AddressInfo } from 'node:net';
import os from 'node:os';

const WILDCARDS = new Set(['0.0.0.0', '::', '::0', '']);

/** The first address of this machine that other machines can reach (IPv4 preferred). */
function externalAddress(): string | null {
  const addresses = Object.values(os.networkInterfaces())
    .flatMap((list) => list ?? [])
    .filter((a) => !a.internal);
  return (
    addresses.find((a) => a.family === 'IPv4')?.address ??
    addresses.find((a) => a.family === 'IPv6' && !a.address.startsWith('fe80'))?.address ??
    null
  );
}

/**
 * Where the other instances reach this one's internal routes: INTERNAL_URL when set, else
 * the address it listens on, or (listening on every address) its first external address,
 * as containers and VMs on one network see each other. Null before it listens.
 */
export function internalUrlOf(
  configured: string | undefined,
  address: AddressInfo | string | null,
): string | null {
  if (configured) return configured.replace(/\/+$/, '');
  if (!address || typeof address === 'string') return null;
  const host = WILDCARDS.has(address.address)
    ? (externalAddress() ?? '127.0.0.1')
    : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}
