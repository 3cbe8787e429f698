import { z } from 'zod';
import { envelope } from './common.js';
import { ZPlate } from './truck.js';
import { STREAM_REASONS } from './stream-reasons.js';
import { ZWireTime } from './tracking.js';

/**
 * Recordings kept on a dashcam's SD card (JT/T 1078 0x9205 → 0x1205), played back from the
 * device (0x9201, controlled by 0x9202) and saved to the server as a clip.
 */

/** POST /api/media/device-recordings: the recordings of a jt1078 camera in a range. */
export const ZDeviceRecordingListRequest = z.object({
  truck_plate: ZPlate,
  channel: z.number().int().min(1).max(16),
  start_time: ZWireTime,
  end_time: ZWireTime,
});
export type TDeviceRecordingListRequest = z.input<typeof ZDeviceRecordingListRequest>;

/** One resource of a 0x1205 list, as the dashcam described it. */
export const ZDeviceRecording = z.object({
  channel: z.number().int(),
  start_time: z.string(),
  end_time: z.string(),
  /** The 64 alarm bits of the recording (JT/T 808 alarm word and 1078 video alarms), hex. */
  alarm_flags: z.string(),
  /** 0 audio and video, 1 audio, 2 video, 3 video or audio and video. */
  media_type: z.number().int(),
  /** 1 main stream, 2 sub stream. */
  stream_type: z.number().int(),
  /** 1 main storage, 2 backup storage. */
  storage_type: z.number().int(),
  size: z.number(),
});
export type TDeviceRecording = z.infer<typeof ZDeviceRecording>;
export const ZDeviceRecordingListResponse = envelope(z.array(ZDeviceRecording));

/** POST /api/media/device-playbacks: play one recording back from the dashcam. */
export const ZDevicePlaybackRequest = z.object({
  truck_plate: ZPlate,
  channel: z.number().int().min(1).max(16),
  start_time: ZWireTime,
  end_time: ZWireTime,
  stream_type: z.number().int().min(0).max(2).default(0),
  storage_type: z.number().int().min(0).max(2).default(0),
});
export type TDevicePlaybackRequest = z.input<typeof ZDevicePlaybackRequest>;

/** connecting → playing → ended (the dashcam closed its stream), or offline / error. */
export const DEVICE_PLAYBACK_STATES = [
  'connecting',
  'playing',
  'ended',
  'offline',
  'error',
] as const;
export type TDevicePlaybackState = (typeof DEVICE_PLAYBACK_STATES)[number];
export const ZDevicePlayback = z.object({
  id: z.string(),
  truck_plate: z.string(),
  channel: z.number().int(),
  start_time: z.string(),
  end_time: z.string(),
  state: z.enum(DEVICE_PLAYBACK_STATES),
  paused: z.boolean(),
  reason: z.string().nullable(),
  reason_code: z.enum(STREAM_REASONS).nullable(),
  /** HLS playlist; fetch it (and its segments) with the session token header. */
  playlist_url: z.string(),
});
export type TDevicePlayback = z.infer<typeof ZDevicePlayback>;
export const ZDevicePlaybackResponse = envelope(ZDevicePlayback);

export const ZDevicePlaybackParams = z.object({ id: z.string().regex(/^[0-9a-f-]{36}$/) });
/** A playlist or segment of a playback. */
export const ZDevicePlaybackFileParams = ZDevicePlaybackParams.extend({ file: z.string().max(20) });

/** POST /api/media/device-playbacks/:id/control (0x9202): pause, resume, seek to a time. */
export const ZDevicePlaybackControlRequest = z.discriminatedUnion('action', [
  z.object({ action: z.literal('pause') }),
  z.object({ action: z.literal('resume') }),
  z.object({ action: z.literal('seek'), position: ZWireTime }),
]);
export type TDevicePlaybackControlRequest = z.input<typeof ZDevicePlaybackControlRequest>;

/** POST /api/media/device-playbacks/:id/save: what was played, kept as a clip. */
export const ZDevicePlaybackSaveResponse = envelope(z.object({ id: z.number().int() }));
