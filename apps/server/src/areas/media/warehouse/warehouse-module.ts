import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '../../../config.js';
import type { Database } from '../../../db/database.js';
import type { TimeFormat } from '../../../time-format.js';
import type { AccessService, NoticeService } from '../../accounts/index.js';
import {
  type BlobStore,
  cameraKeyOf,
  secretBox,
  type JobQueue,
  type Mailer,
  localSecret,
  mailListRepository,
} from '../../platform/index.js';
import { mediaSigner } from '../media/media-signer.js';
import { channelRepository } from './channel-repository.js';
import { configuredSourcePolicy } from '../cameras/source-policy.js';
import { channelService } from './channel-service.js';
import { downloadWorker } from './download-worker.js';
import { mailListService } from './mail-list-service.js';
import { videoRepository } from './video-repository.js';
import { videoService } from './video-service.js';
import { warehouseMails } from './warehouse-mails.js';

interface Deps {
  config: TConfig;
  db: Database;
  log: FastifyBaseLogger;
  access: AccessService;
  blobs: BlobStore;
  jobs: JobQueue;
  notices: NoticeService;
  mailer: Mailer;
  time: TimeFormat;
}

/** Link prefix of downloaded warehouse videos (signed like every media link). */
export const WAREHOUSE_FILE_PREFIX = '/api/warehouse/videos/';

/**
 * Wires the warehouse feature: NVR channels, video downloads (jobs), the mail list. NVR
 * passwords are sealed with the same CAMERA_KEY as camera source URLs, and video links
 * signed with the same secret as other media links, so one key rotation covers both.
 */
export function warehouseModule({
  config,
  db,
  log,
  access,
  blobs,
  jobs,
  notices,
  mailer,
  time,
}: Deps) {
  const key = cameraKeyOf(config);
  const signer = mediaSigner(
    config.MEDIA_URL_SECRET ?? localSecret(config.dataDir, 'media-url-secret'),
    config.MEDIA_URL_TTL_S,
  );
  const channelRows = channelRepository(db);
  const videoRows = videoRepository(db);
  const mailRows = mailListRepository(db);
  const channels = channelService({
    channels: channelRows,
    access,
    box: secretBox(key),
    blobs,
    policy: configuredSourcePolicy(config),
  });
  const videos = videoService({
    videos: videoRows,
    channels,
    jobs,
    time,
    timeZone: config.TZ_COMPANY,
    signedUrl: (blobKey) =>
      signer.url(fileOfBlobKey(blobKey)).replace('/api/media/', WAREHOUSE_FILE_PREFIX),
  });
  const worker = downloadWorker({
    videos: videoRows,
    channelRows,
    channels,
    blobs,
    jobs,
    notices,
    time,
    ffmpegPath: config.FFMPEG_PATH,
    log,
  });
  const mails = warehouseMails({
    videos: videoRows,
    mailList: mailRows,
    mailer,
    jobs,
    time,
  });
  const module = {
    channels,
    videos,
    mailList: mailListService(mailRows),
    mails,
    signer,
    /** Registers the job handlers and the daily schedule (before or after the queue starts). */
    async registerJobs(): Promise<void> {
      await worker.register();
      await mails.register();
    },
  };
  void module.registerJobs();
  return module;
}

/** `warehouse/videos/12.mp4` ⇄ `warehouse-12`: links name a video, never a storage path. */
export function fileOfBlobKey(blobKey: string): string {
  return `warehouse-${/(\d+)\.mp4$/.exec(blobKey)?.[1] ?? '0'}`;
}
export function blobKeyOfFile(file: string): string | null {
  const id = /^warehouse-(\d{1,10})$/.exec(file)?.[1];
  return id ? `warehouse/videos/${id}.mp4` : null;
}

export type WarehouseModule = ReturnType<typeof warehouseModule>;
