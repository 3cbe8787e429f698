import type { Server } from 'node:net';

/** Listens on 127.0.0.1:`port` (0: any free port); rejects when the port cannot be taken. */
export function listenOnLoopback(server: Server, port: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}
