import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZWarehouseChannelAdminListResponse,
  ZWarehouseVideoListResponse,
  type TWarehouseVideoListResponse,
} from '@fleet/contracts';
import { createUser } from '../factories.js';
import { startRtspServer, type RtspTestServer } from '../support/rtsp-server.js';
import { startSmtpServer, type SmtpTestServer } from '../support/smtp-server.js';
import { startTestConsole, type TestConsole } from '../test-console.js';

let fleet: TestConsole;
let rtsp: RtspTestServer;
let smtp: SmtpTestServer;

beforeAll(async () => {
  [rtsp, smtp] = await Promise.all([startRtspServer({ livePaths: 1 }), startSmtpServer()]);
  fleet = await startTestConsole({ SMTP_URL: `${smtp.url}?from=kho@fleet.test` });
  const saved = await fleet.call('POST', '/api/warehouse/channels/save', {
    token: fleet.adminToken,
    body: {
      ip: '127.0.0.1',
      channel: 1,
      name: 'Cổng kho A',
      warehouse: 'Kho Bình Dương',
      vendor: 'hikvision',
      port: rtsp.port,
      username: 'admin',
      password: 'mật-khẩu-kho',
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const mail = await fleet.call('POST', '/warehouse/add_email', {
    token: fleet.adminToken,
    body: { email: 'Bao.Ve@Example.com' },
  });
  expect(mail.status).toBe(201);
}, 60_000);

afterAll(async () => {
  await fleet?.close();
  await Promise.all([rtsp?.stop(), smtp?.stop()]);
});

async function list(start: string, end: string, token = fleet.adminToken) {
  return fleet.call<TWarehouseVideoListResponse>('POST', '/warehouse/get_list_video', {
    token,
    body: { ip: '127.0.0.1', channel: 1, start_date: start, end_date: end },
  });
}

/** Lists the range until no block is pending or downloading. */
async function settled(start: string, end: string, timeoutMs = 45_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = ZWarehouseVideoListResponse.parse((await list(start, end)).body);
    if (answer.data.every((v) => v.status === 'done' || v.status === 'failed')) return answer;
    if (Date.now() > deadline) throw new Error(`still running: ${JSON.stringify(answer.data)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function noticesOf(kind: string) {
  const answer = await fleet.call('POST', '/warehouse/notification_list', {
    token: fleet.adminToken,
    body: { limit: 50 },
  });
  return (answer.body.data as { kind: string; params: Record<string, unknown> }[]).filter(
    (n) => n.kind === kind,
  );
}

describe('warehouse channels', () => {
  it('never return the NVR password, and list for the admin', async () => {
    const all = await fleet.call('POST', '/api/warehouse/channels/list', {
      token: fleet.adminToken,
    });
    const [channel] = ZWarehouseChannelAdminListResponse.parse(all.body).data;
    expect(channel).toMatchObject({
      ip: '127.0.0.1',
      channel: 1,
      vendor: 'hikvision',
      has_password: true,
    });
    expect(JSON.stringify(all.body)).not.toContain('mật-khẩu-kho');
    const staff = await fleet.call('POST', '/warehouse/list_ip_channel', {
      token: fleet.adminToken,
    });
    expect(staff.body.data).toEqual([
      {
        ip: '127.0.0.1',
        channel: 1,
        name: 'Cổng kho A',
        warehouse: 'Kho Bình Dương',
        vendor: 'hikvision',
      },
    ]);
  });
});

describe('warehouse video downloads', () => {
  it('downloads a range to done with the right total size, playable behind its signed link', async () => {
    const first = await list('2026-11-20 10:00:00', '2026-11-20 10:00:05');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toHaveLength(1);
    expect(first.body.data[0]).toMatchObject({ status: 'pending', url: null });
    expect(first.body.data[0]!.playbackurl).toBe(
      `rtsp://127.0.0.1:${rtsp.port}/Streaming/tracks/101?starttime=20261120T100000Z&endtime=20261120T100005Z`,
    );

    const answer = await settled('2026-11-20 10:00:00', '2026-11-20 10:00:05');
    const [video] = answer.data;
    expect(video?.status, video?.error ?? '').toBe('done');
    const stored = await fleet.services.blobs.stat(`warehouse/videos/${video!.id}.mp4`);
    expect(stored!.size).toBeGreaterThan(10_000);
    expect(answer).toMatchObject({ total_done: 1, total_failed: 0, total_size: stored!.size });
    expect(video!.size).toBe(stored!.size);

    const file = await fleet.call('GET', video!.url!);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('video/mp4');
    expect(Number(file.headers['content-length'])).toBe(stored!.size);
    const part = await fleet.call('GET', video!.url!, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${stored!.size}`);
    const forged = await fleet.call('GET', video!.url!.replace(/s=[^&]+/, 's=forged'));
    expect(forged.status).toBe(403);

    // The clip is as long as the range asked (5 s of the NVR's recording).
    const copy = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wh-')), 'clip.mp4');
    await new Promise<void>((resolve, reject) => {
      void fleet.services.blobs
        .get(`warehouse/videos/${video!.id}.mp4`)
        .then((body) =>
          body.pipe(fs.createWriteStream(copy)).on('finish', resolve).on('error', reject),
        );
    });
    const duration = Number(
      execFileSync('ffprobe', [
        '-v',
        'error',
        '-show_entries',
        'format=duration',
        '-of',
        'csv=p=0',
        copy,
      ])
        .toString()
        .trim(),
    );
    expect(duration).toBeGreaterThan(4.5);
    expect(duration).toBeLessThan(5.5);

    // Listing again queues nothing new; the batch's notice went out once.
    const again = await list('2026-11-20 10:00:00', '2026-11-20 10:00:05');
    expect(again.body.data.map((v: { id: number }) => v.id)).toEqual([video!.id]);
    expect(await noticesOf('warehouse_batch_done')).toHaveLength(1);
  }, 60_000);

  it('fails with the reason while the NVR is down, mails the list, then redownloads', async () => {
    await rtsp.stop();
    await list('2026-11-20 11:00:00', '2026-11-20 11:00:03');
    const failed = await settled('2026-11-20 11:00:00', '2026-11-20 11:00:03');
    const [video] = failed.data;
    expect(video).toMatchObject({ status: 'failed', size: 0, url: null });
    expect(video!.error).toMatch(/refused/i);
    expect(video!.error).not.toContain('rtsp://');
    expect(failed).toMatchObject({ total_done: 0, total_failed: 1, total_size: 0 });

    const mail = await smtp.waitFor(
      (m) => m.data.includes('20261120T110000Z') || m.data.includes('11:00:00'),
    );
    expect(mail.to).toEqual(['bao.ve@example.com']);
    expect(mail.from).toBe('kho@fleet.test');
    expect(mail.data).not.toContain('mật-khẩu-kho');
    expect(await noticesOf('warehouse_batch_failed')).toHaveLength(1);
    expect(mail.data).toContain(
      '1 warehouse videos of channel 127.0.0.1:1 could not be downloaded',
    );

    // A redownload that fails again is mailed on its own (it belongs to no batch).
    const retry = await fleet.call('POST', '/warehouse/redownload', {
      token: fleet.adminToken,
      body: { playbackurl: video!.playbackurl },
    });
    expect(retry.status).toBe(200);
    const failedAgain = await settled('2026-11-20 11:00:00', '2026-11-20 11:00:03');
    expect(failedAgain.data[0]?.status).toBe('failed');
    await smtp.waitFor((m) => m !== mail && m.data.includes('11:00:00'));
    expect(await noticesOf('warehouse_batch_failed')).toHaveLength(1);

    await rtsp.restart();
    const again = await fleet.call('POST', '/warehouse/redownload', {
      token: fleet.adminToken,
      body: { playbackurl: video!.playbackurl },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.message).toBe('Redownload request sent successfully');
    expect(again.body.data.status).toBe('pending');
    const done = await settled('2026-11-20 11:00:00', '2026-11-20 11:00:03');
    expect(done.data[0]?.status, done.data[0]?.error ?? '').toBe('done');
    expect(done.total_size).toBeGreaterThan(0);

    const unknown = await fleet.call('POST', '/warehouse/redownload', {
      token: fleet.adminToken,
      body: { playbackurl: 'rtsp://10.9.9.9/none' },
    });
    expect(unknown.status).toBe(404);
    // Generous: under a full parallel suite the mail and download jobs wait their turn.
  }, 180_000);

  it('refuses bad ranges, naming the field', async () => {
    const backwards = await list('2026-11-20 12:00:00', '2026-11-20 11:00:00');
    expect(backwards.status).toBe(400);
    expect((backwards.body as unknown as { error: { message: string } }).error.message).toContain(
      'end_date',
    );
    const tooLong = await list('2026-11-01 00:00:00', '2026-11-03 00:00:00');
    expect(tooLong.status).toBe(400);
  });
});

describe('channel grants', () => {
  it('answer 403 without the channel grant, and the list once granted', async () => {
    const guard = await createUser(fleet, { role: 'warehouse_security' });
    const channels = await fleet.call('POST', '/warehouse/list_ip_channel', { token: guard.token });
    expect(channels.status).toBe(200);
    expect(channels.body.data).toEqual([]);
    expect((await list('2026-11-20 10:00:00', '2026-11-20 10:00:05', guard.token)).status).toBe(
      403,
    );
    const [video] = (await list('2026-11-20 10:00:00', '2026-11-20 10:00:05')).body.data;
    const redownload = await fleet.call('POST', '/warehouse/redownload', {
      token: guard.token,
      body: { playbackurl: video!.playbackurl },
    });
    expect(redownload.status).toBe(403);

    const grant = await fleet.call('POST', '/fleet/roles/add_resources', {
      token: fleet.adminToken,
      body: { username: guard.username, type: 'ip_channel', keys: ['127.0.0.1:1'] },
    });
    expect(grant.status, JSON.stringify(grant.body)).toBe(200);
    const granted = await list('2026-11-20 10:00:00', '2026-11-20 10:00:05', guard.token);
    expect(granted.status).toBe(200);
    expect(granted.body.data[0]!.status).toBe('done');

    const driver = await createUser(fleet, { role: 'driver' });
    expect(
      (await fleet.call('POST', '/warehouse/list_ip_channel', { token: driver.token })).status,
    ).toBe(403);
    expect(
      (await fleet.call('POST', '/api/warehouse/channels/list', { token: guard.token })).status,
    ).toBe(403);
  });
});

describe('notification mail list', () => {
  it('adds (validated, lower case, once), lists and deletes addresses', async () => {
    const bad = await fleet.call('POST', '/warehouse/add_email', {
      token: fleet.adminToken,
      body: { email: 'not-an-address' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('email');
    for (const email of ['quan.ly@example.com', 'QUAN.LY@example.com']) {
      const added = await fleet.call('POST', '/warehouse/add_email', {
        token: fleet.adminToken,
        body: { email },
      });
      expect(added.status).toBe(201);
    }
    const listed = await fleet.call('POST', '/warehouse/get_email_list', {
      token: fleet.adminToken,
    });
    expect(listed.body.data).toEqual([
      { email: 'bao.ve@example.com' },
      { email: 'quan.ly@example.com' },
    ]);
    const deleted = await fleet.call('POST', '/warehouse/delete', {
      token: fleet.adminToken,
      body: { email: 'quan.ly@example.com' },
    });
    expect(deleted.body.data).toEqual({ deleted: 1 });
  });

  it('sends the daily summary to the list', async () => {
    await fleet.services.warehouse.mails.dailySummary();
    const mail = await smtp.waitFor((m) => m.data.includes('Daily summary'));
    expect(mail.to).toEqual(['bao.ve@example.com']);
    expect(mail.data).toContain('127.0.0.1:1');
  });
});
