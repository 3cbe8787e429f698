import { describe, expect, it } from 'vitest';
import { formatFileSize, relativeTime } from './format';

const NOW = new Date('2025-03-10T05:00:00Z'); // 12:00:00 in Ho Chi Minh City
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe('relativeTime', () => {
  it('counts back in short units, in both languages', () => {
    expect(relativeTime(ago(10_000), 'en', NOW)).toBe('just now');
    expect(relativeTime(ago(10_000), 'vi', NOW)).toBe('vừa xong');
    expect(relativeTime(ago(50_000), 'en', NOW)).toBe('50s ago');
    expect(relativeTime(ago(5 * 60_000), 'en', NOW)).toBe('5m ago');
    expect(relativeTime(ago(5 * 60_000), 'vi', NOW)).toBe('5 phút trước');
    expect(relativeTime(ago(3 * 3_600_000), 'en', NOW)).toBe('3h ago');
    expect(relativeTime(ago(2 * 86_400_000), 'vi', NOW)).toBe('2 ngày trước');
    expect(relativeTime(ago(14 * 86_400_000), 'en', NOW)).toBe('2w ago');
    expect(relativeTime(ago(65 * 86_400_000), 'en', NOW)).toBe('2mo ago');
    expect(relativeTime(ago(800 * 86_400_000), 'vi', NOW)).toBe('2 năm trước');
  });

  it('reads wire time in the company zone', () => {
    expect(relativeTime('2025-03-10 11:00:00', 'en', NOW)).toBe('1h ago');
  });

  it('treats future times as just now and unreadable ones as nothing', () => {
    expect(relativeTime(new Date(NOW.getTime() + 60_000), 'en', NOW)).toBe('just now');
    expect(relativeTime('not a time', 'en', NOW)).toBe('');
  });
});

describe('formatFileSize', () => {
  it('is the shared formatter', () => {
    expect(formatFileSize(1536)).toBe('1.5 KB');
  });
});
