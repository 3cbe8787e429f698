import type { FastifyPluginAsync } from 'fastify';
import { ENDPOINTS } from '@fleet/contracts';
import { actorOf, tokenOf } from '../../../http/access-plugin.js';
import type { AccessService, SessionService } from '../../accounts/index.js';
import type { TruckService } from '../../fleet/index.js';
import type { LiveClient, LiveHub } from './live-hub.js';
import type { LiveSnapshots } from './live-snapshot.js';

interface Options {
  hub: LiveHub;
  snapshots: LiveSnapshots;
  trucks: TruckService;
  sessions: SessionService;
  access: AccessService;
  /** How often a connection re-checks its session and grants (default 15 s; tests shorten it). */
  recheckMs?: number;
}

const RECHECK_MS = 15_000;
const SESSION_ENDED = 4401;
/** The account may no longer see the live map: an inspector's period ended or was revoked. */
export const ACCESS_ENDED = 4403;
/** setTimeout's longest delay. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * WebSocket `/api/live`: the state of every granted truck on connect, then batched deltas.
 * A change of grants sends a fresh snapshot; an ended session, or an account no longer allowed
 * the live map (an inspector's period over or revoked), closes the socket. The check runs
 * every `recheckMs` and at the moment an inspector's period ends, so no delta follows it.
 */
export const liveRoutes: FastifyPluginAsync<Options> = async (
  app,
  { hub, snapshots, trucks, sessions, access, recheckMs = RECHECK_MS },
) => {
  // A WebSocket has no schemas to serve: only the path comes from the record.
  const { path } = ENDPOINTS.live;
  app.get(path, { websocket: true, config: { tokenInQuery: true } }, (socket, req) => {
    const actor = actorOf(req);
    const token = tokenOf(req)!;
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
      if (closed) return;
      const text = await snapshots.text(actor, ids === null);
      if (!closed) socket.send(text);
    };

    const recheck = async () => {
      if (!(await sessions.authenticate(token)))
        return socket.close(SESSION_ENDED, 'session ended');
      if (!(await access.allows(actor, ENDPOINTS.live.access, undefined, ENDPOINTS.live))) {
        // Nothing more reaches it while the close is under way.
        client.visible = new Set();
        return socket.close(ACCESS_ENDED, 'access ended');
      }
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
    let timer: NodeJS.Timeout | undefined;
    // The next check: after `recheckMs`, or sooner when the access ends by itself before.
    const schedule = async () => {
      const changesAt = await access.accessChangesAt(actor);
      const untilChange = changesAt ? changesAt.getTime() - Date.now() : Infinity;
      if (closed) return;
      timer = setTimeout(
        () => void recheck().then(schedule).catch(fail),
        Math.max(0, Math.min(recheckMs, untilChange, MAX_DELAY_MS)),
      );
    };
    socket.on('close', () => {
      closed = true;
      clearTimeout(timer);
      hub.remove(client);
    });
    hub.add(client);
    snapshot().then(schedule).catch(fail);
  });
};
