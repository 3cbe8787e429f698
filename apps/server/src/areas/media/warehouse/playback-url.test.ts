import { describe, expect, it } from 'vitest';
import { playbackUrl, sourceUrl, withCredentials } from './playback-url.js';

const start = new Date('2026-11-21T03:00:00Z');
const end = new Date('2026-11-21T03:10:00Z');
const zone = 'Asia/Ho_Chi_Minh';
const channel = { ip: '10.0.0.5', port: 554, channel: 3, playback_template: null };

describe('playbackUrl', () => {
  it('speaks Hikvision track playback in the NVR local time', () => {
    expect(playbackUrl({ ...channel, vendor: 'hikvision' }, start, end, zone)).toBe(
      'rtsp://10.0.0.5:554/Streaming/tracks/301?starttime=20261121T100000Z&endtime=20261121T101000Z',
    );
  });

  it('speaks Dahua playback', () => {
    expect(playbackUrl({ ...channel, vendor: 'dahua' }, start, end, zone)).toBe(
      'rtsp://10.0.0.5:554/cam/playback?channel=3&subtype=0&starttime=2026_11_21_10_00_00&endtime=2026_11_21_10_10_00',
    );
  });

  it('fills a generic template', () => {
    const template = 'rtsp://{host}:{port}/rec/{channel}?from={start}&to={end}';
    expect(
      playbackUrl(
        { ...channel, vendor: 'generic_rtsp', playback_template: template },
        start,
        end,
        zone,
      ),
    ).toBe('rtsp://10.0.0.5:554/rec/3?from=20261121T100000Z&to=20261121T101000Z');
  });
});

describe('credentials', () => {
  it('are encoded into the URL', () => {
    const url = withCredentials('rtsp://10.0.0.5:554/x?a=1', 'admin', 'p@ss:w/rd');
    expect(url).toBe('rtsp://admin:p%40ss%3Aw%2Frd@10.0.0.5:554/x?a=1');
  });

  it('of a template are kept out of the stored URL and put back for ffmpeg', () => {
    const generic = {
      ...channel,
      vendor: 'generic_rtsp' as const,
      playback_template:
        'rtsp://{host}:{port}/rec?ch={channel}&user=admin&password=kho-9931&from={start}&to={end}',
    };
    const stored = playbackUrl(generic, start, end, zone);
    expect(stored).toBe('rtsp://10.0.0.5:554/rec?ch=3&from=20261121T100000Z&to=20261121T101000Z');
    expect(sourceUrl(stored, generic, null, null)).toBe(
      'rtsp://10.0.0.5:554/rec?ch=3&from=20261121T100000Z&to=20261121T101000Z&user=admin&password=kho-9931',
    );
    const hikvision = { ...channel, vendor: 'hikvision' as const };
    const plain = playbackUrl(hikvision, start, end, zone);
    expect(sourceUrl(plain, hikvision, 'admin', 'p@ss')).toBe(
      plain.replace('rtsp://', 'rtsp://admin:p%40ss@'),
    );
  });
});
