import { describe, expect, it } from 'vitest';
import { cameraError, cameraFailureOf, FfmpegFailure } from './camera-failure.js';

describe('cameraFailureOf', () => {
  it('reads ffmpeg words, not numbers that may be ports or addresses', () => {
    const refused =
      '[tcp @ 0x5640340140] Connection to tcp://127.0.0.1:40312?timeout=0 failed: Connection refused\n' +
      'rtsp://***@127.0.0.1:40312/live/1: Connection refused';
    expect(cameraFailureOf(refused)).toBe('unreachable');
    expect(cameraFailureOf('method DESCRIBE failed: 404 Not Found')).toBe('unreachable');
    expect(cameraFailureOf('method DESCRIBE failed: 401 Unauthorized')).toBe('credentials');
    expect(cameraFailureOf('Server returned 403 Forbidden (access denied)')).toBe('credentials');
    expect(cameraFailureOf('http://10.0.0.4:8401/a.m3u8: Connection timed out')).toBe('timeout');
    expect(cameraFailureOf('rtsp://10.0.0.4:554/x: Invalid data found')).toBe('unreadable');
  });
});

describe('cameraError', () => {
  it('answers 504 for silence and 502 for the rest, naming what to check', () => {
    const silent = cameraError(new FfmpegFailure('', true, null), 15);
    expect([silent.code, silent.status]).toEqual(['CAMERA_TIMEOUT', 504]);
    expect(silent.message).toContain('15 s');
    const refused = cameraError(new FfmpegFailure('x: Connection refused', false, 1), 15);
    expect([refused.code, refused.status]).toEqual(['CAMERA_UNREACHABLE', 502]);
    const denied = cameraError(new FfmpegFailure('401 Unauthorized', false, 1), 15);
    expect(denied.message).toMatch(/user name or password/);
  });
});
