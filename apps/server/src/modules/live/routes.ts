import type { FastifyPluginAsync } from 'fastify';
import { ENDPOINTS, type TLiveMessage } from '@fleet/contracts';
import { actorOf, tokenOf } from '../../http/access-plugin.js';
import type { SessionService } from '../sessions/session-service.js';
import type { TrackingService } from '../tracking/tracking-service.js';
import type { TruckService } from '../trucks/truck-service.js';
import type { LiveClient, LiveHub } from './live-hub.js';

interface Options {
  hub: LiveHub;
  tracking: TrackingService;
  trucks: TruckService;
  sessions: SessionService;
}

/** How often a connection re-checks its session and its truck grants. */
const RECHECK_MS = 15_000;
const SESSION_ENDED = 4401;

/**
 * WebSocket `/api/live`: the state of every granted truck on connect, then batched deltas.
 * A change of grants sends a fresh snapshot; an ended session closes the socket.
 */
export const liveRoutes: FastifyPluginAsync<Options> = async (
  app,
  { hub, tracking, trucks, sessions },
) => {
  // A WebSocket has no schemas to serve: only the path comes from the record.
  const { path } = ENDPOINTS.live;
  app.get(path, { websocket: true, config: { tokenInQuery: true } }, (socket, req) => {
    const actor = actorOf(req);
    const token = tokenOf(req)!;
    const send = (message: TLiveMessage) => socket.send(JSON.stringify(message));
    const client: LiveClient = {
      visible: null,
      pending: new Map(),
      sendText: (text) => socket.send(text),
      backlog: () => socket.bufferedAmount,
    };
    let closed = false;

    const snapshot = async () => {
      const ids = await trucks.visibleIds(actor);
      client.visible = ids ? new Set(ids) : null;
      client.pending.clear();
      if (!closed) send({ type: 'snapshot', trucks: await tracking.currentTrucks(actor) });
    };

    const recheck = async () => {
      if (!(await sessions.authenticate(token)))
        return socket.close(SESSION_ENDED, 'session ended');
      const ids = await trucks.visibleIds(actor);
      const same =
        ids === null
          ? client.visible === null
          : client.visible !== null &&
            ids.length === client.visible.size &&
            ids.every((id) => client.visible!.has(id));
      if (!same) await snapshot();
    };

    const fail = (error: unknown) => {
      req.log.error({ err: error }, 'live connection');
      socket.close(1011, 'server error');
    };
    const timer = setInterval(() => void recheck().catch(fail), RECHECK_MS);
    socket.on('close', () => {
      closed = true;
      clearInterval(timer);
      hub.remove(client);
    });
    hub.add(client);
    snapshot().catch(fail);
  });
};
