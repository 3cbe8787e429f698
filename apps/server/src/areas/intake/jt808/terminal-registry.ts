import { AppError } from '../../../http/app-error.js';
import type { Answer } from '../../fleet/index.js';
import type { MessageHandler, TerminalLink } from './jt808-context.js';
import type { TerminalBody, TerminalConnection, TerminalReply } from './terminal-connection.js';
import type { TerminalPresence } from './terminal-presence.js';
import { TERMINAL } from './terminal-messages.js';

export type { TerminalBody, TerminalReply } from './terminal-connection.js';

export interface RequestOptions {
  /** Message ids that answer the command (default 0x0001, the terminal's general response). */
  replyIds?: readonly number[];
  /** How long to wait for the reply (default 10 s, at most 60 s). */
  timeoutMs?: number;
}

/** Asks the instance at `url` to run a request on a terminal connected there. */
export type ForwardRequest = (
  url: string,
  deviceId: string,
  msgId: number,
  body: TerminalBody,
  options: Required<RequestOptions>,
) => Promise<TerminalReply>;

const DEFAULT_TIMEOUT_MS = 10_000;
export const MAX_TIMEOUT_MS = 60_000;

/**
 * The terminal connection registry: device id → the live connection of that JT/T 808
 * terminal, on this instance or another. The one way to command a terminal:
 *
 *   const reply = await terminals.request(deviceId, 0x9101, body, { replyIds: [0x0001] });
 *
 * sends the message over the terminal's connection and resolves with its reply (id and
 * body), matched by serial; it fails with AppError TERMINAL_OFFLINE (no connection
 * anywhere), TERMINAL_TIMEOUT, or CONFLICT (too many commands waiting). A terminal connected
 * to another instance is reached through that instance (`jt808_connections` names it; the
 * request is forwarded over the signed internal route). Judging the reply's result is the
 * caller's: `resultOf(reply)` reads a 0x0001.
 */
export function terminalRegistry(deps: { presence: TerminalPresence; forward: ForwardRequest }) {
  const local = new Map<string, TerminalConnection>();
  const handlers = new Map<number, MessageHandler>();
  let self: string | null = null;

  const optionsOf = (options: RequestOptions): Required<RequestOptions> => ({
    replyIds: options.replyIds ?? [TERMINAL.generalResponse],
    timeoutMs: Math.min(options.timeoutMs ?? DEFAULT_TIMEOUT_MS, MAX_TIMEOUT_MS),
  });

  function requestHere(
    deviceId: string,
    msgId: number,
    body: TerminalBody,
    options: RequestOptions,
  ) {
    const connection = local.get(deviceId);
    if (!connection || connection.closed) return null;
    const { replyIds, timeoutMs } = optionsOf(options);
    return connection.request(msgId, body, replyIds, timeoutMs);
  }

  return {
    async request(
      deviceId: string,
      msgId: number,
      body: TerminalBody,
      options: RequestOptions = {},
    ): Promise<TerminalReply> {
      const here = requestHere(deviceId, msgId, body, options);
      if (here) return here;
      const owner = await deps.presence.ownerOf(deviceId);
      if (!owner || owner === self) throw offline();
      return deps.forward(owner, deviceId, msgId, body, optionsOf(options));
    },

    /** A request forwarded by another instance: only a connection held here serves it. */
    requestLocal(deviceId: string, msgId: number, body: TerminalBody, options: RequestOptions) {
      return requestHere(deviceId, msgId, body, options) ?? Promise.reject(offline());
    },

    /** Whether the terminal has a connection on this or another instance. */
    async isConnected(deviceId: string): Promise<boolean> {
      if (local.get(deviceId)?.closed === false) return true;
      const owner = await deps.presence.ownerOf(deviceId);
      return owner !== null && owner !== self;
    },

    /** The connection held here, for its version and state (null when elsewhere or none). */
    localLink(deviceId: string): TerminalLink | null {
      const connection = local.get(deviceId);
      return connection && !connection.closed ? connection : null;
    },

    /**
     * Answers terminal messages of `msgId` that the gateway does not read itself (JT/T 1078's
     * unsolicited ones); the handler's number is the 0x8001 result, null when it answered.
     */
    handle(msgId: number, handler: MessageHandler): void {
      handlers.set(msgId, handler);
    },
    handlers,

    /**
     * A connection authenticated as its terminal: commands go to it from now on. An older
     * connection of the terminal held here is displaced (ended): only one is believed.
     */
    claim(deviceId: string, connection: TerminalConnection): void {
      const held = local.get(deviceId);
      local.set(deviceId, connection);
      deps.presence.up(deviceId, connection.connectionId);
      if (held && held !== connection) held.displaced();
    },
    release(deviceId: string, connection: TerminalConnection): void {
      if (local.get(deviceId) !== connection) return;
      local.delete(deviceId);
      deps.presence.down(deviceId, connection.connectionId);
    },

    /** Whether a connection other than `connection` is authenticated as the terminal. */
    heldByAnother(deviceId: string, connection: TerminalConnection): Answer<boolean> {
      const held = local.get(deviceId);
      if (held && !held.closed) return held !== connection;
      return deps.presence.ownerOf(deviceId).then((owner) => owner !== null && owner !== self);
    },

    /** An admin released the terminal: its connection here ends, and no instance names it. */
    async forget(deviceId: string): Promise<void> {
      local.get(deviceId)?.displaced();
      await deps.presence.forget(deviceId);
    },

    async advertise(url: string): Promise<void> {
      self = url;
      await deps.presence.advertise(url);
    },
    /** Terminals whose connection this instance holds. */
    connected: () => local.size,
  };
}

/** The result byte of a 0x0001 reply (0 success, 1 failure, 2 bad message, 3 unsupported). */
export const resultOf = (reply: TerminalReply): number =>
  reply.msgId === TERMINAL.generalResponse ? (reply.body[4] ?? 1) : 0;

const offline = () => new AppError('TERMINAL_OFFLINE', 'The terminal is not connected');

export type TerminalRegistry = ReturnType<typeof terminalRegistry>;
