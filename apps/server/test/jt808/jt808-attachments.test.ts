import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Jt808Server } from '../../src/areas/intake/jt808/jt808-server.js';
import { createUser } from '../factories.js';
import { makeMediaFixtures } from '../media/media-fixtures.js';
import {
  alarmIdentification,
  dataPacket,
  reportAdas,
  uploadRequest,
  uploadRequests,
} from '../support/alarm-uploader.js';
import { waitUntil } from '../support/wait-until.js';
import type { TestConsole } from '../test-console.js';
import { startAlarmConsole, type AlarmConsole } from './alarm-console.js';

let alarms: AlarmConsole;
let fleet: TestConsole;
let server: Jt808Server;
let media: ReturnType<typeof makeMediaFixtures>;

beforeAll(async () => {
  alarms = await startAlarmConsole();
  ({ fleet, server } = alarms);
  media = makeMediaFixtures();
});
afterAll(async () => {
  await alarms?.close();
  media?.remove();
});

const dashcam = () => alarms.dashcam();
const uploader = (phone: string) => alarms.uploader(phone);

const warningsOf = async (plate: string, token = fleet.adminToken) =>
  (await fleet.call('POST', '/canh_bao/list_canh_bao', { token, body: { plate } })).body.data as {
    id_canh_bao: number;
    type: string;
    params: Record<string, string>;
    attachments: number;
  }[];

describe('JT/T 808 active-safety alarms and their attachments (T/JSATL12)', () => {
  it('raises one warning per alarm, asks for its files, stores and serves them', async () => {
    const { truck, terminal, phone } = await dashcam();
    const identification = alarmIdentification('DASH001', '260301083000', 0, 2);
    expect(await reportAdas(terminal, identification)).toBe(0);

    const request = await uploadRequest(terminal, identification);
    expect(request).toMatchObject({
      host: '127.0.0.1',
      tcpPort: server.attachmentPort,
      udpPort: 0,
    });
    expect(request.identification.equals(identification)).toBe(true);
    expect(request.alarmNumber).toMatch(/^[0-9a-f]{32}$/);
    expect(request.reserved.equals(Buffer.alloc(16))).toBe(true);

    // The same alarm reported again raises nothing new and asks for nothing again; a second
    // alarm (lane departure, no files) is a warning of its own and asks for nothing.
    expect(await reportAdas(terminal, identification)).toBe(0);
    const second = alarmIdentification('DASH001', '260301083005', 1, 0);
    expect(await reportAdas(terminal, second, 0x02)).toBe(0);
    await waitUntil('two warnings', async () => (await warningsOf(truck.plate)).length === 2);
    const warnings = await warningsOf(truck.plate);
    expect(warnings.map((w) => [w.type, w.params.alarm]).sort()).toEqual([
      ['device_alarm', 'forwardCollision'],
      ['device_alarm', 'laneDeparture'],
    ]);
    expect(uploadRequests(terminal, identification)).toHaveLength(1);
    expect(uploadRequests(terminal, second)).toHaveLength(0);
    const warning = warnings.find((w) => w.params.alarm === 'forwardCollision')!;

    const jpegName = '00_64_6401_0_' + request.alarmNumber + '.jpg';
    const mp4Name = '02_64_6401_0_' + request.alarmNumber + '.mp4';
    const upload = await uploader(phone);
    expect(
      await upload.alarmFiles(identification, request.alarmNumber, [
        { name: jpegName, size: media.jpeg.length },
        { name: mp4Name, size: media.mp4.length },
      ]),
    ).toBe(0);

    // The JPEG in three packets, the second header cut across two writes.
    expect(await upload.fileInfo(jpegName, 0, media.jpeg.length)).toBe(0);
    const third = Math.ceil(media.jpeg.length / 3);
    const packets = [0, 1, 2].map((n) =>
      dataPacket(jpegName, n * third, media.jpeg.subarray(n * third, (n + 1) * third)),
    );
    upload.socket.write(packets[0]!);
    upload.socket.write(packets[1]!.subarray(0, 20));
    upload.socket.write(packets[1]!.subarray(20));
    upload.socket.write(packets[2]!);
    expect(await upload.fileDone(jpegName, 0, media.jpeg.length, 1)).toEqual({
      type: 0,
      result: 0,
      missing: [],
    });

    // The MP4 with a range missing: asked again with 0x9212 result 1, then complete. A frame
    // with a bad check code on the way is dropped and the connection goes on.
    expect(await upload.fileInfo(mp4Name, 2, media.mp4.length)).toBe(0);
    const gap = { offset: 1000, length: 2000 };
    upload.socket.write(dataPacket(mp4Name, 0, media.mp4.subarray(0, gap.offset)));
    const broken = upload.terminal.frame(0x0002, Buffer.alloc(0));
    const check = broken.length - 2;
    broken[check] = broken[check] === 0x01 ? 0x02 : 0x01; // a wrong check code, no new flag
    upload.socket.write(broken);
    const after = gap.offset + gap.length;
    upload.socket.write(dataPacket(mp4Name, after, media.mp4.subarray(after)));
    expect(await upload.fileDone(mp4Name, 2, media.mp4.length, 1)).toEqual({
      type: 2,
      result: 1,
      missing: [gap],
    });
    upload.socket.write(dataPacket(mp4Name, gap.offset, media.mp4.subarray(gap.offset, after)));
    expect(await upload.fileDone(mp4Name, 2, media.mp4.length, 2)).toEqual({
      type: 2,
      result: 0,
      missing: [],
    });

    // A file over the size limit is refused before any byte of it.
    expect(await upload.fileInfo('03_64_6401_0_big.bin', 4, 100 * 1024 * 1024)).toBe(1);

    const [listed] = (await warningsOf(truck.plate)).filter(
      (w) => w.id_canh_bao === warning.id_canh_bao,
    );
    expect(listed!.attachments).toBe(2);
    const answer = await fleet.call('GET', `/api/warnings/${warning.id_canh_bao}/attachments`, {
      token: fleet.adminToken,
    });
    expect(answer.status).toBe(200);
    const files = answer.body.data as {
      name: string;
      kind: string;
      content_type: string;
      size: number;
      url: string;
    }[];
    expect(
      files.map(({ name, kind, content_type, size }) => ({ name, kind, content_type, size })),
    ).toEqual([
      { name: jpegName, kind: 'image', content_type: 'image/jpeg', size: media.jpeg.length },
      { name: mp4Name, kind: 'video', content_type: 'video/mp4', size: media.mp4.length },
    ]);
    const image = await fleet.app.inject({ method: 'GET', url: files[0]!.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload.equals(media.jpeg)).toBe(true);
    const video = await fleet.app.inject({
      method: 'GET',
      url: files[1]!.url,
      headers: { range: 'bytes=0-99' },
    });
    expect(video.statusCode).toBe(206);
    expect(video.headers['content-type']).toBe('video/mp4');
    expect(video.rawPayload.equals(media.mp4.subarray(0, 100))).toBe(true);
    // The link is the permission: altered, it opens nothing.
    const altered = files[0]!.url.replace(/s=[^&]+/, 's=' + 'A'.repeat(43));
    expect((await fleet.app.inject({ method: 'GET', url: altered })).statusCode).toBe(403);

    // Users who may not see the truck get no list; nobody gets a 5xx.
    const stranger = await createUser(fleet, { role: 'driver' });
    await fleet.call('POST', '/fleet/roles/add_resources', {
      token: fleet.adminToken,
      body: { username: stranger.username, type: 'page', keys: ['warning'] },
    });
    const strangerToken = await fleet.tokenFor(stranger.username);
    const denied = await fleet.call('GET', `/api/warnings/${warning.id_canh_bao}/attachments`, {
      token: strangerToken,
    });
    expect(denied.status).toBe(404);
    expect(await warningsOf(truck.plate, strangerToken)).toEqual([]);
    const noPage = await createUser(fleet, { role: 'driver' });
    const noPageAnswer = await fleet.call(
      'GET',
      `/api/warnings/${warning.id_canh_bao}/attachments`,
      { token: await fleet.tokenFor(noPage.username) },
    );
    expect(noPageAnswer.status).toBe(403);
    for (const id of ['0', 'abc', '99999999999'])
      expect(
        (await fleet.call('GET', `/api/warnings/${id}/attachments`, { token: fleet.adminToken }))
          .status,
      ).toBe(400);
    expect(
      (await fleet.call('GET', '/api/warnings/987654/attachments', { token: fleet.adminToken }))
        .status,
    ).toBe(404);

    // Deleting the warning deletes its files: rows and blobs.
    const stored = () =>
      fleet.db.query<{ blob_key: string }>(
        'select blob_key from alarm_attachments where truck_id = $1',
        [truck.id],
      );
    const keys = (await stored()).map((row) => row.blob_key);
    expect(keys).toHaveLength(2);
    const deleted = await fleet.call('POST', '/canh_bao/xoa_canh_bao', {
      token: fleet.adminToken,
      body: { id_canh_bao: warning.id_canh_bao },
    });
    expect(deleted.body.data).toEqual({ deleted: 1 });
    expect((await fleet.app.inject({ method: 'GET', url: files[0]!.url })).statusCode).toBe(404);
    expect(await stored()).toEqual([]);
    for (const key of keys) expect(await fleet.services.blobs.stat(key)).toBeNull();
  });

  it('refuses files of an alarm the console did not ask for', async () => {
    const { terminal, phone } = await dashcam();
    const identification = alarmIdentification('DASH002', '260301084000', 0, 1);
    expect(await reportAdas(terminal, identification, 0x03)).toBe(0);
    const request = await uploadRequest(terminal, identification);
    const upload = await uploader(phone);
    const closed = new Promise<void>((resolve) => upload.socket.once('close', () => resolve()));
    const wrong = 'f'.repeat(32);
    expect(wrong).not.toBe(request.alarmNumber);
    expect(await upload.alarmFiles(identification, wrong, [{ name: 'x.jpg', size: 10 }])).toBe(1);
    await closed;
    // The right number from another terminal (another truck) is refused too.
    const other = await dashcam();
    const foreign = await uploader(other.phone);
    expect(
      await foreign.alarmFiles(identification, request.alarmNumber, [{ name: 'x.jpg', size: 10 }]),
    ).toBe(1);
  });
});
