import type { TTruck } from '@fleet/contracts';
import { startJt808Server, type Jt808Server } from '../../src/areas/intake/jt808/jt808-server.js';
import { createTruck } from '../factories.js';
import { Jt808Terminal } from '../support/jt808-terminal.js';
import { startTestConsole, type TestConsole } from '../test-console.js';

export interface Jt808Console {
  fleet: TestConsole;
  server: Jt808Server;
  /**
   * A truck whose device id is a new terminal phone number, and that terminal connected,
   * registered and authenticated (unless `signIn` is false).
   */
  truckWithTerminal(
    version?: number | null,
    options?: { signIn?: boolean },
  ): Promise<{ truck: TTruck; terminal: Jt808Terminal }>;
  /** Another connection of a terminal's phone number, from `from` (default 127.0.0.1). */
  connect(phone: string, from?: string): Promise<Jt808Terminal>;
  /** A terminal of a phone number no truck has. */
  stranger(): Promise<Jt808Terminal>;
  close(): Promise<void>;
}

let phones = 0;
/** 11 digits as a Vietnamese or Chinese mobile number has; unique in the run. */
export const nextPhone = () =>
  `139${String(process.pid % 1000).padStart(3, '0')}${String(++phones).padStart(5, '0')}`;

/** A test console with its JT/T 808 port open on a free port. */
export async function startJt808Console(env: Record<string, string> = {}): Promise<Jt808Console> {
  const fleet = await startTestConsole(env);
  const server = (await startJt808Server(fleet.services.jt808.context, {
    port: 0,
    host: '127.0.0.1',
    log: fleet.app.log,
    ports: fleet.services.ports,
  }))!;
  const terminals: Jt808Terminal[] = [];
  const connect = async (phone: string, version: number | null, from?: string) => {
    const terminal = await Jt808Terminal.connect(server.port, phone, version, from);
    terminals.push(terminal);
    return terminal;
  };
  return {
    fleet,
    server,
    async truckWithTerminal(version = null, { signIn = true } = {}) {
      const phone = nextPhone();
      const truck = await createTruck(fleet, { device_id: phone });
      const terminal = await connect(phone, version);
      if (signIn) await terminal.signIn();
      return { truck, terminal };
    },
    connect: (phone, from) => connect(phone, null, from),
    stranger: () => connect(nextPhone(), null),
    async close() {
      for (const terminal of terminals) terminal.close();
      await server.close();
      await fleet.close();
    },
  };
}
