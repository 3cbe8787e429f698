import type net from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface UpgradeSockets {
  /** How many are open: refused ones not yet ended, and live WebSockets. */
  readonly size: number;
  /** Destroys every one still open (the stop's last step for them). */
  cut(): number;
}

/**
 * Sockets that asked to leave HTTP (`Upgrade: websocket`). Node hands them over raw and no
 * longer ends them: an upgrade answered over HTTP instead (401 for a missing or ended
 * session, 404, 400, 503 with the database away…) is ended here once its answer is written,
 * whichever hook refused it, so no refused upgrade is left half-closed (issue 31: 4 of them
 * still open after 120 s). A WebSocket taken by its route hijacks the reply and stays.
 */
export function installUpgradeSockets(app: FastifyInstance): UpgradeSockets {
  const open = new Set<net.Socket>();
  app.server.on('upgrade', (_request: unknown, socket: net.Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  app.addHook('onResponse', (request, _reply, done) => {
    const socket = request.raw.socket;
    // The answer has left (onResponse follows its `finish`): end, then let go of the handle
    // whether or not the client ever closes its side.
    if (open.has(socket)) socket.end(() => socket.destroy());
    done();
  });
  return {
    get size() {
      return open.size;
    },
    cut() {
      const count = open.size;
      for (const socket of open) socket.destroy();
      return count;
    },
  };
}
