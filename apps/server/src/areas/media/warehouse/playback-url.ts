import { formatTime, type TWarehouseVendor } from '@fleet/contracts';
import { redactSecrets, secretsOfUrl } from '../../../redact-secrets.js';
import { publicSourceUrl, withCredentialsOf } from '../cameras/source-url.js';

export interface PlaybackChannel {
  ip: string;
  port: number;
  channel: number;
  vendor: TWarehouseVendor;
  playback_template: string | null;
}

// NVRs keep local time: the wall clock of the zone, from the one wire-time formatter.
const compact = (date: Date, zone: string) =>
  `${formatTime(date, zone).replaceAll('-', '').replaceAll(':', '').replace(' ', 'T')}Z`;
const underscored = (date: Date, zone: string) => formatTime(date, zone).replace(/[- :]/g, '_');

/** IPv6 literals need brackets inside a URL. */
const hostOf = (ip: string) => (ip.includes(':') ? `[${ip}]` : ip);

/** The template or vendor URL of one range, as the admin wrote it (credentials included). */
function filledUrl(channel: PlaybackChannel, start: Date, end: Date, zone: string): string {
  const base = `rtsp://${hostOf(channel.ip)}:${channel.port}`;
  switch (channel.vendor) {
    case 'hikvision':
      return (
        `${base}/Streaming/tracks/${channel.channel}01` +
        `?starttime=${compact(start, zone)}&endtime=${compact(end, zone)}`
      );
    case 'dahua':
      return (
        `${base}/cam/playback?channel=${channel.channel}&subtype=0` +
        `&starttime=${underscored(start, zone)}&endtime=${underscored(end, zone)}`
      );
    case 'generic_rtsp':
      return (channel.playback_template ?? '')
        .replaceAll('{host}', hostOf(channel.ip))
        .replaceAll('{port}', String(channel.port))
        .replaceAll('{channel}', String(channel.channel))
        .replaceAll('{start}', compact(start, zone))
        .replaceAll('{end}', compact(end, zone));
  }
}

/**
 * The RTSP playback URL of one range of a channel, as stored and shown to staff: Hikvision's
 * `/Streaming/tracks/<ch>01` (main stream), Dahua's `/cam/playback`, or the admin's own
 * template for anything else, without any user name or password a template may carry
 * (`?user=…&password=…`): those are put back only for ffmpeg (`sourceUrl`).
 */
export function playbackUrl(channel: PlaybackChannel, start: Date, end: Date, zone: string) {
  return withoutCredentials(filledUrl(channel, start, end, zone));
}

/** A playback URL without user name, password or credential parameters. */
export function withoutCredentials(url: string): string {
  if (secretsOfUrl(url).length === 0) return url;
  try {
    return publicSourceUrl(url).url;
  } catch {
    return redactSecrets(url);
  }
}

/**
 * The URL ffmpeg opens for a stored playback URL: the credentials of the channel's template
 * put back, then the channel's user name and password, percent-encoded.
 */
export function sourceUrl(
  playback: string,
  channel: PlaybackChannel,
  username: string | null,
  password: string | null,
): string {
  // Credentials do not depend on the range: any range shows where the template puts them.
  const template = filledUrl(channel, new Date(0), new Date(0), 'UTC');
  const url = secretsOfUrl(template).length > 0 ? withCredentialsOf(playback, template) : playback;
  return withCredentials(url, username, password);
}

/** `url` with the user name and password in its userinfo, percent-encoded. */
export function withCredentials(url: string, username: string | null, password: string | null) {
  if (!username) return url;
  const parsed = new URL(url);
  parsed.username = encodeURIComponent(username);
  parsed.password = password ? encodeURIComponent(password) : '';
  return parsed.toString();
}
