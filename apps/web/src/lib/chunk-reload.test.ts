import { describe, expect, it } from 'vitest';
import { isChunkLoadError, reloadOnce } from './chunk-reload';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('chunk load failures', () => {
  it('recognises the browsers’ wording and nothing else', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://x/assets/a-1.js',
      'error loading dynamically imported module: http://x/assets/a-1.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/a-1.css',
    ])
      expect(isChunkLoadError(new Error(message)), message).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads once, not again within 30 s, and again later', () => {
    const storage = memoryStorage();
    let now = 1_000_000;
    let reloads = 0;
    const deps = { storage, now: () => now, reload: () => (reloads += 1) };
    expect(reloadOnce(deps)).toBe(true);
    now += 5_000;
    expect(reloadOnce(deps)).toBe(false);
    expect(reloads).toBe(1);
    now += 30_000;
    expect(reloadOnce(deps)).toBe(true);
    expect(reloads).toBe(2);
  });

  it('never reloads in a loop when storage is blocked', () => {
    let reloads = 0;
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(reloadOnce({ storage: blocked, now: () => 1, reload: () => (reloads += 1) })).toBe(
      false,
    );
    expect(reloads).toBe(0);
  });
});
