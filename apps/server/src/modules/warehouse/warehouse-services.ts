import type { FastifyBaseLogger } from 'fastify';
import { keyBytes, type TConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { TimeFormat } from '../../time-format.js';
import type { AccessService } from '../access/access-service.js';
import type { BlobStore } from '../blobs/blob-store.js';
import { secretBox } from '../cameras/secret-box.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { Mailer } from '../mailer/mailer.js';
import { localSecret } from '../media/local-secret.js';
import { mediaSigner } from '../media/media-signer.js';
import type { NoticeService } from '../notices/notice-service.js';
import { warehouseModule } from './warehouse-module.js';

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
 * The warehouse feature from the configuration. NVR passwords are sealed with the same
 * CAMERA_KEY as camera source URLs, and video links signed with the same secret as other
 * media links, so one key rotation covers both.
 */
export function warehouseServices({ config, ...deps }: Deps) {
  const key = config.CAMERA_KEY
    ? keyBytes(config.CAMERA_KEY)!
    : localSecret(config.dataDir, 'camera-key');
  const signer = mediaSigner(
    config.MEDIA_URL_SECRET ?? localSecret(config.dataDir, 'media-url-secret'),
    config.MEDIA_URL_TTL_S,
  );
  const module = warehouseModule({
    ...deps,
    box: secretBox(key),
    timeZone: config.TZ_COMPANY,
    ffmpegPath: config.FFMPEG_PATH,
    signedUrl: (blobKey) =>
      signer.url(fileOfBlobKey(blobKey)).replace('/api/media/', WAREHOUSE_FILE_PREFIX),
  });
  void module.registerJobs();
  return { ...module, signer };
}

/** `warehouse/videos/12.mp4` ⇄ `warehouse-12`: links name a video, never a storage path. */
export function fileOfBlobKey(blobKey: string): string {
  return `warehouse-${/(\d+)\.mp4$/.exec(blobKey)?.[1] ?? '0'}`;
}
export function blobKeyOfFile(file: string): string | null {
  const id = /^warehouse-(\d{1,10})$/.exec(file)?.[1];
  return id ? `warehouse/videos/${id}.mp4` : null;
}

export type WarehouseServices = ReturnType<typeof warehouseServices>;
