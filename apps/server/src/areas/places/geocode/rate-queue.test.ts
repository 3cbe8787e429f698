import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rateQueue } from './rate-queue.js';

/** A job that stays open until the test settles it. */
function openJob() {
  let settle!: (value: string) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<string>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  return { run: vi.fn(() => promise), settle, fail };
}

describe('rate queue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts at most one job per interval and one at a time', async () => {
    const queue = rateQueue<string>({ perSecond: 1, cap: 10, pauseAfterFailureMs: 30_000 });
    const jobs = [openJob(), openJob(), openJob()];
    const answers = jobs.map((job, i) => queue.offer(`k${i}`, job.run)!);
    expect(jobs.map((j) => j.run.mock.calls.length)).toEqual([1, 0, 0]);
    jobs[0]!.settle('a');
    await vi.advanceTimersByTimeAsync(999);
    expect(jobs[1]!.run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(jobs[1]!.run).toHaveBeenCalledOnce();
    // A slow answer holds the next start back beyond the interval.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(jobs[2]!.run).not.toHaveBeenCalled();
    jobs[1]!.settle('b');
    await vi.advanceTimersByTimeAsync(0);
    expect(jobs[2]!.run).toHaveBeenCalledOnce();
    jobs[2]!.settle('c');
    expect(await Promise.all(answers)).toEqual(['a', 'b', 'c']);
  });

  it('refuses offers past its cap at once and shares a key already waiting', async () => {
    const queue = rateQueue<string>({ perSecond: 1, cap: 2, pauseAfterFailureMs: 30_000 });
    const running = openJob();
    expect(queue.offer('a', running.run)).not.toBeNull();
    const b = queue.offer('b', openJob().run);
    expect(queue.offer('c', openJob().run)).not.toBeNull();
    expect(queue.offer('d', openJob().run)).toBeNull();
    expect(queue.offer('b', openJob().run)).toBe(b);
    expect(queue.size).toBe(2);
    queue.stop();
    expect(await b).toBeNull();
  });

  it('drops what waits and refuses offers for a while after a failure', async () => {
    const queue = rateQueue<string>({ perSecond: 10, cap: 5, pauseAfterFailureMs: 30_000 });
    const failing = openJob();
    const first = queue.offer('a', failing.run);
    const waiting = queue.offer('b', openJob().run);
    failing.fail(new Error('502'));
    expect(await first).toBeNull();
    expect(await waiting).toBeNull();
    expect(queue.offer('c', openJob().run)).toBeNull();
    await vi.advanceTimersByTimeAsync(30_001);
    expect(queue.offer('c', openJob().run)).not.toBeNull();
    queue.stop();
  });
});
