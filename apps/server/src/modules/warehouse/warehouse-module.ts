import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import type { TimeFormat } from '../../time-format.js';
import type { AccessService } from '../access/access-service.js';
import type { BlobStore } from '../blobs/blob-store.js';
import type { SecretBox } from '../cameras/secret-box.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { Mailer } from '../mailer/mailer.js';
import type { NoticeService } from '../notices/notice-service.js';
import { channelRepository } from './channel-repository.js';
import { channelService } from './channel-service.js';
import { downloadWorker } from './download-worker.js';
import { mailListRepository } from './mail-list-repository.js';
import { mailListService } from './mail-list-service.js';
import { videoRepository } from './video-repository.js';
import { videoService } from './video-service.js';
import { warehouseMails } from './warehouse-mails.js';

export interface WarehouseDeps {
  db: Database;
  access: AccessService;
  blobs: BlobStore;
  box: SecretBox;
  jobs: JobQueue;
  notices: NoticeService;
  mailer: Mailer;
  time: TimeFormat;
  timeZone: string;
  ffmpegPath: string;
  signedUrl: (blobKey: string) => string;
  log: FastifyBaseLogger;
}

/** Wires the warehouse feature: NVR channels, video downloads (jobs), the mail list. */
export function warehouseModule(deps: WarehouseDeps) {
  const channelRows = channelRepository(deps.db);
  const videoRows = videoRepository(deps.db);
  const mailRows = mailListRepository(deps.db);
  const channels = channelService({
    channels: channelRows,
    access: deps.access,
    box: deps.box,
    blobs: deps.blobs,
  });
  const videos = videoService({
    videos: videoRows,
    channels,
    jobs: deps.jobs,
    time: deps.time,
    timeZone: deps.timeZone,
    signedUrl: deps.signedUrl,
  });
  const worker = downloadWorker({
    videos: videoRows,
    channelRows,
    channels,
    blobs: deps.blobs,
    jobs: deps.jobs,
    notices: deps.notices,
    time: deps.time,
    ffmpegPath: deps.ffmpegPath,
    log: deps.log,
  });
  const mails = warehouseMails({
    videos: videoRows,
    mailList: mailRows,
    mailer: deps.mailer,
    jobs: deps.jobs,
    time: deps.time,
  });
  return {
    channels,
    videos,
    mailList: mailListService(mailRows),
    mails,
    /** Registers the job handlers and the daily schedule (before or after the queue starts). */
    async registerJobs(): Promise<void> {
      await worker.register();
      await mails.register();
    },
  };
}

export type WarehouseModule = ReturnType<typeof warehouseModule>;
