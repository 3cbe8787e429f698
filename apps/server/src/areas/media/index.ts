import type { App, AreaCore, BuiltAreas } from '../../area-core.js';
import type { Services } from '../../services.js';
import { cameraRoutes } from './cameras/routes.js';
import type { LiveSession } from './live-camera/hls-session.js';
import { liveCameraModule } from './live-camera/live-camera-module.js';
import type { DeviceSource } from './live-camera/live-streams.js';
import { liveCameraRoutes } from './live-camera/routes.js';
import { mediaModule } from './media/media-module.js';
import { mediaRepository } from './media/media-repository.js';
import { mediaRoutes } from './media/routes.js';
import { warehouseRoutes } from './warehouse/routes.js';
import { warehouseModule } from './warehouse/warehouse-module.js';

// What other areas may use of this one.
export type { CameraService } from './cameras/camera-service.js';
// config.ts checks CAMERA_ALLOWED_HOSTS and SNAPSHOT_INTERVAL_MIN with media's rules.
export { allowedHostsOf, isHostEntry } from './cameras/source-policy.js';
export { isSnapshotInterval } from './media/snapshot-cron.js';
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

type DeviceSessions = (source: DeviceSource, dir: string) => LiveSession;

/** Media: cameras, photos and videos, live camera streams, the video warehouse. */
export function buildMedia(
  { config, db, log, time }: AreaCore,
  {
    platform,
    accounts,
    fleet,
    places,
  }: Pick<BuiltAreas, 'platform' | 'accounts' | 'fleet' | 'places'>,
) {
  const media = mediaModule({
    config,
    db,
    log,
    blobs: platform.blobs,
    jobs: platform.jobs,
    trucks: fleet.trucks,
    devices: fleet.devices,
    directory: fleet.directory,
    time,
    addresses: places.geocode,
  });
  let deviceSessions: DeviceSessions | undefined;
  return {
    media,
    mediaRows: mediaRepository(db),
    warehouse: warehouseModule({
      config,
      db,
      log,
      access: accounts.access,
      blobs: platform.blobs,
      jobs: platform.jobs,
      notices: accounts.notices,
      mailer: platform.mailer,
      time,
    }),
    liveCamera: liveCameraModule({
      config,
      db,
      log,
      trucks: fleet.trucks,
      cameras: media.cameras,
      deviceSession: (source, dir) => deviceSessions!(source, dir),
    }),
    /** The remux of a JT/T 1078 dashcam's channel, from intake (built after media). */
    useDeviceSessions(sessions: DeviceSessions): void {
      deviceSessions = sessions;
    },
  };
}

export type Media = ReturnType<typeof buildMedia>;

export async function mediaAreaRoutes(app: App, _core: AreaCore, services: Services) {
  await app.register(cameraRoutes, { cameras: services.media.cameras });
  await app.register(mediaRoutes, services.media);
  await app.register(warehouseRoutes, { ...services.warehouse, blobs: services.blobs });
  await app.register(liveCameraRoutes, {
    liveCamera: services.liveCamera.service,
    streams: services.liveCamera.streams,
  });
}
