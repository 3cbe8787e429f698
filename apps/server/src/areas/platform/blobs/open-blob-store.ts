import path from 'node:path';
import type { TConfig } from '../../../config.js';
import type { BlobStore } from './blob-store.js';
import { localBlobStore } from './local-blob-store.js';
import { s3BlobStore } from './s3-blob-store.js';

const filesFolder = (config: Pick<TConfig, 'dataDir'>) => path.join(config.dataDir, 'files');

/** The folder of the local blob store, or null when files go to an S3 bucket. */
export const localFilesDir = (config: Pick<TConfig, 'S3_BUCKET' | 'dataDir'>): string | null =>
  config.S3_BUCKET ? null : filesFolder(config);

/** The configured blob store: an S3 bucket when S3_BUCKET is set, else `DATA_DIR/files`. */
export function openBlobStore(config: TConfig): BlobStore {
  if (config.S3_BUCKET) {
    return s3BlobStore({
      bucket: config.S3_BUCKET,
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return localBlobStore(filesFolder(config));
}
