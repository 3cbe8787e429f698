import type WebSocket from 'ws';
import type { TLiveMessage } from '@fleet/contracts';
import type { TestConsole } from '../test-console.js';

export type TQueue = { items: TLiveMessage[]; waiters: (() => void)[] };

/** Connects to /api/live, collecting messages from the very first one. */
export async function liveSocket(
  fleet: TestConsole,
  token: string,
): Promise<{ socket: WebSocket; messages: TQueue }> {
  const messages: TQueue = { items: [], waiters: [] };
  const socket = await fleet.app.injectWS(`/api/live?token=${token}`, undefined, {
    onInit: (ws) =>
      ws.on('message', (data: Buffer) => {
        messages.items.push(JSON.parse(data.toString()) as TLiveMessage);
        messages.waiters.splice(0).forEach((wake) => wake());
      }),
  });
  return { socket, messages };
}

export async function nextMessage<T extends TLiveMessage['type']>(
  queue: TQueue,
  match: (message: TLiveMessage) => boolean,
  timeoutMs = 30_000,
): Promise<Extract<TLiveMessage, { type: T }>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const index = queue.items.findIndex(match);
    if (index >= 0) return queue.items.splice(index, 1)[0] as Extract<TLiveMessage, { type: T }>;
    if (Date.now() > deadline) throw new Error('no matching live message');
    await new Promise<void>((resolve) => {
      queue.waiters.push(resolve);
      setTimeout(resolve, 100);
    });
  }
}
