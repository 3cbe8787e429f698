import { formatTime, type TWarehouseVendor } from '@fleet/contracts';

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

/**
 * The RTSP playback URL of one range of a channel, without credentials: Hikvision's
 * `/Streaming/tracks/<ch>01` (main stream), Dahua's `/cam/playback`, or the admin's own
 * template for anything else.
 */
export function playbackUrl(channel: PlaybackChannel, start: Date, end: Date, zone: string) {
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

/** The URL ffmpeg opens: the stored credentials put in, percent-encoded. */
export function withCredentials(url: string, username: string | null, password: string | null) {
  if (!username) return url;
  const parsed = new URL(url);
  parsed.username = encodeURIComponent(username);
  parsed.password = password ? encodeURIComponent(password) : '';
  return parsed.toString();
}

/** Removes any user name and password from URLs inside a text (ffmpeg echoes its input). */
export function redactCredentials(text: string): string {
  return text.replace(/(rtsps?|rtmp|https?):\/\/[^\s/@]+@/gi, '$1://');
}
