import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { secretBox } from '../../platform/index.js';
import { publicSourceUrl, withCredentialsOf } from './source-url.js';

describe('secretBox', () => {
  it('opens what it sealed, never shows the plain text, and fails with another key', () => {
    const box = secretBox(crypto.randomBytes(32));
    const sealed = box.seal('rtsp://admin:p@ss@10.0.0.5/ch1');
    expect(sealed).not.toContain('p@ss');
    expect(box.seal('same')).not.toBe(box.seal('same'));
    expect(box.open(sealed)).toBe('rtsp://admin:p@ss@10.0.0.5/ch1');
    expect(() => secretBox(crypto.randomBytes(32)).open(sealed)).toThrow();
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(() => box.open(tampered)).toThrow();
  });
});

describe('camera source URLs', () => {
  it('drops user, password and password-like query parameters for browsers', () => {
    expect(publicSourceUrl('rtsp://admin:secret@10.0.0.5:554/Streaming/101')).toEqual({
      url: 'rtsp://10.0.0.5:554/Streaming/101',
      hasCredentials: true,
    });
    expect(publicSourceUrl('https://cam.example.vn/live/a.m3u8?token=abc')).toEqual({
      url: 'https://cam.example.vn/live/a.m3u8',
      hasCredentials: true,
    });
    // Every credential parameter goes, not only the first.
    expect(publicSourceUrl('http://10.0.0.9/snap.cgi?usr=admin&chn=1&pwd=s3cret')).toEqual({
      url: 'http://10.0.0.9/snap.cgi?chn=1',
      hasCredentials: true,
    });
    expect(publicSourceUrl('rtmp://media.example.vn/live/truck1')).toEqual({
      url: 'rtmp://media.example.vn/live/truck1',
      hasCredentials: false,
    });
  });
  it('puts stored credentials back on a URL sent without them', () => {
    expect(withCredentialsOf('rtsp://10.0.0.6/ch2', 'rtsp://admin:secret@10.0.0.5/ch1')).toBe(
      'rtsp://admin:secret@10.0.0.6/ch2',
    );
  });
});
