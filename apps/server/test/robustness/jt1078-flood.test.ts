import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Jt1078Server } from '../../src/areas/intake/jt1078/media-server.js';
import type { Jt808Console } from '../jt808/jt808-console.js';
import {
  openTileUntil,
  portRefusals,
  startVideoConsole,
  streamingDashcam,
} from '../jt1078/video-console.js';
import { floodPort, healthThroughout } from '../support/socket-flood.js';
import { waitUntil } from '../support/wait-until.js';

/**
 * Issue 31: 2,000 slow sockets on the JT/T 1078 port (one byte every few seconds, never a
 * packet), from many loopback addresses, while `/api/health` is asked over HTTP and a
 * dashcam streams to a live tile. Outcomes, not timings.
 */
let gateway: Jt808Console;
let video: Jt1078Server;
let healthUrl: string;

beforeAll(async () => {
  ({ gateway, video } = await startVideoConsole());
  await gateway.fleet.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = gateway.fleet.app.server.address() as AddressInfo;
  healthUrl = `http://127.0.0.1:${port}/api/health`;
}, 60_000);
afterAll(async () => {
  await video?.close();
  await gateway?.close();
});

describe('the JT/T 1078 port under a flood (issue 31)', () => {
  it('2,000 slow sockets: health answers, a dashcam streams to its tile', async () => {
    const refusedBefore = await portRefusals(gateway.fleet, 'jt1078');
    let opened = 0;
    await healthThroughout(healthUrl, async () => {
      const flood = floodPort(video.port, {
        count: 2_000,
        addresses: 100,
        drip: Buffer.from([0x30]),
        dripMs: 2_000,
      });
      try {
        await flood.done;
        opened = flood.opened;
        const { truck, streams } = await streamingDashcam(gateway);
        const live = await openTileUntil(gateway, truck.id, (s) => s.state === 'live');
        expect(live.state).toBe('live');
        expect(streams).toHaveLength(1);
        expect(streams[0]!.closed).toBe(false);
        // The slow sockets never sent a packet: closed at the first-frame deadline, counted.
        await waitUntil(
          'the slow sockets closed',
          async () => (await portRefusals(gateway.fleet, 'jt1078')) - refusedBefore >= opened - 1,
          { timeoutMs: 60_000 },
        );
      } finally {
        flood.stop();
      }
    });
    expect(opened).toBe(2_000);
  }, 240_000);
});
