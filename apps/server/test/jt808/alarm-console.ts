import type { TTruck } from '@fleet/contracts';
import { startJt808Server, type Jt808Server } from '../../src/areas/intake/jt808/jt808-server.js';
import { createTruck } from '../factories.js';
import { AlarmUploader } from '../support/alarm-uploader.js';
import { Jt808Terminal } from '../support/jt808-terminal.js';
import { startTestConsole, type TestConsole } from '../test-console.js';
import { nextPhone } from './jt808-console.js';

export interface AlarmConsole {
  fleet: TestConsole;
  server: Jt808Server;
  /** A truck with a dashcam of a new phone number, connected and authenticated. */
  dashcam(): Promise<{ truck: TTruck; terminal: Jt808Terminal; phone: string }>;
  /** A connection of the phone number to the attachment port. */
  uploader(phone: string): Promise<AlarmUploader>;
  close(): Promise<void>;
}

/** A test console with its JT/T 808 and attachment ports open (dashcams sent 127.0.0.1). */
export async function startAlarmConsole(env: Record<string, string> = {}): Promise<AlarmConsole> {
  const fleet = await startTestConsole({ JT1078_PUBLIC_HOST: '127.0.0.1', ...env });
  const server = (await startJt808Server(fleet.services.jt808.context, {
    port: 0,
    host: '127.0.0.1',
    log: fleet.app.log,
    ports: fleet.services.ports,
    attachmentPort: 0,
  }))!;
  const closers: (() => void)[] = [];
  return {
    fleet,
    server,
    async dashcam() {
      const phone = nextPhone();
      const truck = await createTruck(fleet, { device_id: phone });
      const terminal = await Jt808Terminal.connect(server.port, phone);
      closers.push(() => terminal.close());
      await terminal.signIn();
      return { truck, terminal, phone };
    },
    async uploader(phone) {
      const connection = await AlarmUploader.connect(server.attachmentPort!, phone);
      closers.push(() => connection.close());
      return connection;
    },
    async close() {
      for (const close of closers) close();
      await server.close();
      await fleet.close();
    },
  };
}
