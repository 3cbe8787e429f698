import http from 'node:http';

/** What became of one request of a keep-alive client. */
export type Outcome =
  /** A whole answer: status, every byte of its body. */
  | { kind: 'answered'; key: number; status: number; closing: boolean; reused: boolean }
  /** An answer began and then the connection failed: the one thing that must never happen. */
  | { kind: 'cut'; key: number; reused: boolean; code: string }
  /** No new connection is accepted: nothing was sent. */
  | { kind: 'refused'; key: number }
  /** The connection closed or reset before any byte of an answer. */
  | { kind: 'unanswered'; key: number; reused: boolean; code: string };

export interface Target {
  port: number;
  path: string;
  /** The form body of request number `key` (a unique number per request); none: a GET. */
  body?: (key: number) => string;
}

/** One request on the client's own keep-alive connection. */
function send(agent: http.Agent, target: Target, key: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const body = target.body?.(key);
    let answered = false;
    let reused = false;
    const request = http.request(
      {
        host: '127.0.0.1',
        port: target.port,
        path: target.path,
        method: body === undefined ? 'GET' : 'POST',
        agent,
        headers:
          body === undefined
            ? {}
            : {
                'content-type': 'application/x-www-form-urlencoded',
                'content-length': Buffer.byteLength(body),
              },
      },
      (response) => {
        answered = true;
        response.resume();
        response.on('end', () =>
          resolve(
            response.complete
              ? {
                  kind: 'answered',
                  key,
                  status: response.statusCode ?? 0,
                  closing: response.headers.connection === 'close',
                  reused,
                }
              : { kind: 'cut', key, reused, code: 'incomplete' },
          ),
        );
        response.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ kind: 'cut', key, reused, code: error.code ?? error.message }),
        );
      },
    );
    request.on('socket', () => {
      reused = request.reusedSocket;
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (answered) return; // the response's own error says it
      resolve(
        error.code === 'ECONNREFUSED'
          ? { kind: 'refused', key }
          : { kind: 'unanswered', key, reused, code: error.code ?? error.message },
      );
    });
    request.end(body);
  });
}

/**
 * `count` clients, each with one keep-alive connection, each sending its next request as
 * soon as the last is settled, until the server refuses a new connection or `stop()`.
 */
export function keepAliveClients(target: Target, count: number, nextKey: () => number) {
  const outcomes: Outcome[] = [];
  const answeredBy = new Array<number>(count).fill(0);
  const listeners = new Set<() => void>();
  let stopped = false;
  const run = async (index: number) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    while (!stopped) {
      const outcome = await send(agent, target, nextKey());
      outcomes.push(outcome);
      if (outcome.kind === 'answered') answeredBy[index]! += 1;
      for (const listener of [...listeners]) listener();
      if (outcome.kind === 'refused') break;
    }
    agent.destroy();
  };
  const done = Promise.all(Array.from({ length: count }, (_, index) => run(index)));
  return {
    outcomes,
    /** Resolves once every client has had `answers` whole answers. */
    everyAnswered(answers: number): Promise<void> {
      return new Promise((resolve) => {
        const check = () => {
          if (answeredBy.some((n) => n < answers)) return;
          listeners.delete(check);
          resolve();
        };
        listeners.add(check);
        check();
      });
    },
    async stop(): Promise<Outcome[]> {
      stopped = true;
      await done;
      return outcomes;
    },
    /** Resolves when every client has ended (refused, or stopped). */
    ended: () => done.then(() => outcomes),
  };
}
