import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byte-range.js';
import { mediaSigner } from './media-signer.js';
import { snapshotCron } from './snapshot-cron.js';

describe('parseByteRange', () => {
  it('reads open, closed and suffix ranges', () => {
    expect(parseByteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseByteRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
  });
  it('answers unsatisfiable past the end, and whole for malformed or absent', () => {
    expect(parseByteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=50-10', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(parseByteRange(undefined, 1000)).toBeNull();
    expect(parseByteRange('bytes=0-1,5-6', 1000)).toBeNull();
    expect(parseByteRange('items=0-1', 1000)).toBeNull();
  });
});

describe('mediaSigner', () => {
  it('accepts its own link until it expires, and refuses tampering', () => {
    let clock = 1_700_000_000_000;
    const signer = mediaSigner('a'.repeat(32), 60, () => clock);
    const url = new URL(signer.url('video-7.mp4'), 'http://x');
    const [e, s] = [url.searchParams.get('e'), url.searchParams.get('s')];
    expect(signer.check('video-7.mp4', e, s)).toBe('ok');
    expect(signer.check('video-8.mp4', e, s)).toBe('invalid');
    expect(signer.check('video-7.mp4', String(Number(e) + 60), s)).toBe('invalid');
    expect(signer.check('video-7.mp4', e, `${s!.slice(0, -1)}A`)).not.toBe('ok');
    expect(mediaSigner('b'.repeat(32), 60, () => clock).check('video-7.mp4', e, s)).toBe('invalid');
    clock += 61_000;
    expect(signer.check('video-7.mp4', e, s)).toBe('expired');
  });
});

describe('snapshotCron', () => {
  it('turns minutes into a cron line', () => {
    expect(snapshotCron(4)).toBe('*/4 * * * *');
    expect(snapshotCron(0)).toBeNull();
    expect(snapshotCron(120)).toBe('0 */2 * * *');
    expect(() => snapshotCron(7)).toThrow('must divide');
  });
});
