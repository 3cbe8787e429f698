import { describe, expect, it } from 'vitest';
import { hlsArgs } from './hls-session.js';

describe('hlsArgs', () => {
  it('copies H.264 and transcodes anything else, over TCP for RTSP', () => {
    const copy = hlsArgs('rtsp://cam/1', '/tmp/x', 'h264');
    expect(copy).toEqual(expect.arrayContaining(['-rtsp_transport', 'tcp', '-c:v', 'copy', '-an']));
    expect(copy).not.toContain('libx264');
    const transcode = hlsArgs('rtsp://cam/1', '/tmp/x', 'hevc');
    expect(transcode).toContain('libx264');
    expect(transcode.slice(-1)[0]).toBe('/tmp/x/index.m3u8');
    expect(hlsArgs('https://cam/live.m3u8', '/tmp/x', 'h264')).not.toContain('-rtsp_transport');
  });
});
