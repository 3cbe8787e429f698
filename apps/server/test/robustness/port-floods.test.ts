import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFrame } from '../../src/areas/intake/jt808/packet.js';
import { reassemblyBytes } from '../../src/areas/intake/jt808/sub-packages.js';
import { makeMediaFixtures } from '../media/media-fixtures.js';
import { alarmIdentification, reportAdas, uploadRequest } from '../support/alarm-uploader.js';
import { Jt808Terminal } from '../support/jt808-terminal.js';
import { floodPort, healthThroughout } from '../support/socket-flood.js';
import { waitUntil } from '../support/wait-until.js';
import { portRefusals } from '../jt1078/video-console.js';
import { startAlarmConsole, type AlarmConsole } from '../jt808/alarm-console.js';
import { nextPhone } from '../jt808/jt808-console.js';

/**
 * Issue 31: each port under its flood, from many loopback addresses, while `/api/health` is
 * asked over HTTP throughout and a genuine dashcam signs in, reports and uploads. Outcomes,
 * not timings: every health question is answered (200, or 503 naming only a saturated
 * port), the genuine dashcam's messages are all taken.
 *
 * The test process holds both ends of every connection and its open-file limit here is
 * 20,000 (soft and hard): the JT/T 808 port is capped at 4,000 connections so that the
 * 20,000 sockets of its flood, opened in waves, are taken in turn (the port closes the oldest
 * unproven one for each new one, and idle ones after the first-frame deadline).
 */
let alarms: AlarmConsole;
let healthUrl: string;
let media: ReturnType<typeof makeMediaFixtures>;

beforeAll(async () => {
  alarms = await startAlarmConsole({ JT808_MAX_CONNECTIONS: '4000' });
  await alarms.fleet.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = alarms.fleet.app.server.address() as AddressInfo;
  healthUrl = `http://127.0.0.1:${port}/api/health`;
  media = makeMediaFixtures();
});
afterAll(async () => {
  await alarms?.close();
  media?.remove();
});

const at = { lat: 10.7769, lon: 106.7009, time: '260301083000' };

const healthAnswers = (during: () => Promise<void>) => healthThroughout(healthUrl, during);

const refusedOf = (port: string) => portRefusals(alarms.fleet, port);

// Each flood takes seconds to minutes on a busy 2-core machine.
describe('the device ports under floods (issue 31)', { timeout: 360_000 }, () => {
  it('20,000 idle JT/T 808 sockets: health answers, a dashcam signs in and reports', async () => {
    const refusedBefore = await refusedOf('jt808');
    const answers = await healthAnswers(async () => {
      const flood = floodPort(alarms.server.port, { count: 20_000, addresses: 200 });
      try {
        await waitUntil('the flood under way', () => flood.opened >= 5_000, { timeoutMs: 120_000 });
        const { terminal } = await alarms.dashcam();
        expect(await terminal.report(at)).toBe(0);
        await flood.done;
        expect(await terminal.report({ ...at, time: '260301083100' })).toBe(0);
        // Each connection past the cap was closed to make room, or for no first frame:
        // counted (and logged as a periodic count, never one line each).
        await waitUntil(
          'the connections past the cap refused',
          async () => (await refusedOf('jt808')) - refusedBefore >= flood.opened - 4_000,
          { timeoutMs: 60_000 },
        );
        expect(flood.opened).toBe(20_000);
      } finally {
        flood.stop();
      }
    });
    expect(answers.some((a) => a.status === 503)).toBe(true);
  });

  it('10,000 unknown terminals at once: they are listed, a dashcam still reports', async () => {
    const phones = Array.from({ length: 10_000 }, () => nextPhone());
    const heartbeat = (i: number) =>
      buildFrame(
        0x0002,
        { phone: Buffer.from(phones[i]!.padStart(12, '0'), 'hex'), version: null },
        0,
        Buffer.alloc(0),
      );
    await healthAnswers(async () => {
      const flood = floodPort(alarms.server.port, {
        count: phones.length,
        addresses: 100,
        first: heartbeat,
      });
      try {
        const { terminal } = await alarms.dashcam();
        await flood.done;
        expect(await terminal.report(at)).toBe(0);
      } finally {
        flood.stop();
      }
    });
    // Remembered in memory, written at a bounded rate: the most recent are listed.
    await waitUntil(
      'the unknown terminals listed',
      async () => {
        const answer = await alarms.fleet.call('POST', '/api/devices/unknown', {
          token: alarms.fleet.adminToken,
        });
        const ids = (answer.body.data as { device_id: string }[]).map((d) => d.device_id);
        return phones.slice(-100).some((phone) => ids.includes(phone));
        // The port reads what the flood sent, closed or not, in turn with everything else: on a
        // machine whose cores are busy with other work that takes minutes.
      },
      { timeoutMs: 180_000, everyMs: 1_000 },
    );
  });

  it('18 connections hoarding sub-packages keep nothing; a dashcam’s photo comes through', async () => {
    const hoarders = await Promise.all(
      Array.from({ length: 18 }, (_, i) =>
        Jt808Terminal.connect(alarms.server.port, nextPhone(), null, `127.2.0.${i + 1}`),
      ),
    );
    try {
      // Each starts a 64-package message and never finishes it.
      for (const [i, hoarder] of hoarders.entries())
        for (let n = 1; n < 64; n++)
          hoarder.socket.write(hoarder.frame(0x0801, Buffer.alloc(900, i), [64, n], 100 + n));
      const { truck, terminal } = await alarms.dashcam();
      const answer = await terminal.uploadPhoto(9, 1, media.jpeg, at);
      expect(answer.body.readUInt32BE(0)).toBe(9);
      expect(answer.body[4]).toBe(0); // nothing to send again: stored
      expect(reassemblyBytes()).toBe(0);
      await waitUntil('the photo stored', async () => {
        const [row] = await alarms.fleet.db.query<{ n: string }>(
          'select count(*) as n from media_images where truck_id = $1',
          [truck.id],
        );
        return Number(row!.n) === 1;
      });
    } finally {
      for (const hoarder of hoarders) hoarder.close();
    }
  });

  it('500 slow attachment sockets: health answers, a dashcam uploads its alarm file', async () => {
    const refusedBefore = await refusedOf('jt808_attachments');
    await healthAnswers(async () => {
      const flood = floodPort(alarms.server.attachmentPort!, {
        count: 500,
        addresses: 50,
        drip: Buffer.from([0x30]),
        dripMs: 1_000,
      });
      try {
        await flood.done;
        const { terminal, phone } = await alarms.dashcam();
        const identification = alarmIdentification('FLOOD01', at.time, 1, 1);
        expect(await reportAdas(terminal, identification)).toBe(0);
        const { alarmNumber } = await uploadRequest(terminal, identification);
        const upload = await alarms.uploader(phone);
        const name = 'flood.jpg';
        const files = [{ name, size: media.jpeg.length }];
        expect(await upload.alarmFiles(identification, alarmNumber, files)).toBe(0);
        expect((await upload.sendFile(name, media.jpeg)).done).toMatchObject({ result: 0 });
        // The slow sockets sent no frame: closed at the first-frame deadline, counted.
        await waitUntil(
          'the slow sockets closed',
          async () => (await refusedOf('jt808_attachments')) - refusedBefore >= 499,
          { timeoutMs: 60_000 },
        );
      } finally {
        flood.stop();
      }
    });
  });
});
