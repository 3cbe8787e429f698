import { describe, expect, it } from 'vitest';
import { liveSocketUrl, parseLiveMessage, reconnectDelay } from './live-message';

describe('reconnectDelay', () => {
  it('doubles from 1 s and stops at 15 s', () => {
    const middle = () => 0.5; // no jitter
    expect([0, 1, 2, 3, 4, 5, 10].map((n) => reconnectDelay(n, middle))).toEqual([
      1000, 2000, 4000, 8000, 15000, 15000, 15000,
    ]);
  });

  it('spreads attempts by ±20 % but never beyond 15 s', () => {
    expect(reconnectDelay(0, () => 0)).toBe(800);
    expect(reconnectDelay(0, () => 1)).toBe(1200);
    expect(reconnectDelay(8, () => 1)).toBe(15000);
  });
});

describe('parseLiveMessage', () => {
  it('reads snapshots and deltas', () => {
    expect(parseLiveMessage('{"type":"snapshot","trucks":[]}')).toEqual({
      type: 'snapshot',
      trucks: [],
    });
    const delta = parseLiveMessage('{"type":"delta","trucks":[{"id":3,"status":"moving"}]}');
    expect(delta?.type).toBe('delta');
    expect(delta?.trucks[0]?.id).toBe(3);
  });

  it('refuses anything else', () => {
    for (const text of [
      'not json',
      '[]',
      'null',
      '{"type":"hello","trucks":[]}',
      '{"type":"delta"}',
      '{"type":"delta","trucks":[{"plate":"x"}]}',
    ]) {
      expect(parseLiveMessage(text), text).toBeNull();
    }
    expect(parseLiveMessage(new ArrayBuffer(2))).toBeNull();
  });
});

describe('liveSocketUrl', () => {
  it('follows the page scheme and carries the token', () => {
    expect(liveSocketUrl({ protocol: 'http:', host: '127.0.0.1:8080' }, 'a b+c')).toBe(
      'ws://127.0.0.1:8080/api/live?token=a%20b%2Bc',
    );
    expect(liveSocketUrl({ protocol: 'https:', host: 'fleet.vn' }, 't')).toBe(
      'wss://fleet.vn/api/live?token=t',
    );
  });
});
