import http from 'node:http';
import { postForm } from '../post-form.js';
import { wallClock } from './stats.js';

/**
 * Sends OsmAnd fixes (one form body per request, POST /osmand) at a steady rate, in its own
 * process (forked by send-fixes.ts) so that it competes for the 2 cores like a separate
 * client. Receives one SenderSpec, answers one SenderResult, and exits.
 */
export interface SenderSpec {
  url: string;
  /** Keep-alive connections; requests beyond them wait in the agent (that wait counts). */
  connections: number;
  /** Requests started per second, evenly paced; null = as fast as the connections allow. */
  ratePerS: number | null;
  bodies: string[];
}

export interface SenderResult {
  /** Wall-clock ms (stats.wallClock) when request i was handed to the HTTP client. */
  sentAt: number[];
  /** When its answer ended, or NaN. */
  doneAt: number[];
  /** HTTP status, 0 for a network error. */
  status: number[];
  startedAt: number;
  cpuSeconds: number;
}

function run(spec: SenderSpec): Promise<SenderResult> {
  const target = new URL('/osmand', spec.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: spec.connections });
  const total = spec.bodies.length;
  const sentAt = new Array<number>(total).fill(Number.NaN);
  const doneAt = new Array<number>(total).fill(Number.NaN);
  const status = new Array<number>(total).fill(0);
  const cpuStart = process.cpuUsage();
  const startedAt = wallClock();
  let sent = 0;
  let done = 0;

  return new Promise((resolve) => {
    const finish = (i: number, code: number) => {
      doneAt[i] = wallClock();
      status[i] = code;
      done += 1;
      if (done < total) return;
      agent.destroy();
      const cpu = process.cpuUsage(cpuStart);
      resolve({ sentAt, doneAt, status, startedAt, cpuSeconds: (cpu.user + cpu.system) / 1e6 });
    };
    const send = (i: number) => {
      const body = spec.bodies[i]!;
      sentAt[i] = wallClock();
      void postForm(agent, target, body).then((code) => finish(i, code));
    };
    // Paced by the clock, not by timers: a late timer sends the requests it owes at once.
    const tick = () => {
      const rate = spec.ratePerS!;
      const due = Math.min(total, Math.floor(((wallClock() - startedAt) / 1000) * rate));
      while (sent < due) send(sent++);
      if (sent < total) setTimeout(tick, 2);
    };
    if (total === 0) resolve({ sentAt, doneAt, status, startedAt, cpuSeconds: 0 });
    else if (spec.ratePerS !== null) tick();
    else while (sent < total) send(sent++);
  });
}

process.once('message', (spec: SenderSpec) => {
  run(spec).then(
    (result) => process.send!({ result }, () => process.exit(0)),
    (error: unknown) => process.send!({ error: String(error) }, () => process.exit(1)),
  );
});
process.send!({ ready: true });
