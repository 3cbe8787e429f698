import dns from 'node:dns/promises';
import net from 'node:net';

/**
 * Addresses a camera or NVR source may not point at unless CAMERA_ALLOWED_HOSTS names them:
 * "this network", loopback, private (RFC 1918, CGNAT, ULA), link-local (the cloud metadata
 * address 169.254.169.254 among them), benchmarking, multicast and reserved ranges. The
 * console runs ffmpeg on sources: without this, a source is a probe of the internal network.
 */
const INTERNAL = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  INTERNAL.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  INTERNAL.addSubnet(address, prefix, 'ipv6');

/** An address as the block lists read it: an IPv4-mapped IPv6 address as its IPv4 one. */
function plain(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return { address: mapped[1]!, family: 'ipv4' };
  return { address, family: net.isIPv6(address) ? 'ipv6' : 'ipv4' };
}

/** Why a source is refused: its host, and the internal address it is or resolves to. */
export interface SourceRefusal {
  host: string;
  address: string;
}

/** The host of a source URL as written, without IPv6 brackets and in lower case. */
export function sourceHost(url: string): string | null {
  try {
    const host = new URL(url).hostname.toLowerCase();
    return host.replace(/^\[(.*)\]$/, '$1') || null;
  } catch {
    return null;
  }
}

/**
 * The rule on where camera and NVR sources may point. `allowed` are CAMERA_ALLOWED_HOSTS'
 * entries: host names (taken whatever they resolve to), addresses and CIDR ranges (taken
 * for the addresses in them). Names are resolved each time a source is saved and each time
 * it is used, so a name that later resolves inside is refused then. A name that does not
 * resolve is not refused (ffmpeg will not reach it either).
 */
export function sourcePolicy(allowed: readonly string[], resolve = lookupAll) {
  const names = new Set<string>();
  const ranges = new net.BlockList();
  for (const entry of allowed) {
    const [address, prefix] = entry.split('/');
    const family = net.isIPv6(address!) ? 'ipv6' : 'ipv4';
    if (prefix !== undefined) ranges.addSubnet(address!, Number(prefix), family);
    else if (net.isIP(entry)) ranges.addAddress(entry, family);
    else names.add(entry.toLowerCase());
  }

  const internal = (address: string) => {
    const { address: bare, family } = plain(address);
    return INTERNAL.check(bare, family) && !ranges.check(bare, family);
  };

  return {
    /** Null when the source may be used; else the host and the internal address it names. */
    async refusal(url: string): Promise<SourceRefusal | null> {
      const host = sourceHost(url);
      if (!host || names.has(host)) return null;
      const addresses = net.isIP(host) ? [host] : await resolve(host);
      const inside = addresses.find(internal);
      return inside === undefined ? null : { host, address: inside };
    },
  };
}

async function lookupAll(host: string): Promise<string[]> {
  try {
    return (await dns.lookup(host, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    return [];
  }
}

export type SourcePolicy = ReturnType<typeof sourcePolicy>;

/** A host name, an IP address, or an address and prefix length (CIDR). */
export function isHostEntry(entry: string): boolean {
  const [address, prefix, extra] = entry.split('/');
  if (extra !== undefined) return false;
  if (prefix !== undefined) {
    const max = net.isIPv4(address!) ? 32 : net.isIPv6(address!) ? 128 : -1;
    return /^\d{1,3}$/.test(prefix) && Number(prefix) <= max;
  }
  return (
    net.isIP(entry) !== 0 ||
    /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i.test(entry)
  );
}

/** The policy CAMERA_ALLOWED_HOSTS sets. */
export const configuredSourcePolicy = (config: { CAMERA_ALLOWED_HOSTS?: string }) =>
  sourcePolicy(allowedHostsOf(config.CAMERA_ALLOWED_HOSTS));

/** An allowlist setting (comma or space separated) as its entries. */
export const allowedHostsOf = (setting: string | undefined): string[] =>
  (setting ?? '')
    .split(/[\s,]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);

/** What ffmpeg may open for a source of each scheme (never `file`, `pipe` or another scheme). */
const PROTOCOLS: Record<string, string> = {
  'rtsp:': 'rtsp,rtsps,tcp,udp,rtp,tls',
  'rtsps:': 'rtsp,rtsps,tcp,udp,rtp,tls',
  'rtmp:': 'rtmp,tcp',
  'rtmps:': 'rtmps,tcp,tls',
  'http:': 'http,https,tcp,tls,crypto',
  'https:': 'http,https,tcp,tls,crypto',
};

/**
 * ffmpeg/ffprobe input options for a camera or NVR source: only the protocols its scheme
 * needs (an HLS playlist cannot name a local file or another scheme), and for HTTP no
 * redirect (a camera's server cannot send the pull to another host). Before `-i`.
 */
export function sourceInputArgs(url: string): string[] {
  let scheme = '';
  try {
    scheme = new URL(url).protocol;
  } catch {
    // Not a URL: ffmpeg refuses it with the tightest list below.
  }
  const args = ['-protocol_whitelist', PROTOCOLS[scheme] ?? 'tcp'];
  if (scheme === 'http:' || scheme === 'https:') args.push('-max_redirects', '0');
  return args;
}
