import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../shared-page.js';
import {
  adasItem,
  alarmIdentification,
  AlarmUploader,
  dataPacket,
} from '../../apps/server/test/support/alarm-uploader.js';
import { Jt808Terminal, locationBody } from '../../apps/server/test/support/jt808-terminal.js';
import { waitUntil } from '../../apps/server/test/support/wait-until.js';
import { ADMIN, apiCall, apiLogin, JT808_PORT, openSignedIn } from '../support.js';

/** A JPEG and a short H.264 MP4 of ffmpeg's test pattern. */
function makeMedia() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-alarm-files-'));
  const src = ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=2:size=320x240:rate=10'];
  const jpeg = path.join(dir, 'frame.jpg');
  const mp4 = path.join(dir, 'clip.mp4');
  execFileSync('ffmpeg', [...src, '-frames:v', '1', jpeg]);
  execFileSync('ffmpeg', [...src, '-pix_fmt', 'yuv420p', '-c:v', 'libx264', mp4]);
  const media = { jpeg: fs.readFileSync(jpeg), mp4: fs.readFileSync(mp4) };
  fs.rmSync(dir, { recursive: true, force: true });
  return media;
}

test('an ADAS alarm of a dashcam: its photo and clip are shown with the warning', async ({
  page,
  request,
}) => {
  test.slow(); // ffmpeg and a console on a busy machine.
  const media = makeMedia();
  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  const digits = String(Date.now() % 100_000).padStart(5, '0');
  const phone = `1391${digits}02`;
  const created = await apiCall(request, token, '/truck/create', {
    plate: `51C-${digits.slice(0, 3)}.${digits.slice(3)}`,
    name: 'Xe camera ADAS',
    device_id: phone,
  });
  expect(created.status).toBe(201);
  const truck = created.body.data as { plate: string };

  const terminal = await Jt808Terminal.connect(JT808_PORT, phone);
  let upload: AlarmUploader | null = null;
  try {
    await terminal.signIn();
    // A minute ago on the dashcam's clock (JT/T 808: +08:00), so the warning is the newest.
    const local = new Date(Date.now() + 8 * 3_600_000 - 60_000).toISOString();
    const at = { lat: 10.7769, lon: 106.7009, time: local.slice(2, 19).replace(/[-T:]/g, '') };
    const identification = alarmIdentification('ADAS001', at.time, 0, 2);
    const body = Buffer.concat([locationBody(at), adasItem({ identification, type: 1, ...at })]);
    expect((await terminal.answer(terminal.send(0x0200, body))).body[4]).toBe(0);
    await waitUntil('0x9208', () => terminal.received.some((m) => m.msgId === 0x9208), {
      everyMs: 20,
    });
    const request9208 = terminal.received.find((m) => m.msgId === 0x9208)!.body;
    const hostLength = request9208[0]!;
    const port = request9208.readUInt16BE(1 + hostLength);
    const alarmNumber = request9208
      .subarray(1 + hostLength + 4 + 16, 1 + hostLength + 4 + 48)
      .toString('latin1');

    upload = await AlarmUploader.connect(port, phone);
    const files = [
      { name: `00_64_6401_0_${alarmNumber}.jpg`, type: 0, bytes: media.jpeg },
      { name: `02_64_6401_0_${alarmNumber}.mp4`, type: 2, bytes: media.mp4 },
    ];
    const list = files.map(({ name, bytes }) => ({ name, size: bytes.length }));
    expect(await upload.alarmFiles(identification, alarmNumber, list)).toBe(0);
    for (const { name, type, bytes } of files) {
      expect(await upload.fileInfo(name, type, bytes.length)).toBe(0);
      for (let offset = 0; offset < bytes.length; offset += 65_536)
        upload.socket.write(dataPacket(name, offset, bytes.subarray(offset, offset + 65_536)));
      expect((await upload.fileDone(name, type, bytes.length, 1)).result).toBe(0);
    }

    const warnings = await apiCall(request, token, '/canh_bao/list_canh_bao', {
      plate: truck.plate,
    });
    const [warning] = warnings.body.data as { id_canh_bao: number; attachments: number }[];
    expect(warning!.attachments).toBe(2);

    await openSignedIn(page, ADMIN.username, ADMIN.password, '/warning');
    await page.getByTestId(`warning-files-${warning!.id_canh_bao}`).click();
    const dialog = page.getByRole('dialog', { name: 'Tệp camera gửi kèm cảnh báo' });
    await expect(dialog).toBeVisible();
    const image = dialog.locator('img');
    await expect(image).toHaveCount(1);
    await expect
      .poll(() =>
        image.evaluate((element) => (element as unknown as { naturalWidth: number }).naturalWidth),
      )
      .toBe(320);
    const video = dialog.locator('video');
    await expect
      .poll(() =>
        video.evaluate((element) => (element as unknown as { videoWidth: number }).videoWidth),
      )
      .toBe(320);
    await expect(dialog.getByRole('link', { name: 'Tải xuống' })).toHaveCount(2);
  } finally {
    upload?.close();
    terminal.close();
  }
});
