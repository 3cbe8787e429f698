import net from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { peerAddressKey as addressKey, type DevicePorts } from '../../platform/index.js';
import { startAttachmentServer, type AttachmentServer } from './attachment-server.js';
import { countWrongCheckCode } from '../ingest/intake-counts.js';
import { FrameReader, type FrameFault } from './frame-codec.js';
import { parsePacket } from './packet.js';
import type { Jt808Context } from './jt808-context.js';
import { peerAddress } from './peer-address.js';
import { listenUnlessTaken } from './tcp-listen.js';
import { TerminalConnection } from './terminal-connection.js';

export interface Jt808Server {
  port: number;
  /** The alarm-attachment port, when open. */
  attachmentPort: number | null;
  /** Connections open now. */
  connections(): number;
  /** Frames dropped since start, by fault (a diagnostic). */
  faults(): Record<FrameFault, number>;
  close(): Promise<void>;
}

/**
 * Idle connections are closed after this long. Terminals send a heartbeat every minute by
 * default (parameter 0x0001); a connection silent for six has been dropped by the network.
 */
const IDLE_MS = 6 * 60_000;
/** A terminal that does not read its answers stops being read past this many queued bytes. */
const MAX_UNSENT_BYTES = 256 * 1024;
/** Sub-packaged messages are checked for timeouts this often. */
const SWEEP_MS = 5_000;
/** At stop: answers owed (fixes committing) are waited for at most this long. */
const STOP_DRAIN_MS = 3_000;

/**
 * A frame whose check code is wrong is taken when its header reads as this terminal's message,
 * as Traccar takes it (a firmware family gets about one frame in 16 wrong); counted either way
 * for /api/health.
 */
function takeWrongCheckCode(frame: Buffer, connection: TerminalConnection): boolean {
  const packet = parsePacket(frame);
  const taken = packet !== null && connection.speaksFor(packet);
  countWrongCheckCode(taken);
  return taken;
}

/**
 * The JT/T 808 port (JT808_PORT, 6808): one TerminalConnection per TCP connection, fed by
 * a FrameReader. Answers null when the port is taken (another instance on this machine).
 */
export async function startJt808Server(
  context: Jt808Context,
  options: {
    port: number;
    host: string;
    log: FastifyBaseLogger;
    /** The gates of this instance's device ports (caps, deadlines, refusal counts). */
    ports: DevicePorts;
    /** The alarm-attachment port opened and closed with this one (0: any free port). */
    attachmentPort?: number;
    /** Refuse frames with a wrong check code (JT808_STRICT_CHECK_CODE); default: take them. */
    strictCheckCode?: boolean;
  },
): Promise<Jt808Server | null> {
  const log = options.log.child({ port: 'jt808' });
  const open = new Map<net.Socket, TerminalConnection>();
  const faults: Record<FrameFault, number> = { checksum: 0, escape: 0, too_long: 0, too_short: 0 };
  const gate = options.ports.open('jt808');

  function serve(socket: net.Socket): void {
    if (!gate.admit(socket)) return;
    socket.setNoDelay(true);
    socket.setKeepAlive(true, 60_000);
    socket.setTimeout(IDLE_MS, () => socket.destroy());
    let paused = false;
    let held = false;
    const connection = new TerminalConnection(
      {
        write(frame) {
          socket.write(frame);
          if (socket.writableLength > MAX_UNSENT_BYTES && !held) {
            held = true;
            socket.pause();
            socket.once('drain', () => {
              held = false;
              if (!paused) socket.resume();
            });
          }
        },
        pause() {
          paused = true;
          socket.pause();
        },
        resume() {
          paused = false;
          if (!held) socket.resume();
        },
        end: () => socket.end(),
        address: peerAddress(socket),
      },
      context,
    );
    open.set(socket, connection);
    connection.packages.chargeTo(addressKey(socket.remoteAddress));
    let framed = false;
    const reader = new FrameReader(
      (frame, checked) => {
        if (!checked && !takeWrongCheckCode(frame, connection)) {
          faults.checksum += 1;
          return;
        }
        if (!framed) {
          framed = true;
          gate.framed(socket);
        }
        connection.receive(frame);
      },
      (fault) => {
        faults[fault] += 1;
        if (fault === 'checksum') countWrongCheckCode(false);
      },
      !options.strictCheckCode,
    );
    socket.on('data', (chunk: Buffer) => {
      reader.push(chunk);
      // Authenticated since the last read (its answer came from the database meanwhile).
      if (connection.authenticated) gate.proven(socket);
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      open.delete(socket);
      connection.close();
    });
  }

  const server = net.createServer(serve);
  const listening = { port: options.port, host: options.host, backlog: 4096 };
  if (!(await listenUnlessTaken(server, listening))) {
    log.warn(`JT/T 808 port ${options.port} is in use; this instance takes no terminals`);
    options.ports.closed(gate);
    return null;
  }
  const attachments: AttachmentServer | null =
    options.attachmentPort !== undefined && context.attachments
      ? await startAttachmentServer(context.attachments, {
          port: options.attachmentPort,
          host: options.host,
          log: options.log,
          ports: options.ports,
        })
      : null;
  context.attachments?.listening(attachments?.port ?? null);
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [socket, connection] of open) {
      connection.sweep(now);
      if (connection.authenticated) gate.proven(socket);
    }
  }, SWEEP_MS);
  sweep.unref();

  return {
    port: (server.address() as net.AddressInfo).port,
    connections: () => open.size,
    attachmentPort: attachments?.port ?? null,
    faults: () => ({ ...faults }),
    /**
     * Stops accepting and reading; answers owed (fixes committing) go out within
     * STOP_DRAIN_MS, then every connection ends. Terminals reconnect to another instance.
     */
    async close() {
      clearInterval(sweep);
      context.attachments?.listening(null);
      await attachments?.close();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of open.keys()) socket.pause();
      const until = Date.now() + STOP_DRAIN_MS;
      while (Date.now() < until && [...open.values()].some((c) => !c.idle))
        await new Promise((resolve) => setTimeout(resolve, 20));
      for (const socket of open.keys()) socket.end();
      const cut = setTimeout(() => {
        for (const socket of open.keys()) socket.destroy();
      }, 500);
      await closed;
      clearTimeout(cut);
      options.ports.closed(gate);
    },
  };
}
