import { describe, expect, it } from 'vitest';
import { ttlCache } from './ttl-cache.js';

/** A load whose answers the test releases, recording the keys of each call. */
function gatedLoads() {
  const calls: string[][] = [];
  const releases: (() => void)[] = [];
  const loadMany = (keys: string[]) => {
    calls.push([...keys]);
    return new Promise<Map<string, number>>((resolve) =>
      releases.push(() =>
        resolve(new Map(keys.filter((k) => k.startsWith('t')).map((k) => [k, 1]))),
      ),
    );
  };
  return { calls, releases, loadMany };
}

/** Two turns of the event loop: a load starts in the turn after its keys were missed. */
const turn = async () => {
  for (let i = 0; i < 2; i++) await new Promise<void>((resolve) => setImmediate(resolve));
};

describe('ttlCache', () => {
  it('loads keys missed in one turn together, and keys missed during a load in the next one', async () => {
    const { calls, releases, loadMany } = gatedLoads();
    const cache = ttlCache<number | null>(loadMany, null, 60_000);
    const first = [Promise.resolve(cache.get('t1')), Promise.resolve(cache.get('u1'))];
    await turn();
    expect(calls).toEqual([['t1', 'u1']]);
    // While that load runs, ids arrive one per turn (one per socket read in a flood).
    const later: Promise<number | null>[] = [];
    for (let i = 2; i <= 50; i++) {
      later.push(Promise.resolve(cache.get(`u${i}`)));
      await turn();
    }
    later.push(Promise.resolve(cache.get('t2')));
    expect(calls).toHaveLength(1);
    releases.shift()!();
    expect(await Promise.all(first)).toEqual([1, null]);
    await turn();
    expect(calls).toHaveLength(2);
    expect(calls[1]).toHaveLength(50);
    releases.shift()!();
    expect((await Promise.all(later)).at(-1)).toBe(1);
    // Answers are kept: asked again, nothing is loaded.
    expect(cache.get('t2')).toBe(1);
    expect(cache.get('u7')).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('a failed load fails its keys only; the next load runs', async () => {
    let fail = true;
    const cache = ttlCache<number | null>(
      async (keys) => {
        if (fail) throw new Error('database away');
        return new Map(keys.map((k) => [k, 2]));
      },
      null,
      60_000,
    );
    await expect(cache.get('a')).rejects.toThrow('database away');
    fail = false;
    expect(await cache.get('a')).toBe(2);
  });
});
