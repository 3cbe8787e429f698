/**
 * Why a live or played-back stream is offline or broken, as a code the web words in the
 * reader's language (issue 14); the English text stays beside it for API users.
 */
const STREAM_REASON_TEXTS = {
  camera_credentials: 'The camera refused the stored user name or password',
  camera_unreachable: 'The camera cannot be reached',
  camera_unreadable: 'The camera stream could not be read',
  no_live_source: 'The camera has no live source',
  source_not_allowed: 'The camera source points at an address this console does not reach',
  not_granted: 'The truck is not granted to you',
  no_jt1078: 'This server does not take JT/T 1078 video',
  dashcam_offline: 'The dashcam is not connected',
  dashcam_timeout: 'The dashcam did not answer',
  dashcam_refused: 'The dashcam refused to stream this channel',
  dashcam_failed: 'The dashcam stream failed',
  unsupported_video: 'The dashcam sends video in a format the console cannot play',
  video_unreadable: 'The video stream could not be read',
  no_video: 'The dashcam sent no video',
} as const;

export type TStreamReason = keyof typeof STREAM_REASON_TEXTS;
export const STREAM_REASONS = Object.keys(STREAM_REASON_TEXTS) as [
  TStreamReason,
  ...TStreamReason[],
];

/** A stream that is not playing: its state and why, as code and English text. */
export interface TStreamFailure {
  state: 'offline' | 'error';
  reason: string;
  reason_code: TStreamReason;
}

export const streamFailure = (state: 'offline' | 'error', code: TStreamReason): TStreamFailure => ({
  state,
  reason: STREAM_REASON_TEXTS[code],
  reason_code: code,
});

/** The words of a stream that needs none (connecting, live, ended). */
export const NO_STREAM_REASON: TStreamWords = { reason: null, reason_code: null };

/** Why a stream is as it is: both null while it connects, plays or has ended. */
export interface TStreamWords {
  reason: string | null;
  reason_code: TStreamReason | null;
}
