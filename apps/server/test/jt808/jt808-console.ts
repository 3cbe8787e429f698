import type { TTruck } from '@fleet/contracts';
import { startJt808Server, type Jt808Server } from '../../src/modules/jt808/jt808-server.js';
import { createTruck } from '../factories.js';
import { Jt808Terminal } from '../support/jt808-terminal.js';
import { startTestConsole, type TestConsole } from '../test-console.js';

export interface Jt808Console {
  fleet: TestConsole;
  server: Jt808Server;
  /** A truck whose device id is a new terminal phone number, and that terminal connected. */
  truckWithTerminal(version?: number | null): Promise<{ truck: TTruck; terminal: Jt808Terminal }>;
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
  const connect = async (phone: string, version: number | null) => {
    const terminal = await Jt808Terminal.connect(server.port, phone, version);
    terminals.push(terminal);
    return terminal;
  };
  return {
    fleet,
    server,
    async truckWithTerminal(version = null) {
      const phone = nextPhone();
      const truck = await createTruck(fleet, { device_id: phone });
      return { truck, terminal: await connect(phone, version) };
    },
    stranger: () => connect(nextPhone(), null),
    async close() {
      for (const terminal of terminals) terminal.close();
      await server.close();
      await fleet.close();
    },
  };
}
