import { describe, expect, it } from 'vitest';
import { BoundedMap } from './bounded-map.js';

describe('bounded map', () => {
  it('keeps the most recently set keys, never more than its capacity', () => {
    const map = new BoundedMap<string, number>(3);
    for (let i = 0; i < 1_000; i++) map.set(`id-${i}`, i);
    expect(map.size).toBe(3);
    expect(map.get('id-999')).toBe(999);
    expect(map.get('id-997')).toBe(997);
    expect(map.get('id-996')).toBeUndefined();
  });

  it('counts setting a key again as recent', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    map.set('a', 3);
    map.set('c', 4);
    expect(map.get('a')).toBe(3);
    expect(map.get('b')).toBeUndefined();
    map.delete('a');
    expect(map.size).toBe(1);
  });
});
