import type { TLiveMessage } from '@fleet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../support/wait-until.js';
import { startJt808Console, type Jt808Console } from './jt808-console.js';

let gateway: Jt808Console;
beforeAll(async () => {
  gateway = await startJt808Console();
});
afterAll(async () => {
  await gateway?.close();
});

describe('the JT/T 808 gateway: the live feed', () => {
  it("a terminal's fix reaches /api/live as a delta of its truck", async () => {
    const { truck, terminal } = await gateway.truckWithTerminal();
    const messages: TLiveMessage[] = [];
    const socket = await gateway.fleet.app.injectWS(
      `/api/live?token=${gateway.fleet.adminToken}`,
      undefined,
      {
        onInit: (ws) =>
          ws.on('message', (data: Buffer) =>
            messages.push(JSON.parse(String(data)) as TLiveMessage),
          ),
      },
    );
    try {
      await waitUntil('the snapshot', () => messages.some((m) => m.type === 'snapshot'));
      // A fix of a minute ago in the terminal's clock (the standard's +08:00).
      const local = new Date(Date.now() + 8 * 3_600_000 - 60_000).toISOString();
      const time = local.slice(2, 19).replace(/[-T:]/g, '');
      expect(
        await terminal.report({ lat: 20.86, lon: 106.68, time, speedKmh: 40, course: 180 }),
      ).toBe(0);
      const ofTruck = () =>
        messages
          .flatMap((m) => (m.type === 'delta' ? m.trucks : []))
          .find((t) => t.id === truck.id);
      await waitUntil('the delta of the truck', () => ofTruck() !== undefined, {
        timeoutMs: 15_000,
      });
      expect(ofTruck()).toMatchObject({ lat: 20.86, lon: 106.68, course: 180 });
      expect(ofTruck()!.speed_kmh).toBeCloseTo(40, 4);
    } finally {
      socket.terminate();
    }
  });
});
