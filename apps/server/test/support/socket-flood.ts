import { expect } from 'vitest';
import net from 'node:net';

/**
 * Floods a device port with TCP connections from many loopback addresses (127.1.x.y), as a
 * stranger with many addresses would, for the tests of issue 31. Connections are opened in
 * waves; each sends `first` (if any) and then stays idle, or sends `drip` every `dripMs`.
 * Whatever the port closes closes here too, so the sockets held never pass the port's cap
 * by much (the test process holds both ends: its open-file limit bounds the flood).
 */
export interface Flood {
  /** Connections opened so far. */
  opened: number;
  /** Resolves once every connection was opened (whether the port kept it or not). */
  done: Promise<void>;
  /** Closes what is still open. */
  stop(): void;
}

export function floodPort(
  port: number,
  options: {
    count: number;
    /** Source addresses to spread over (each at most count / addresses connections). */
    addresses: number;
    wave?: number;
    first?: (index: number) => Buffer;
    drip?: Buffer;
    dripMs?: number;
  },
): Flood {
  const open = new Set<net.Socket>();
  const timers: NodeJS.Timeout[] = [];
  let stopped = false;
  const flood: Flood = {
    opened: 0,
    done: Promise.resolve(),
    stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      for (const socket of open) socket.destroy();
      open.clear();
    },
  };

  const connect = (index: number) =>
    new Promise<void>((resolve) => {
      const n = index % options.addresses;
      const socket = net.connect({
        port,
        host: '127.0.0.1',
        localAddress: `127.1.${n >> 8}.${(n & 255) + 1}`,
      });
      open.add(socket);
      socket.on('error', () => {});
      socket.on('data', () => {});
      socket.once('close', () => {
        open.delete(socket);
        resolve();
      });
      socket.once('connect', () => {
        flood.opened += 1;
        if (options.first) socket.write(options.first(index));
        resolve();
      });
    });

  flood.done = (async () => {
    const wave = options.wave ?? 500;
    for (let at = 0; at < options.count && !stopped; at += wave) {
      const size = Math.min(wave, options.count - at);
      await Promise.all(Array.from({ length: size }, (_, i) => connect(at + i)));
    }
  })();
  if (options.drip) {
    const drip = options.drip;
    const timer = setInterval(() => {
      for (const socket of open) if (!socket.destroyed) socket.write(drip);
    }, options.dripMs ?? 30_000);
    timers.push(timer);
  }
  return flood;
}

/**
 * Asks `/api/health` over HTTP again and again until stopped: every question must be
 * answered (200, or 503 with its reasons), whatever the ports hold.
 */
export function watchHealth(url: string) {
  /** Each answer with how long it took (not asserted: a busy machine is slow, not broken). */
  const answers: { status: number; reasons: string[]; ms: number }[] = [];
  const failures: string[] = [];
  let stopped = false;
  const running = (async () => {
    while (!stopped) {
      const start = performance.now();
      try {
        const response = await fetch(url);
        const body = (await response.json()) as { data: { reasons: string[] } };
        const ms = Math.round(performance.now() - start);
        answers.push({ status: response.status, reasons: body.data.reasons, ms });
      } catch (error) {
        failures.push(String(error));
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return {
    answers,
    failures,
    async stop() {
      stopped = true;
      await running;
    },
  };
}

/**
 * Runs `during` while health is asked over HTTP: every question answered, 200 or 503 naming
 * only a saturated device port. Answers what health said.
 */
export async function healthThroughout(url: string, during: () => Promise<void>) {
  const health = watchHealth(url);
  try {
    await during();
  } finally {
    await health.stop();
  }
  expect(health.failures).toEqual([]);
  expect(health.answers.length).toBeGreaterThan(0);
  for (const answer of health.answers) {
    if (answer.status === 200) continue;
    expect(answer.status).toBe(503);
    expect(answer.reasons).toEqual(['device_port_saturated']);
  }
  return health.answers;
}
