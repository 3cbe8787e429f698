import path from 'node:path';
import type { TInstanceWarning } from '@fleet/contracts';
import type { TConfig } from '../../../config.js';

type WarningConfig = Pick<TConfig, 'S3_BUCKET' | 'CAMERA_KEY' | 'MEDIA_URL_SECRET' | 'dataDir'>;

/** PGlite is one process's own database: only a PostgreSQL one can be shared. */
export function instanceWarnings(
  config: WarningConfig,
  engine: 'pglite' | 'postgres',
): TInstanceWarning[] {
  if (engine !== 'postgres') return [];
  return [
    ...(config.S3_BUCKET ? [] : (['files_local'] as const)),
    ...(config.CAMERA_KEY ? [] : (['camera_key_generated'] as const)),
    ...(config.MEDIA_URL_SECRET ? [] : (['media_url_secret_generated'] as const)),
  ];
}

/** The one start-up log line that says what to share, or null when nothing is kept locally. */
export function instanceWarningLine(
  config: WarningConfig,
  warnings: readonly TInstanceWarning[],
): string | null {
  if (warnings.length === 0) return null;
  const secrets = [
    ...(warnings.includes('camera_key_generated') ? ['CAMERA_KEY'] : []),
    ...(warnings.includes('media_url_secret_generated') ? ['MEDIA_URL_SECRET'] : []),
  ];
  const kept = [
    ...(warnings.includes('files_local')
      ? [`files in ${path.join(config.dataDir, 'files')} (set S3_*)`]
      : []),
    ...(secrets.length > 0
      ? [`${secrets.join(' and ')} generated in ${path.join(config.dataDir, 'secrets')}`]
      : []),
  ];
  return (
    `Several instances may share this PostgreSQL database, but this one keeps ${kept.join(' and ')}: ` +
    'another instance cannot read those files, open its media links or decrypt camera and NVR ' +
    'credentials it stored. Give every instance the same S3 bucket, CAMERA_KEY and ' +
    'MEDIA_URL_SECRET (README, "Several instances").'
  );
}
