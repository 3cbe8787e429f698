import { keyBytes, type TConfig } from '../../../config.js';
import { localSecret } from './local-secret.js';

/**
 * The key that seals camera sources, and with them the alert channels' secrets and the
 * authority feed's broker URL: CAMERA_KEY, or a key kept in DATA_DIR (one instance only).
 */
export function cameraKeyOf(config: Pick<TConfig, 'CAMERA_KEY' | 'dataDir'>): Buffer {
  return config.CAMERA_KEY
    ? keyBytes(config.CAMERA_KEY)!
    : localSecret(config.dataDir, 'camera-key');
}
