import { describe, expect, it } from 'vitest';
import { isCredentialParam, redactSecrets, secretsOfUrl } from './redact-secrets.js';

describe('redactSecrets', () => {
  it('removes the userinfo of any URL, even a password holding @ or encoded characters', () => {
    expect(redactSecrets('rtsp://admin:s3cret@10.0.0.5:554/live: Connection refused')).toBe(
      'rtsp://***@10.0.0.5:554/live: Connection refused',
    );
    expect(redactSecrets("'rtsp://admin:p@ss@10.0.0.5/ch1' failed")).toBe(
      "'rtsp://***@10.0.0.5/ch1' failed",
    );
    expect(redactSecrets('http://u:p%40ss%3Aw@cam.example.vn/a.m3u8 and rtmp://k@h/x')).toBe(
      'http://***@cam.example.vn/a.m3u8 and rtmp://***@h/x',
    );
    expect(redactSecrets('rtsp://10.0.0.5:554/Streaming/tracks/101?starttime=1')).toBe(
      'rtsp://10.0.0.5:554/Streaming/tracks/101?starttime=1',
    );
  });

  it('removes credential query parameters as NVR templates and CGI cameras carry them', () => {
    expect(
      redactSecrets(
        'rtsp://10.0.0.7:554/playback?channel=1&user=admin&password=kho-pass&start=20261121T100000Z',
      ),
    ).toBe('rtsp://10.0.0.7:554/playback?channel=1&user=***&password=***&start=20261121T100000Z');
    expect(redactSecrets('http://cam/snap.cgi?usr=admin&pwd=123;loginpas=x&Token=abc#t')).toBe(
      'http://cam/snap.cgi?usr=***&pwd=***;loginpas=***&Token=***#t',
    );
    // Words that merely contain a name are kept.
    expect(redactSecrets('http://cam/x?monkey=1&userid=7&keyframe=2')).toBe(
      'http://cam/x?monkey=1&userid=7&keyframe=2',
    );
  });

  it('keeps a JSON log line valid', () => {
    const line = JSON.stringify({
      msg: 'camera snapshot failed',
      err: 'ffmpeg failed (1): rtsp://admin:s3cret@127.0.0.1:9/x?pwd=abc: Connection refused\nnext',
      url: 'rtsp://127.0.0.1:554/a',
      who: 'bao.ve@example.com',
    });
    const redacted = redactSecrets(line);
    expect(redacted).not.toContain('s3cret');
    expect(redacted).not.toContain('abc');
    expect(JSON.parse(redacted)).toMatchObject({
      err: 'ffmpeg failed (1): rtsp://***@127.0.0.1:9/x?pwd=*** Connection refused\nnext',
      who: 'bao.ve@example.com',
    });
  });

  it('removes known secrets as written and percent-encoded, but not very short ones', () => {
    expect(
      redactSecrets('login mật-khẩu-kho failed; m%E1%BA%ADt-kh%E1%BA%A9u-kho', ['mật-khẩu-kho']),
    ).toBe('login *** failed; ***');
    expect(redactSecrets('channel 12 of 120', ['12', null, undefined, ''])).toBe(
      'channel 12 of 120',
    );
  });
});

describe('secretsOfUrl', () => {
  it('lists the decoded user, password and credential parameters of a URL', () => {
    expect(secretsOfUrl('rtsp://admin:p%40ss@10.0.0.5/x?pwd=9876&channel=1')).toEqual([
      'admin',
      'p@ss',
      '9876',
    ]);
    expect(secretsOfUrl('rtsp://10.0.0.5/x')).toEqual([]);
    expect(secretsOfUrl('-rtsp_transport')).toEqual([]);
  });

  it('knows the credential parameter names', () => {
    for (const name of ['user', 'USERNAME', 'password', 'passwd', 'pwd', 'usr', 'loginuse'])
      expect(isCredentialParam(name), name).toBe(true);
    for (const name of ['channel', 'starttime', 'subtype', 'userid', 'monkey'])
      expect(isCredentialParam(name), name).toBe(false);
  });
});
