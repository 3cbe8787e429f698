import type { FastifyBaseLogger } from 'fastify';
import type {
  TDevicePort,
  TDevicePortStatus,
  THealthProblem,
  TPortRefusal,
} from '@fleet/contracts';
import { ConnectionGate } from './connection-gate.js';
import type { DevicePortCaps } from './port-caps.js';

const PORT_NAMES: Record<TDevicePort, string> = {
  jt808: 'JT/T 808',
  osmand: 'OsmAnd',
  jt1078: 'JT/T 1078',
  jt808_attachments: 'JT/T 808 attachment',
};

/** First-frame deadlines are checked this often. */
const SWEEP_MS = 500;
/** Refusals are logged at most this often, one line per port that refused any. */
const REPORT_MS = 60_000;

/**
 * The gates of this instance's device ports: each port opens its gate when it listens and
 * closes it when it stops. Health reads their state, and their refusals are logged as one
 * periodic count per port, never one line per connection (a flood would fill the log).
 */
export function devicePorts(options: {
  caps: DevicePortCaps;
  log: FastifyBaseLogger;
  /** How often refusals are logged (tests shorten it). */
  reportEveryMs?: number;
}) {
  const { caps, log } = options;
  const gates = new Map<TDevicePort, ConnectionGate>();
  let timers: NodeJS.Timeout[] = [];
  if (caps.overcommitted)
    log.warn(
      { ports: caps.ports, file_limit: caps.fileLimit, headroom: caps.headroom },
      'The device ports may hold more connections than this process may open files (ulimit -n) ' +
        'after the headroom kept for HTTP and the database: raise the limit or lower the caps',
    );

  function report(): void {
    for (const gate of gates.values()) {
      const refused = gate.takeUnreported();
      if (!refused) continue;
      const total = Object.values(refused).reduce((sum, n) => sum + n, 0);
      log.warn(
        {
          port: gate.port,
          refused,
          connections: gate.connections,
          max_connections: gate.limits.maxConnections,
        },
        `${PORT_NAMES[gate.port]} port closed ${total} connections (${describe(refused)})`,
      );
    }
  }

  function startTimers(): void {
    const sweep = setInterval(() => {
      const now = Date.now();
      for (const gate of gates.values()) gate.sweep(now);
    }, SWEEP_MS);
    const reporting = setInterval(report, options.reportEveryMs ?? REPORT_MS);
    timers = [sweep, reporting];
    for (const timer of timers) timer.unref();
  }

  return {
    caps,
    /** The gate of a port that starts listening (one per port and instance). */
    open(port: TDevicePort): ConnectionGate {
      const gate = new ConnectionGate(port, {
        ...caps.ports[port],
        firstFrameMs: caps.firstFrameMs,
      });
      gates.set(port, gate);
      if (timers.length === 0) startTimers();
      return gate;
    },
    /** The port stopped: what it refused is logged, and health no longer lists it. */
    closed(gate: ConnectionGate): void {
      if (gates.get(gate.port) !== gate) return;
      report();
      gates.delete(gate.port);
      if (gates.size > 0) return;
      for (const timer of timers) clearInterval(timer);
      timers = [];
    },
    status(): TDevicePortStatus[] {
      const now = Date.now();
      return [...gates.values()].map((gate) => gate.status(now));
    },
    /** Health's problem for each saturated port. */
    problems(): THealthProblem[] {
      const now = Date.now();
      return [...gates.values()]
        .filter((gate) => gate.saturated(now))
        .map((gate) => ({
          reason: 'device_port_saturated',
          subject: gate.port,
          message:
            `The ${PORT_NAMES[gate.port]} port holds ${gate.connections} of ` +
            `${gate.limits.maxConnections} connections or shed one to stay under it`,
        }));
    },
  };
}

function describe(refused: Record<TPortRefusal, number>): string {
  return Object.entries(refused)
    .filter(([, n]) => n > 0)
    .map(([reason, n]) => `${reason.replace(/_/g, ' ')}: ${n}`)
    .join(', ');
}

export type DevicePorts = ReturnType<typeof devicePorts>;
