import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { UpgradeSockets } from './upgrade-sockets.js';

export interface GracefulCloseOptions {
  /** How long a keep-alive connection answered just before the stop may still bring a request. */
  idleGraceMs?: number;
  /**
   * Requests still running this long after the stop began are cut (long downloads, streams),
   * and so are WebSockets whose browser has not answered their close frame by then.
   */
  drainMs?: number;
  /** The sockets that left HTTP (WebSockets), cut at `drainMs`. */
  upgrades?: UpgradeSockets;
}

interface ConnectionState {
  /** Requests read and not yet answered. */
  busy: number;
  idleSince: number;
}

/**
 * Stops the main port without resetting a request: on close it stops accepting, answers
 * every request it has read or still reads (Fastify adds `Connection: close` while closing,
 * so each connection ends after its answer), and ends the keep-alive connections that stay
 * idle for `idleGraceMs`, no longer reading from them, so a request that crosses the end
 * is never read and never half-done. `http.Server#close` alone destroys idle connections at
 * once, resetting the requests already on their way (issue 12: 48 of 48 under load).
 */
export function installGracefulClose(app: FastifyInstance, options: GracefulCloseOptions = {}) {
  const idleGraceMs = options.idleGraceMs ?? 2_000;
  const drainMs = options.drainMs ?? 5_000;
  const connections = new Map<net.Socket, ConnectionState>();
  let closing = false;
  let onGone: (() => void) | null = null;

  /** Ends a connection that is still idle: reads nothing more, flushes, then closes. */
  const endIfIdle = (socket: net.Socket) => {
    const state = connections.get(socket);
    if (!state || state.busy > 0) return; // it is looked at again after its answer
    socket.pause();
    socket.end(() => socket.destroy());
  };
  // After the timer, the poll phase first reads what already arrived (a request read makes
  // the connection busy): an event loop held up past the grace ends no request on the wire.
  const endLater = (socket: net.Socket, afterMs: number) =>
    setTimeout(() => setImmediate(() => endIfIdle(socket)), afterMs).unref();

  app.server.on('connection', (socket: net.Socket) => {
    connections.set(socket, { busy: 0, idleSince: Date.now() });
    socket.once('close', () => {
      connections.delete(socket);
      if (connections.size === 0) onGone?.();
    });
  });
  app.server.on('request', (request, response) => {
    const state = connections.get(request.socket);
    if (!state) return;
    state.busy += 1;
    response.once('close', () => {
      state.busy -= 1;
      state.idleSince = Date.now();
      // An answer whose headers left before the stop said keep-alive: the client may send one more.
      if (closing && state.busy === 0) endLater(request.socket, idleGraceMs);
    });
  });
  // A WebSocket leaves HTTP: the live routes close theirs at stop (a close frame); none opens
  // while stopping.
  app.server.on('upgrade', (request: { socket: net.Socket }) => {
    connections.delete(request.socket);
    if (closing) request.socket.destroy();
  });
  // Answers of requests read before the stop close their connection too.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  app.addHook('preClose', async () => {
    closing = true;
    // A browser that froze never answers its close frame (the WebSocket would wait 30 s for
    // it, and the stop with it): what is still open at the drain's end is cut.
    const upgrades = options.upgrades;
    if (upgrades)
      setTimeout(() => {
        const cut = upgrades.cut();
        if (cut > 0) app.log.warn({ sockets: cut }, 'WebSockets still open at stop were cut');
      }, drainMs).unref();
    if (!app.server.listening) return;
    // Stops accepting only: http.Server#close would also destroy the idle connections now.
    net.Server.prototype.close.call(app.server);
    if (connections.size === 0) return;
    const now = Date.now();
    for (const [socket, state] of connections)
      endLater(socket, Math.max(0, state.idleSince + idleGraceMs - now));
    let deadline: NodeJS.Timeout | undefined;
    const cut = await new Promise<boolean>((resolve) => {
      onGone = () => resolve(false);
      deadline = setTimeout(() => resolve(true), drainMs);
    });
    onGone = null;
    clearTimeout(deadline);
    if (cut) {
      app.log.warn({ connections: connections.size }, 'requests still running at stop were cut');
      app.server.closeAllConnections();
    }
  });
}
