import net from 'node:net';
import { listenOnLoopback } from './listen-on-loopback.js';

export interface TcpProxy {
  port: number;
  /** Closes the port and every connection through it, as a stopped server would. */
  cut(): Promise<void>;
  /** Opens the same port again. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** A TCP relay on 127.0.0.1 to `target`: a database a test can stop without stopping the shared one. */
export async function tcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const [socket, other] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      open.add(socket);
      socket.on('error', () => other.destroy());
      socket.on('close', () => {
        open.delete(socket);
        other.destroy();
      });
      socket.pipe(other);
    }
  });
  const listen = (port: number) => listenOnLoopback(server, port);
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of open) socket.destroy();
    });
  await listen(0);
  const { port } = server.address() as net.AddressInfo;
  return { port, cut: stop, restore: () => listen(port), close: stop };
}
