import type { TConfig } from '../../../config.js';
import { localSecret } from './local-secret.js';

/** A 32-byte key written as 64 hex digits or base64, else null. */
export function keyBytes(text: string): Buffer | null {
  const bytes = /^[0-9a-fA-F]{64}$/.test(text)
    ? Buffer.from(text, 'hex')
    : Buffer.from(text, 'base64');
  return bytes.length === 32 ? bytes : null;
}

/**
 * The key that seals camera sources, and with them the alert channels' secrets and the
 * authority feed's broker URL: CAMERA_KEY, or a key kept in DATA_DIR (one instance only).
 */
export function cameraKeyOf(config: Pick<TConfig, 'CAMERA_KEY' | 'dataDir'>): Buffer {
  return config.CAMERA_KEY
    ? keyBytes(config.CAMERA_KEY)!
    : localSecret(config.dataDir, 'camera-key');
}
