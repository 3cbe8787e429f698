import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '../../../config.js';
import type { Database } from '../../../db/database.js';
import type { TimeFormat } from '../../../time-format.js';
import {
  type BlobStore,
  cameraKeyOf,
  secretBox,
  type JobQueue,
  localSecret,
} from '../../platform/index.js';
import { cameraRepository } from '../cameras/camera-repository.js';
import { cameraService } from '../cameras/camera-service.js';
import { configuredSourcePolicy } from '../cameras/source-policy.js';
import {
  type DeviceDirectory,
  type DeviceService,
  truckRepository,
  type TruckService,
} from '../../fleet/index.js';
import { cameraCapture } from './camera-capture.js';
import { mediaFiles } from './media-files.js';
import { mediaHistoryService } from './media-history-service.js';
import { mediaIngest } from './media-ingest.js';
import { mediaIntake } from './media-intake.js';
import { mediaRepository } from './media-repository.js';
import { mediaSigner } from './media-signer.js';
import { snapshotCron } from './snapshot-cron.js';
import type { Addresses } from '../../places/index.js';

interface Deps {
  config: TConfig;
  db: Database;
  log: FastifyBaseLogger;
  blobs: BlobStore;
  jobs: JobQueue;
  trucks: TruckService;
  devices: DeviceService;
  directory: DeviceDirectory;
  time: TimeFormat;
  addresses: Addresses;
}

const SNAPSHOT_JOB = 'media.snapshot-round';

/** Wires truck cameras and media (blob store, ffmpeg, signed links) once per process. */
export function mediaModule({
  config,
  db,
  log,
  blobs,
  jobs,
  trucks,
  devices,
  directory,
  time,
  addresses,
}: Deps) {
  const repository = mediaRepository(db);
  const cameraKey = cameraKeyOf(config);
  const cameras = cameraService({
    cameras: cameraRepository(db),
    trucks,
    truckRows: truckRepository(db),
    box: secretBox(cameraKey),
    policy: configuredSourcePolicy(config),
  });
  const signer = mediaSigner(
    config.MEDIA_URL_SECRET ?? localSecret(config.dataDir, 'media-url-secret'),
    config.MEDIA_URL_TTL_S,
  );
  const intake = mediaIntake({
    blobs,
    repository,
    ffmpegPath: config.FFMPEG_PATH,
    ffprobePath: config.FFPROBE_PATH,
  });
  const capture = cameraCapture({
    cameras,
    trucks,
    intake,
    repository,
    ffmpegPath: config.FFMPEG_PATH,
    log,
  });

  const cron = snapshotCron(config.SNAPSHOT_INTERVAL_MIN);
  if (cron) {
    // Timed snapshots ride on the job queue: one job per tick across all instances; the
    // slot claim makes a retried job harmless.
    const intervalMs = config.SNAPSHOT_INTERVAL_MIN * 60_000;
    void jobs.work(
      SNAPSHOT_JOB,
      async () => {
        await capture.snapshotRound(Math.floor(Date.now() / intervalMs));
      },
      { policy: 'short' },
    );
    void jobs.schedule(SNAPSHOT_JOB, cron);
  }

  return {
    cameras,
    signer,
    intake,
    capture,
    history: mediaHistoryService({ repository, trucks, signer, time, addresses }),
    files: mediaFiles({ blobs, repository, signer }),
    ingest: mediaIngest({ devices, directory, intake, time }),
  };
}

export type MediaModule = ReturnType<typeof mediaModule>;
