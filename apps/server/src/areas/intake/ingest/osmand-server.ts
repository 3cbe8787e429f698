import { STATUS_CODES } from 'node:http';
import net from 'node:net';
import querystring from 'node:querystring';
import type { FastifyBaseLogger } from 'fastify';
import { HTTPParser } from 'http-parser-js';
import type { DevicePorts } from '../../platform/index.js';
import type { IngestService } from './ingest-service.js';
import { parseOsmand } from './osmand-parser.js';
import { OSMAND_BODY_LIMIT, parseBody } from './osmand-routes.js';

export interface OsmandServer {
  port: number;
  close(): Promise<void>;
}

/** A phone that says nothing for this long is disconnected (as Node's keep-alive would). */
const IDLE_MS = 65_000;
/** At stop: how long a connection answered just before may still bring a request. */
const STOP_IDLE_GRACE_MS = 2_000;
/** At stop: connections still open this long after it are cut. */
const STOP_DRAIN_MS = 5_000;

/** The answers of the current second, by status, keep-alive and text (a handful). */
const answers = new Map<string, Buffer>();
let answersSecond = 0;
let answersDate = '';

/**
 * One answer on the wire, built once a second: the Date line is the only part that changes.
 * Every fix is answered, so a prebuilt buffer spares a string and its encoding per request.
 */
function answer(status: number, text: string, keepAlive: boolean): Buffer {
  const second = Math.floor(Date.now() / 1000);
  if (second !== answersSecond) {
    answersSecond = second;
    answersDate = new Date(second * 1000).toUTCString();
    answers.clear();
  }
  const key = `${status} ${keepAlive ? 1 : 0} ${text}`;
  let bytes = answers.get(key);
  if (!bytes) {
    bytes = Buffer.from(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nDate: ${answersDate}\r\n` +
        `Content-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\n` +
        `Connection: ${keepAlive ? 'keep-alive' : 'close'}\r\n\r\n${text}`,
    );
    answers.set(key, bytes);
  }
  return bytes;
}
/** A request of one connection, answered in the order the requests came. */
interface Slot {
  answer: [status: number, text: string] | null;
  keepAlive: boolean;
}

/** An open connection as the stop sees it. */
interface Connection {
  /** Ends it when no request is owed an answer (nothing read after that is answered). */
  endIfIdle(): void;
  idleSince(): number;
}

/**
 * The OsmAnd port (5055 by default), where the Traccar Client app is usually pointed. It
 * serves nothing but device messages, on any path. One fix per request is the hot path of
 * the whole console, so the port reads HTTP/1.1 off the socket with http-parser-js and
 * writes prebuilt answers: half the CPU per request of `node:http`, whose request and
 * response objects this port never needs (decisions.md). Same parser and ingest as
 * `/osmand` on the main port. Answers null when the port is taken (another instance on
 * this machine owns it).
 */
export async function startOsmandServer(
  ingest: IngestService,
  options: { port: number; host: string; log: FastifyBaseLogger; ports: DevicePorts },
): Promise<OsmandServer | null> {
  const log = options.log.child({ port: 'osmand' });
  const gate = options.ports.open('osmand');
  /** Open connections, each with how to end it when idle at stop. */
  const connections = new Map<net.Socket, Connection>();
  let closing = false;

  /** The answer of one complete request: 200 once its fixes are committed. */
  async function handle(url: string, body: Buffer | null): Promise<[number, string]> {
    const queryAt = url.indexOf('?');
    const query = queryAt < 0 ? {} : { ...querystring.parse(url.slice(queryAt + 1)) };
    const fields = body ? parseBody(body.toString('utf8')) : undefined;
    const messages = parseOsmand(query, fields, new Date());
    if (messages.length === 0) return [400, 'missing device id'];
    try {
      await ingest.acceptMessages(messages);
      return [200, ''];
    } catch (error) {
      // Not acknowledged: the app keeps the fix in its queue and sends it again.
      log.error({ err: error }, 'OsmAnd message not stored');
      return [503, 'try again'];
    }
  }

  function serve(socket: net.Socket): void {
    if (!gate.admit(socket)) return;
    socket.setNoDelay(true);
    socket.setTimeout(IDLE_MS, () => socket.destroy());
    socket.on('error', () => socket.destroy());
    socket.on('close', () => connections.delete(socket));

    const slots: Slot[] = [];
    const parser = new HTTPParser(HTTPParser.REQUEST);
    let url = '';
    let keepAlive = true;
    let chunks: Buffer[] = [];
    let size = 0;
    /** No more requests are read: one was refused, or the connection is ending. */
    let refused = false;
    let idleSince = Date.now();
    /** Headers of a request read, its body not yet whole. */
    let midRequest = false;

    const end = () => {
      refused = true;
      slots.length = 0;
      socket.end();
    };
    /**
     * Writes the answers that are ready, in request order; ends after a closing one. At stop
     * the last answer owed says `Connection: close`, so the client sends nothing after it.
     */
    const flush = () => {
      while (slots.length > 0 && slots[0]!.answer !== null) {
        const slot = slots.shift()!;
        const keepAlive = slot.keepAlive && !(closing && slots.length === 0);
        const [status, text] = slot.answer!;
        socket.write(answer(status, text, keepAlive));
        idleSince = Date.now();
        if (!keepAlive) return end();
      }
    };
    connections.set(socket, {
      endIfIdle: () => {
        if (slots.length === 0 && !midRequest) end();
      },
      idleSince: () => idleSince,
    });
    const respond = (slot: Slot, status: number, text: string) => {
      slot.answer = [status, text];
      flush();
    };
    /** A request the port will not read on: answered, then the connection ends. */
    const refuse = (status: number, text: string) => {
      refused = true;
      socket.pause();
      const slot: Slot = { answer: null, keepAlive: false };
      slots.push(slot);
      respond(slot, status, text);
    };

    parser[HTTPParser.kOnHeadersComplete] = (info) => {
      gate.framed(socket);
      url = info.url;
      midRequest = true;
      keepAlive = info.shouldKeepAlive && !closing;
      chunks = [];
      size = 0;
      // A client that waits for "100 Continue" sends nothing else meanwhile; behind
      // answers still owed, the 100 would come out of order and is left out.
      for (let i = 0; i < info.headers.length && slots.length === 0; i += 2) {
        if (
          info.headers[i]!.toLowerCase() === 'expect' &&
          /100-continue/i.test(info.headers[i + 1]!)
        )
          socket.write('HTTP/1.1 100 Continue\r\n\r\n');
      }
    };
    parser[HTTPParser.kOnBody] = (chunk, offset, length) => {
      size += length;
      if (size > OSMAND_BODY_LIMIT) return;
      chunks.push(Buffer.from(chunk.subarray(offset, offset + length)));
    };
    parser[HTTPParser.kOnMessageComplete] = () => {
      midRequest = false;
      if (refused) return;
      if (size > OSMAND_BODY_LIMIT) return refuse(413, 'body too large');
      const slot: Slot = { answer: null, keepAlive };
      slots.push(slot);
      const body =
        size === 0 ? null : chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size);
      void handle(url, body).then(([status, text]) => respond(slot, status, text));
    };

    socket.on('data', (data: Buffer) => {
      if (refused) return;
      const result = parser.execute(data);
      if (result instanceof Error) refuse(400, 'bad request');
    });
  }

  const server = net.createServer(serve);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, options.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    if ((error as { code?: string }).code !== 'EADDRINUSE') throw error;
    log.warn(`OsmAnd port ${options.port} is in use; devices can post to /osmand on the main port`);
    options.ports.closed(gate);
    return null;
  }
  return {
    port: (server.address() as net.AddressInfo).port,
    /**
     * Stops accepting and answers every request read: a busy connection ends with its last
     * answer, an idle one once it has been idle STOP_IDLE_GRACE_MS (a request crossing that
     * end is not read, so never half-done); what is left after STOP_DRAIN_MS is cut.
     */
    close: () =>
      new Promise<void>((resolve) => {
        closing = true;
        const cut = setTimeout(() => {
          if (connections.size > 0) log.warn({ connections: connections.size }, 'cut at stop');
          for (const socket of connections.keys()) socket.destroy();
        }, STOP_DRAIN_MS);
        server.close(() => {
          clearTimeout(cut);
          options.ports.closed(gate);
          resolve();
        });
        const now = Date.now();
        for (const connection of connections.values()) {
          const wait = Math.max(0, connection.idleSince() + STOP_IDLE_GRACE_MS - now);
          // setImmediate: what already arrived is read first (see http/graceful-close.ts).
          setTimeout(() => setImmediate(() => connection.endIfIdle()), wait).unref();
        }
      }),
  };
}
