import type { AddressInfo } from 'node:net';
import type { TConfig } from '../config.js';
import type { Console } from '../start.js';
import { startDemoFleet, type DemoFleet } from './demo-fleet.js';

/** The demo fleet runs only with DEMO_FLEET=1 (`npm run demo`); otherwise nothing happens. */
export function startDemoIfAsked(config: TConfig, fleet: Console): DemoFleet | null {
  if (!config.DEMO_FLEET) return null;
  const address = fleet.app.server.address() as AddressInfo | null;
  const port = address?.port ?? config.PORT;
  // It talks to the console like a device on the same machine would.
  const host = ['0.0.0.0', '::'].includes(config.HOST) ? '127.0.0.1' : config.HOST;
  const log = fleet.app.log;
  // Progress is the output of `npm run demo` itself, like the admin password line of a
  // first start; failures are log lines.
  return startDemoFleet({
    services: fleet.services,
    baseUrl: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    dataDir: config.dataDir,
    intervalS: config.DEMO_INTERVAL_S,
    log: { info: (message) => console.log(message), warn: (message) => log.warn(message) },
  });
}
