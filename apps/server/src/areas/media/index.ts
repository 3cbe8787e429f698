/** The media area: what other areas may use of it. */
export type { CameraService } from './cameras/camera-service.js';
export { TRANSCODE_TO_H264, hlsOutputArgs } from './live-camera/hls-session.js';
export type { LiveSession } from './live-camera/hls-session.js';
export type { DeviceSource } from './live-camera/live-streams.js';
export type { StreamFile } from './live-camera/remux-proxy.js';
export { sendFile } from './live-camera/routes.js';
export { FfmpegFailure } from './media/camera-failure.js';
export type { MediaHistoryService } from './media/media-history-service.js';
export type { MediaIntake } from './media/media-intake.js';
export type { ImageRow, MediaRepository } from './media/media-repository.js';
export type { MediaSigner } from './media/media-signer.js';
export { spawnTied } from './media/tied-process.js';
