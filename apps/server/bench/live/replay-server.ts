import WebSocket, { WebSocketServer } from 'ws';
import { freePort } from '../processes.js';

/** A delta message as the console sent it, and when (ms after the first of its round). */
export interface RecordedDelta {
  text: string;
  at: number;
}

/**
 * Records the deltas the console sends to an admin client (the same serialized message
 * every admin browser gets) while `work` runs.
 */
export async function recordDeltas(liveUrl: string, work: () => Promise<void>) {
  const socket = new WebSocket(liveUrl);
  const deltas: RecordedDelta[] = [];
  let first = 0;
  socket.on('message', (data: Buffer) => {
    const text = data.toString('utf8');
    if (!text.startsWith('{"type":"delta"')) return;
    if (deltas.length === 0) first = performance.now();
    deltas.push({ text, at: performance.now() - first });
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  await work();
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  socket.close();
  return deltas;
}

/**
 * A stand-in for `/api/live` for the replay reference: each browser that connects gets the
 * console's own snapshot (from a real connection), then only what `play` sends. It lets the
 * page apply recorded deltas while the console, PostgreSQL and the fix sender are idle.
 */
export async function startReplay(liveUrl: string) {
  const port = await freePort();
  const server = new WebSocketServer({ host: '127.0.0.1', port });
  const browsers = new Set<WebSocket>();
  let joined = () => {};
  const firstJoined = new Promise<void>((resolve) => (joined = resolve));
  server.on('connection', (browser) => {
    const upstream = new WebSocket(liveUrl);
    upstream.on('message', (data: Buffer) => {
      const text = data.toString('utf8');
      if (!text.startsWith('{"type":"snapshot"')) return;
      browser.send(text);
      browsers.add(browser);
      joined();
      upstream.close();
    });
    browser.on('close', () => browsers.delete(browser));
  });
  return {
    url: `ws://127.0.0.1:${port}/api/live`,
    /**
     * Whether a browser has its snapshot within `timeoutMs` (on a busy machine the page
     * draws the HTTP list long before it); deltas sent earlier would reach no one.
     */
    joined: (timeoutMs: number) =>
      Promise.race([
        firstJoined.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs).unref()),
      ]),
    /** Sends the deltas to every browser with their recorded spacing. */
    async play(deltas: RecordedDelta[]): Promise<void> {
      const start = performance.now();
      for (const delta of deltas) {
        const wait = start + delta.at - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        for (const browser of browsers) browser.send(delta.text);
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const browser of browsers) browser.terminate();
        server.close(() => resolve());
      }),
  };
}
