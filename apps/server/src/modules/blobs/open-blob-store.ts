import path from 'node:path';
import type { TConfig } from '../../config.js';
import type { BlobStore } from './blob-store.js';
import { localBlobStore } from './local-blob-store.js';

/** The configured blob store: the local folder `DATA_DIR/files` unless S3 is configured. */
export function openBlobStore(config: TConfig): BlobStore {
  return localBlobStore(path.join(config.dataDir, 'files'));
}
