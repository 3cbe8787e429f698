import { describe, expect, it } from 'vitest';
import { instanceWarningLine, instanceWarnings } from './instance-warnings.js';

const alone = { dataDir: '/srv/fleet' };
const shared = {
  dataDir: '/srv/fleet',
  S3_BUCKET: 'fleet',
  CAMERA_KEY: 'a'.repeat(64),
  MEDIA_URL_SECRET: 's'.repeat(32),
};

describe('instance warnings', () => {
  it('on PostgreSQL names each thing kept in DATA_DIR', () => {
    expect(instanceWarnings(alone, 'postgres')).toEqual([
      'files_local',
      'camera_key_generated',
      'media_url_secret_generated',
    ]);
    expect(instanceWarnings({ ...shared, S3_BUCKET: undefined }, 'postgres')).toEqual([
      'files_local',
    ]);
    expect(instanceWarnings({ ...shared, MEDIA_URL_SECRET: undefined }, 'postgres')).toEqual([
      'media_url_secret_generated',
    ]);
    expect(instanceWarnings(shared, 'postgres')).toEqual([]);
  });

  it('on PGlite none: its database belongs to one process', () => {
    expect(instanceWarnings(alone, 'pglite')).toEqual([]);
  });

  it('says in one line where things are kept and what to share', () => {
    const line = instanceWarningLine(alone, instanceWarnings(alone, 'postgres'));
    expect(line).not.toContain('\n');
    expect(line).toContain('/srv/fleet/files');
    expect(line).toContain('CAMERA_KEY and MEDIA_URL_SECRET generated in /srv/fleet/secrets');
    const filesOnly = instanceWarningLine(alone, ['files_local']);
    expect(filesOnly).toContain('/srv/fleet/files');
    expect(filesOnly).not.toContain('generated in');
    expect(instanceWarningLine(alone, [])).toBeNull();
  });
});
