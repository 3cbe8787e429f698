import { describe, expect, it } from 'vitest';
import { avatarStack, formatFileSize, pagerItems } from './format.js';

describe('file sizes', () => {
  it('uses Bytes to YB, base 1024, 2 decimals', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(1023)).toBe('1023 Bytes');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(1024 ** 3 * 2.345)).toBe('2.35 GB');
    expect(formatFileSize(1024 ** 8 * 3)).toBe('3 YB');
    expect(formatFileSize(1024 ** 9 * 3)).toBe('3072 YB');
  });
});

describe('pager', () => {
  it('shows every page when there are few', () => {
    expect(pagerItems(1, 4)).toEqual([1, 2, 3, 4]);
  });

  it('shows 5 pages around the current one and 2 at each margin', () => {
    expect(pagerItems(10, 20)).toEqual([1, 2, 'gap', 8, 9, 10, 11, 12, 'gap', 19, 20]);
    expect(pagerItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 19, 20]);
    expect(pagerItems(20, 20)).toEqual([1, 2, 'gap', 16, 17, 18, 19, 20]);
  });
});

describe('avatar stack', () => {
  it('shows 3 then +n', () => {
    expect(avatarStack(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(avatarStack(['a'])).toEqual({ shown: ['a'], more: 0 });
  });
});
