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
  ])('stops on a bad %s with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});
