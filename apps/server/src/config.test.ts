import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('takes defaults for unset and empty values', () => {
    const config = loadConfig({ PORT: '', DATA_DIR: '/tmp/fleet-x' });
    expect(config).toMatchObject({
      PORT: 8080,
      OSMAND_PORT: 5055,
      JT808_ATTACHMENT_PORT: 6810,
      PRODUCT_SLUG: 'fleet',
      TZ_COMPANY: 'Asia/Ho_Chi_Minh',
      dataDir: '/tmp/fleet-x',
    });
  });

  it('keeps the takeover timers of several instances at their defaults unless set', () => {
    expect(loadConfig({})).toMatchObject({
      MOTION_ORPHANED_AFTER_S: 20,
      JOB_LEASE_S: 20,
      LIVE_CAMERA_LEASE_S: 20,
      LIVE_CAMERA_IDLE_S: 30,
    });
    expect(
      loadConfig({
        MOTION_ORPHANED_AFTER_S: '2',
        JOB_LEASE_S: '2',
        LIVE_CAMERA_LEASE_S: '2',
        LIVE_CAMERA_IDLE_S: '5',
      }),
    ).toMatchObject({
      MOTION_ORPHANED_AFTER_S: 2,
      JOB_LEASE_S: 2,
      LIVE_CAMERA_LEASE_S: 2,
      LIVE_CAMERA_IDLE_S: 5,
    });
  });

  it.each([
    ['PORT', 'eighty'],
    ['OSMAND_PORT', '70000'],
    ['TZ_COMPANY', 'Mars/Olympus'],
    ['DATABASE_URL', 'mysql://x'],
    ['SMTP_URL', 'http://mail'],
    ['TMS_URL', 'not a url'],
    ['ADMIN_PASSWORD', 'short'],
    ['PRODUCT_SLUG', 'Bad Slug'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '10.0.0.0/40'],
    ['GEOCODER_URL', 'nominatim.example/reverse'],
    ['GEOCODER_URL', 'ftp://geo.example/reverse'],
    ['GEOCODER_KIND', 'google'],
    ['GEOCODER_RATE', '0'],
    ['JT808_ATTACHMENT_PORT', '65536'],
    ['JT808_ATTACHMENT_PORT', 'six'],
    ['MOTION_ORPHANED_AFTER_S', '1'],
    ['MOTION_ORPHANED_AFTER_S', '2.5'],
    ['JOB_LEASE_S', '1'],
    ['JOB_LEASE_S', '3601'],
    ['LIVE_CAMERA_LEASE_S', '0'],
    ['LIVE_CAMERA_IDLE_S', '4'],
  ])('stops on a bad %s with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});
