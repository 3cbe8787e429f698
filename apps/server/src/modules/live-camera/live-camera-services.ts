import type { TConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { CameraService } from '../cameras/camera-service.js';
import type { TruckService } from '../trucks/truck-service.js';
import { liveCameraService } from './live-camera-service.js';
import { liveStreams } from './live-streams.js';

/** Live camera monitoring: one ffmpeg HLS remux per watched channel in this process. */
export function liveCameraServices(deps: {
  config: TConfig;
  db: Database;
  trucks: TruckService;
  cameras: CameraService;
}) {
  const streams = liveStreams({
    ffmpegPath: deps.config.FFMPEG_PATH,
    ffprobePath: deps.config.FFPROBE_PATH,
    sourceOf: (truckId, channel) => deps.cameras.sourceUrlOf(truckId, channel),
  });
  return {
    streams,
    service: liveCameraService({ db: deps.db, trucks: deps.trucks, streams }),
  };
}

export type LiveCameraServices = ReturnType<typeof liveCameraServices>;
