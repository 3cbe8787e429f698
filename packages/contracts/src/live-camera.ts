import { z } from 'zod';
import { envelope } from './common.js';
import { STREAM_REASONS } from './stream-reasons.js';

/**
 * What a live tile shows: the server is starting the stream (`connecting`), segments are
 * flowing (`live`), the camera cannot be reached or has no source (`offline`), or the
 * stream broke for another reason (`error`).
 */
export const LIVE_STREAM_STATES = ['connecting', 'live', 'offline', 'error'] as const;
export type TLiveStreamState = (typeof LIVE_STREAM_STATES)[number];

export const ZLiveStreamKey = z.object({
  truck_id: z.number().int(),
  channel: z.number().int().min(1).max(16),
});
export type TLiveStreamKey = z.infer<typeof ZLiveStreamKey>;

export const ZLiveStream = ZLiveStreamKey.extend({
  state: z.enum(LIVE_STREAM_STATES),
  /** HLS playlist; fetch it (and its segments) with the session token header. */
  playlist_url: z.string(),
  /** Why the stream is offline or broken, in English words a person can act on. */
  reason: z.string().nullable(),
  /** The same as a code the web words in the reader's language. */
  reason_code: z.enum(STREAM_REASONS).nullable(),
});
export type TLiveStream = z.infer<typeof ZLiveStream>;

/** A stream's state as the instance running it tells the others (internal proxy). */
export const ZLiveStreamStatus = ZLiveStream.pick({ state: true, reason: true, reason_code: true });
export type TLiveStreamStatus = z.infer<typeof ZLiveStreamStatus>;

/** Opens streams (or keeps them open): a stream stops a while after nobody watches it. */
export const ZLiveStreamsRequest = z.object({ streams: z.array(ZLiveStreamKey).min(1).max(32) });
export const ZLiveStreamsResponse = envelope(z.array(ZLiveStream));

/** Channels with a live source of the trucks the user may see. */
export const ZLiveChannel = z.object({
  truck_id: z.number().int(),
  channel: z.number().int(),
  name: z.string(),
});
export const ZLiveChannelListResponse = envelope(z.array(ZLiveChannel));

/** One camera of a truck in a stream's path, and a playlist or segment of it. */
export const ZLiveChannelParams = z.object({
  truckId: z.coerce.number().int(),
  channel: z.coerce.number().int().min(1).max(16),
});
export const ZLiveFileParams = ZLiveChannelParams.extend({ file: z.string().max(20) });
