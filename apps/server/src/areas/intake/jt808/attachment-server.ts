import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { DevicePorts } from '../../platform/index.js';
import { AttachmentConnection, type AttachmentDeps } from './attachment-connection.js';
import { FrameReader } from './frame-codec.js';
import { listenUnlessTaken } from './tcp-listen.js';

export interface AttachmentServer {
  port: number;
  connections(): number;
  close(): Promise<void>;
}

/** A connection silent this long is gone (files come in a steady stream). */
const IDLE_MS = 60_000;

/**
 * The alarm-attachment port (JT808_ATTACHMENT_PORT, 6810): dashcams asked by 0x9208 connect
 * here to upload an alarm's files (JT/T 808 frames and raw data packets, T/JSATL12 §4.5).
 * Files are written to a temporary folder as they arrive, then streamed to the blob store.
 * Answers null when the port is taken.
 */
export async function startAttachmentServer(
  deps: AttachmentDeps,
  options: { port: number; host: string; log: FastifyBaseLogger; ports: DevicePorts },
): Promise<AttachmentServer | null> {
  const log = options.log.child({ port: 'jt808-attachments' });
  const tempDir = await fs.mkdtemp(path.join(os.tmpdir(), `fleet-alarm-files-${process.pid}-`));
  const open = new Map<net.Socket, AttachmentConnection>();
  const gate = options.ports.open('jt808_attachments');

  function serve(socket: net.Socket): void {
    if (!gate.admit(socket)) return;
    socket.setNoDelay(true);
    socket.setTimeout(IDLE_MS, () => socket.destroy());
    const connection = new AttachmentConnection(
      {
        write: (frame) => socket.write(frame),
        pause: () => socket.pause(),
        resume: () => socket.resume(),
        end: () => socket.end(),
      },
      { ...deps, log },
      tempDir,
    );
    open.set(socket, connection);
    // Only to see the first checked frame (0x1210 comes first); dropped once it has.
    let firstFrame: FrameReader | null = new FrameReader(
      () => {
        gate.framed(socket);
        firstFrame = null;
      },
      () => {},
    );
    socket.on('data', (chunk: Buffer) => {
      firstFrame?.push(chunk);
      connection.push(chunk);
      if (connection.accepted) gate.proven(socket);
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      open.delete(socket);
      connection.close();
    });
  }

  const server = net.createServer(serve);
  if (!(await listenUnlessTaken(server, { port: options.port, host: options.host }))) {
    await fs.rm(tempDir, { recursive: true, force: true });
    log.warn(`JT/T 808 attachment port ${options.port} is in use; this instance takes no files`);
    options.ports.closed(gate);
    return null;
  }
  return {
    port: (server.address() as net.AddressInfo).port,
    connections: () => open.size,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of open.keys()) socket.destroy();
      await closed;
      options.ports.closed(gate);
      await fs.rm(tempDir, { recursive: true, force: true });
    },
  };
}
