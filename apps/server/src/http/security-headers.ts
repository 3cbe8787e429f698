import type { FastifyInstance } from 'fastify';

/** The map's default style (OpenStreetMap raster, apps/web map-style.ts) takes its tiles here. */
const OSM_TILES = 'https://tile.openstreetmap.org';

const POLICY_FEATURES = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
];

/**
 * Browser features the console never uses, turned off for it and anything it might embed.
 * Fullscreen stays for its own video players; the clipboard (device keys) is not listed.
 */
export const PERMISSIONS_POLICY = [...POLICY_FEATURES, 'geolocation=()'].sort().join(', ');

/**
 * The driver app (`/driver`) places a proof-of-delivery photo where the phone is: the
 * position is its own, nothing it embeds gets it. The camera stays off: the photo is taken
 * by the phone's camera app through a file input, not by the page.
 */
export const DRIVER_PERMISSIONS_POLICY = [...POLICY_FEATURES, 'geolocation=(self)']
  .sort()
  .join(', ');

/** The driver app's pages: `/driver` and below. */
const DRIVER_PAGE = /^\/driver(?:[/?#]|$)/;

/** The hosts the map loads its style, tiles, glyphs and sprites from (beyond this site). */
export function mapOrigins(mapStyleUrl: string | undefined): string[] {
  if (!mapStyleUrl) return [OSM_TILES];
  try {
    const url = new URL(mapStyleUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? [url.origin] : [];
  } catch {
    return []; // relative to this site: 'self'
  }
}

/** A Host header that can be written into a policy as it is. */
const PLAIN_HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The Content-Security-Policy of the console: its own scripts only (the built index.html has
 * no inline script), MapLibre's worker from a file and hls.js's from a blob, MUI's emotion
 * styles inline, HLS through MediaSource blobs, and the map's tile hosts.
 */
export function contentSecurityPolicy(mapHosts: string[], host: string | undefined): string {
  const map = mapHosts.join(' ');
  // 'self' covers ws(s) of this host in current browsers; older ones need it named.
  const live = host && PLAIN_HOST.test(host) ? ` ws://${host} wss://${host}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "worker-src 'self' blob:",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${map}`,
    `connect-src 'self'${live} ${map}`,
    "media-src 'self' blob:",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]
    .map((directive) => directive.trim())
    .join('; ');
}

/** Headers every answer carries: the CSP, Permissions-Policy and the classic hardening set. */
export function installSecurityHeaders(
  app: FastifyInstance,
  options: { mapStyleUrl: string | undefined },
): void {
  const mapHosts = mapOrigins(options.mapStyleUrl);
  app.addHook('onSend', async (request, reply) => {
    reply.header('content-security-policy', contentSecurityPolicy(mapHosts, request.headers.host));
    reply.header(
      'permissions-policy',
      DRIVER_PAGE.test(request.url) ? DRIVER_PERMISSIONS_POLICY : PERMISSIONS_POLICY,
    );
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'DENY');
  });
}
