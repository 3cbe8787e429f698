import net from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { DevicePorts } from '../../platform/index.js';
import { FLAG } from '../jt808/frame-codec.js';
import type { MediaHub } from './media-hub.js';
import { streamConnection } from './stream-connection.js';

/** What reads one connection's bytes. */
export interface ConnectionHandler {
  push(chunk: Buffer): void;
  /** The connection ended. */
  closed(): void;
}

/** Opens the handler of a connection that starts with a JT/T 808 frame (attachment upload). */
export type AttachmentOpener = (socket: net.Socket) => ConnectionHandler;

export interface Jt1078Server {
  port: number;
  connections(): number;
  close(): Promise<void>;
}

/** A connection silent this long is gone (devices stream several frames a second). */
const IDLE_MS = 60_000;

/**
 * The JT/T 1078 port (JT1078_PORT, 6809): dashcams connect to it when asked, to stream a
 * channel (packets starting 30 31 63 64) or, Su-standard, to upload alarm files (a
 * connection starting with a JT/T 808 frame; closed when no `attachments` reader is given).
 * Answers null when the port is taken.
 */
export async function startJt1078Server(
  deps: { hub: MediaHub; attachments?: AttachmentOpener },
  options: { port: number; host: string; log: FastifyBaseLogger; ports: DevicePorts },
): Promise<Jt1078Server | null> {
  const log = options.log.child({ port: 'jt1078' });
  const open = new Set<net.Socket>();
  const gate = options.ports.open('jt1078');

  function serve(socket: net.Socket): void {
    if (!gate.admit(socket)) return;
    open.add(socket);
    socket.setNoDelay(true);
    socket.setTimeout(IDLE_MS, () => socket.destroy());
    let handler: ConnectionHandler | null = null;
    socket.on('data', (chunk: Buffer) => {
      try {
        if (!handler && chunk[0] === FLAG && !deps.attachments) return void socket.destroy();
        if (!handler && chunk[0] === FLAG) gate.framed(socket);
        handler ??=
          chunk[0] === FLAG && deps.attachments
            ? deps.attachments(socket)
            : streamConnection(socket, deps.hub, gate);
        handler.push(chunk);
      } catch (error) {
        // Nothing a device sends may take the console down: the connection goes instead.
        log.warn({ err: error }, 'JT/T 1078 connection failed');
        socket.destroy();
      }
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      open.delete(socket);
      handler?.closed();
    });
  }

  const server = net.createServer(serve);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen({ port: options.port, host: options.host }, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    if ((error as { code?: string }).code !== 'EADDRINUSE') throw error;
    log.warn(`JT/T 1078 port ${options.port} is in use; this instance takes no video`);
    options.ports.closed(gate);
    return null;
  }
  const port = (server.address() as net.AddressInfo).port;
  deps.hub.listening(port);
  return {
    port,
    connections: () => open.size,
    async close() {
      deps.hub.listening(null);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of open) socket.destroy();
      await closed;
      options.ports.closed(gate);
    },
  };
}
