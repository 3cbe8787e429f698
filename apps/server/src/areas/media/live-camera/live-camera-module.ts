import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '../../../config.js';
import type { Database } from '../../../db/database.js';
import { cameraRepository } from '../cameras/camera-repository.js';
import type { CameraService } from '../cameras/camera-service.js';
import { localSecret, instanceSignature } from '../../platform/index.js';
import type { TruckService } from '../../fleet/index.js';
import { liveCameraService } from './live-camera-service.js';
import type { LiveSession } from './hls-session.js';
import { liveStreams, type DeviceSource } from './live-streams.js';
import { remuxLeaseRepository } from './remux-lease-repository.js';
import { localLeases, sharedLeases } from './remux-leases.js';
import { remuxProxy } from './remux-proxy.js';

/**
 * Live camera monitoring: one ffmpeg HLS remux per watched channel. On PostgreSQL several
 * instances may serve viewers: a lease in the database names the one that runs a channel
 * and the others proxy to it. The embedded database has one instance and no lease.
 */
export function liveCameraModule(deps: {
  config: TConfig;
  db: Database;
  log: FastifyBaseLogger;
  trucks: TruckService;
  cameras: CameraService;
  /** The remux of a JT/T 1078 dashcam's channel (absent: such cameras show an error). */
  deviceSession?: (source: DeviceSource, dir: string) => LiveSession;
}) {
  const { config, db } = deps;
  let advertised: string | null = null;
  const signature = instanceSignature(
    config.MEDIA_URL_SECRET ?? localSecret(config.dataDir, 'media-url-secret'),
  );
  const shared = db.engine === 'postgres';
  const streams = liveStreams({
    ffmpegPath: config.FFMPEG_PATH,
    ffprobePath: config.FFPROBE_PATH,
    sourceOf: (truckId, channel) => deps.cameras.liveSourceOf(truckId, channel),
    deviceSession: deps.deviceSession,
    leases: shared
      ? sharedLeases({
          repository: remuxLeaseRepository(db),
          instanceId: crypto.randomUUID(),
          url: () => advertised,
          leaseSeconds: config.LIVE_CAMERA_LEASE_S,
        })
      : localLeases(),
    proxy: shared ? remuxProxy({ signature, log: deps.log }) : undefined,
    idleMs: config.LIVE_CAMERA_IDLE_S * 1000,
    renewEveryMs: config.LIVE_CAMERA_LEASE_S * 250,
    log: deps.log,
  });
  return {
    streams,
    service: liveCameraService({
      cameras: cameraRepository(db),
      trucks: deps.trucks,
      streams,
      signature,
      advertise: (url) => (advertised = url),
      internalUrl: config.INTERNAL_URL,
    }),
  };
}

export type LiveCameraModule = ReturnType<typeof liveCameraModule>;
