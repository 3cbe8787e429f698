import type WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTime, type TLiveMessage, type TTruckLive } from '@fleet/contracts';
import { createTruck } from '../factories.js';
import { startTestConsole, type TestConsole } from '../test-console.js';

let fleet: TestConsole;
beforeAll(async () => {
  fleet = await startTestConsole();
});
afterAll(async () => {
  await fleet.close();
});

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** Opens /api/live and keeps every delta entry that arrives after the snapshot. */
async function watch(): Promise<{
  socket: WebSocket;
  entries: TTruckLive[];
  ready: Promise<void>;
}> {
  const entries: TTruckLive[] = [];
  let snapshotSeen: () => void = () => {};
  const ready = new Promise<void>((resolve) => (snapshotSeen = resolve));
  const socket = await fleet.app.injectWS(`/api/live?token=${fleet.adminToken}`, undefined, {
    onInit: (ws) =>
      ws.on('message', (data: Buffer) => {
        const message = JSON.parse(data.toString()) as TLiveMessage;
        if (message.type === 'snapshot') snapshotSeen();
        else entries.push(...message.trucks);
      }),
  });
  return { socket, entries, ready };
}

describe('live fan-out under a burst', () => {
  it('gives every truck its newest fix when many commits come at once, never going back', async () => {
    const trucks = await Promise.all(Array.from({ length: 12 }, () => createTruck(fleet)));
    const { socket, entries, ready } = await watch();
    await ready;
    const start = Math.floor(Date.now() / 1000) - 600;
    // Three fixes per truck, all in flight together: several group commits in a row, whose
    // announcements may overlap and merge.
    const answers = await Promise.all(
      [0, 1, 2].flatMap((k) =>
        trucks.map((truck, i) =>
          fleet.call('POST', '/osmand', {
            headers: FORM,
            body: `id=${truck.device_id}&timestamp=${start + k * 10}&lat=${10 + i / 100}&lon=106.7&speed=${10 + k}`,
          }),
        ),
      ),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);

    const newest = formatTime(new Date((start + 20) * 1000), fleet.config.TZ_COMPANY);
    const deadline = Date.now() + 30_000;
    const latest = () => new Map(entries.map((entry) => [entry.id, entry.fix_time]));
    while (trucks.some((truck) => latest().get(truck.id) !== newest)) {
      if (Date.now() > deadline) throw new Error(`not every truck reached ${newest}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    for (const truck of trucks) {
      const times = entries.filter((e) => e.id === truck.id).map((e) => e.fix_time!);
      expect(times).toEqual([...times].sort());
    }
    socket.terminate();
  });
});
