import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { slicedWork } from './plate-labels';

describe('slicedWork (plate labels drawn in slices)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** Each piece of work takes 3 ms of this clock. */
  function clocked() {
    let clock = 0;
    const done: string[][] = [[]];
    const queue = slicedWork(
      (key) => {
        clock += 3;
        done.at(-1)!.push(key);
      },
      8,
      () => clock,
    );
    return { queue, done, nextTask: () => done.push([]) };
  }

  it('runs nothing in the asking task, then at most one slice per task, in order', async () => {
    const { queue, done, nextTask } = clocked();
    const asked = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((key) => queue.ask(key));
    expect(done).toEqual([[]]);
    nextTask();
    await vi.advanceTimersToNextTimerAsync();
    // 3 + 3 + 3 ms: the third passes the 8 ms slice and the task stops after it.
    expect(done.at(-1)).toEqual(['a', 'b', 'c']);
    nextTask();
    await vi.advanceTimersToNextTimerAsync();
    expect(done.at(-1)).toEqual(['d', 'e', 'f']);
    nextTask();
    await vi.advanceTimersToNextTimerAsync();
    expect(done.at(-1)).toEqual(['g']);
    await Promise.all(asked);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('answers each ask once its key has run, a key asked twice running once', async () => {
    const { queue, done } = clocked();
    const answered: string[] = [];
    const ask = (key: string) => queue.ask(key).then(() => answered.push(key));
    const all = Promise.all([ask('a'), ask('b'), ask('a'), ask('c'), ask('d')]);
    await vi.advanceTimersToNextTimerAsync();
    expect(answered.sort()).toEqual(['a', 'a', 'b', 'c']);
    await vi.runAllTimersAsync();
    await all;
    expect(done.flat()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('cancel answers the asks still waiting without running them', async () => {
    const { queue, done } = clocked();
    const asked = Promise.all(['a', 'b'].map((key) => queue.ask(key)));
    queue.cancel();
    await asked;
    await vi.runAllTimersAsync();
    expect(done.flat()).toEqual([]);
  });
});
