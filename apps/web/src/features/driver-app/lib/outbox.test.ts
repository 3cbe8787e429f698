import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { outbox } from './outbox';

interface TItem {
  request_key: string;
  at: string;
}

const offline = () => new ApiError(0, 'NETWORK', 'no connection');

/** The browser's localStorage, which Node 20 has not: the signed-in user is read from it. */
function signIn(username: string | null) {
  const kept = new Map<string, string>();
  if (username) kept.set('username', username);
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => kept.get(key) ?? null,
    setItem: (key: string, value: string) => kept.set(key, value),
    removeItem: (key: string) => kept.delete(key),
  });
}

let database = 0;
/** An outbox over a database of its own, sending through `send`. */
function box(send: (item: TItem) => Promise<string>) {
  const name = `outbox-test-${++database}`;
  return outbox<TItem, string>({
    open: () =>
      openDB(name, 1, {
        upgrade: (db) => db.createObjectStore('items', { keyPath: 'request_key' }),
      }),
    store: 'items',
    send,
    order: (a, b) => a.at.localeCompare(b.at),
  });
}

/** A promise settled from outside, and a way to wait until it was asked for. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

beforeEach(() => signIn('laixe1'));
afterEach(() => vi.unstubAllGlobals());

describe('outbox', () => {
  it('sends in the order made, drops a refused item and stops at one that stays queued', async () => {
    const sent: string[] = [];
    const refused: unknown[] = [];
    const items = box(async (item) => {
      if (item.request_key === 'refused') throw new ApiError(409, 'CONFLICT', 'settled');
      if (item.request_key === 'offline') throw offline();
      return item.request_key;
    });
    await items.add({ request_key: 'second', at: '2026-11-30T02:00:00Z' });
    await items.add({ request_key: 'first', at: '2026-11-30T01:00:00Z' });
    await items.add({ request_key: 'refused', at: '2026-11-30T03:00:00Z' });
    await items.add({ request_key: 'offline', at: '2026-11-30T04:00:00Z' });
    await items.add({ request_key: 'after', at: '2026-11-30T05:00:00Z' });

    await items.flush(
      (answer) => sent.push(answer),
      (error) => refused.push(error),
    );

    expect(sent).toEqual(['first', 'second']);
    expect(refused).toHaveLength(1);
    expect((await items.all()).map((item) => item.request_key)).toEqual(['offline', 'after']);
  });

  it('sends once more when asked while a pass was failing offline (the connection came back)', async () => {
    const firstTry = deferred<string>();
    let tries = 0;
    const asked = deferred<void>();
    const items = box((item) => {
      tries += 1;
      if (tries === 1) {
        asked.resolve();
        return firstTry.promise;
      }
      return Promise.resolve(item.request_key);
    });
    await items.add({ request_key: 'arrived', at: '2026-11-30T01:00:00Z' });
    const sent: string[] = [];

    // Offline: the pass is on its way to fail.
    const offlineFlush = items.flush((answer) => sent.push(answer), vi.fn());
    await asked.promise;
    // Back online while it runs: the app asks again, then the offline try fails.
    const onlineFlush = items.flush((answer) => sent.push(answer), vi.fn());
    firstTry.reject(offline());
    await Promise.all([offlineFlush, onlineFlush]);

    expect(tries).toBe(2);
    expect(sent).toEqual(['arrived']);
    expect(await items.all()).toEqual([]);
  });

  it("keeps one driver's items from the next driver on the same phone", async () => {
    const send = vi.fn(async (item: TItem) => item.request_key);
    const items = box(send);
    await items.add({ request_key: 'first-driver', at: '2026-11-30T01:00:00Z' });

    signIn('laixe2');
    expect(await items.all()).toEqual([]);
    await items.flush(vi.fn(), vi.fn());
    expect(send).not.toHaveBeenCalled();

    signIn(null);
    await expect(
      items.add({ request_key: 'nobody', at: '2026-11-30T02:00:00Z' }),
    ).rejects.toThrow();

    signIn('LaiXe1');
    await items.flush(vi.fn(), vi.fn());
    expect(send).toHaveBeenCalledTimes(1);
    expect(await items.all()).toEqual([]);
  });
});
