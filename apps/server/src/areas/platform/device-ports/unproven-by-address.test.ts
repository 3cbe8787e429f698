import { describe, expect, it } from 'vitest';
import { UnprovenByAddress } from './unproven-by-address.js';

describe('unproven connections by address', () => {
  it('names the oldest connection of the address holding the most, one without a frame first', () => {
    const held = new UnprovenByAddress<string>();
    expect(held.victim()).toBeUndefined();
    held.add('a', 'a1');
    held.add('b', 'b1');
    held.add('b', 'b2');
    held.frame('b', 'b1');
    expect(held.count('b')).toBe(2);
    expect(held.victim()).toBe('b2');
    held.frame('b', 'b2');
    expect(held.victim()).toBe('b1');
    held.remove('b', 'b1');
    // a and b hold one each: either is the largest.
    expect(['a1', 'b2']).toContain(held.victim());
    held.remove('a', 'a1');
    expect(held.victim()).toBe('b2');
    held.remove('b', 'b2');
    expect(held.victim()).toBeUndefined();
    expect(held.count('b')).toBe(0);
  });

  it('keeps the largest right through any order of adds and removes', () => {
    const held = new UnprovenByAddress<number>();
    const truth = new Map<string, Set<number>>();
    let seed = 7;
    const random = (n: number) => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) % n;
    for (let step = 0; step < 5_000; step++) {
      const address = `10.0.0.${random(6)}`;
      const mine = truth.get(address) ?? new Set<number>();
      truth.set(address, mine);
      if (random(3) > 0 || mine.size === 0) {
        mine.add(step);
        held.add(address, step);
      } else {
        const [gone] = mine;
        mine.delete(gone!);
        held.remove(address, gone!);
      }
      const largest = Math.max(0, ...[...truth.values()].map((s) => s.size));
      const victim = held.victim();
      if (largest === 0) expect(victim).toBeUndefined();
      else {
        const owner = [...truth.entries()].find(([, s]) => s.has(victim!))!;
        expect(owner[1].size).toBe(largest);
        expect(victim).toBe(Math.min(...owner[1]));
      }
    }
  });
});
