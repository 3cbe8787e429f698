import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../shared-page.js';
import { Jt808Terminal } from '../../apps/server/test/support/jt808-terminal.js';
import { ADMIN, apiCall, apiLogin, JT808_PORT, openSignedIn } from '../support.js';

/** Five digits unique to this run, so plates and phone numbers do not clash with other specs. */
const runDigits = () => String(Date.now() % 100_000).padStart(5, '0');

/** A JPEG of ffmpeg's test pattern. */
function makeJpeg(): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-jt808-'));
  const file = path.join(dir, 'frame.jpg');
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=320x240:rate=1',
    '-frames:v',
    '1',
    file,
  ]);
  const jpeg = fs.readFileSync(file);
  fs.rmSync(dir, { recursive: true, force: true });
  return jpeg;
}

/** A truck whose device id is a dashcam's phone number, and that dashcam signed in over TCP. */
async function truckWithDashcam(request: APIRequestContext, token: string) {
  const digits = runDigits();
  const phone = `1390${digits}01`;
  const created = await apiCall(request, token, '/truck/create', {
    plate: `29C-${digits.slice(0, 3)}.${digits.slice(3)}`,
    name: 'Xe camera JT/T 808',
    device_id: phone,
  });
  expect(created.status).toBe(201);
  const truck = created.body.data as { id: number; plate: string; plate_display: string };
  const terminal = await Jt808Terminal.connect(JT808_PORT, phone);
  const { result, code } = await terminal.register(truck.plate);
  expect(result).toBe(0);
  expect(await terminal.authenticate(code)).toBe(0);
  // A fix now, so the truck has a place on the map and a row in the live list.
  const local = new Date(Date.now() + 8 * 3_600_000 - 30_000).toISOString();
  const time = local.slice(2, 19).replace(/[-T:]/g, '');
  expect(await terminal.report({ lat: 20.86, lon: 106.68, time, speedKmh: 30 })).toBe(0);
  return { truck, terminal };
}

test('a dashcam speaking JT/T 808: text to the driver from the truck card, and the refusals in words', async ({
  page,
  request,
}) => {
  test.slow(); // A console started from its sources on a busy machine.
  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  const { truck, terminal } = await truckWithDashcam(request, token);
  try {
    await openSignedIn(page, ADMIN.username, ADMIN.password, '/location');
    await page.getByTestId('truck-search').fill(truck.plate_display);
    await page.getByTestId(`truck-row-${truck.id}`).click();
    await expect(page.getByTestId('truck-card')).toContainText(truck.plate_display);

    await page.getByTestId('truck-card-driver-text').click();
    const dialog = page.getByTestId('driver-text-dialog');
    await dialog.getByTestId('driver-text-text').fill('Về bãi Đình Vũ trước 17:00');
    await dialog.getByTestId('driver-text-send').click();
    await expect(page.getByTestId('driver-text-status')).toHaveText(
      'Thiết bị trên xe đã nhận tin nhắn.',
    );
    await expect(dialog).toHaveCount(0);
    expect(terminal.screen).toEqual(['Ve bai Dinh Vu truoc 17:00']);

    // The device drops off: the same button says so, in words a dispatcher can act on.
    terminal.close();
    await expect
      .poll(
        async () =>
          (await apiCall(request, token, '/api/jt808/terminal', { truck_plate: truck.plate })).body
            .data.connected,
      )
      .toBe(false);
    await page.getByTestId('truck-card-driver-text').click();
    await dialog.getByTestId('driver-text-text').fill('Gọi về văn phòng');
    await dialog.getByTestId('driver-text-send').click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Thiết bị trên xe đang không kết nối với hệ thống. Hãy thử lại khi xe bật máy và có sóng.',
    );
  } finally {
    terminal.close();
  }
});

test('a dashcam speaking JT/T 808: take a photo now from the image history', async ({
  page,
  request,
}) => {
  test.slow(); // A console started from its sources on a busy machine.
  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  const { truck, terminal } = await truckWithDashcam(request, token);
  const jpeg = makeJpeg();
  // The simulator uploads its photo stamped 2026-03-01 12:00 in its +08:00 clock.
  terminal.answers.photo = () => jpeg;
  // A truck with an OsmAnd phone gets no button.
  const phoneTruck = await apiCall(request, token, '/truck/create', {
    plate: `29D-${runDigits().slice(0, 3)}.99`,
    device_id: `e2e-phone-${runDigits()}`,
  });
  expect(phoneTruck.status).toBe(201);
  try {
    await openSignedIn(page, ADMIN.username, ADMIN.password, '/management/image');
    const choose = async (plate: string) => {
      await page.getByTestId('media-truck').fill(plate.slice(0, 6));
      await page.getByRole('option', { name: new RegExp(plate.replace('.', '\\.')) }).click();
      await page.getByTestId('media-from').fill('01/03/2026 00:00');
      await page.getByTestId('media-to').fill('01/03/2026 23:59');
      await page.getByTestId('media-show').click();
    };

    await choose((phoneTruck.body.data as { plate_display: string }).plate_display);
    await expect(page.getByText('Không có hình ảnh nào')).toBeVisible();
    await expect(page.getByTestId('take-photo')).toHaveCount(0);

    await choose(truck.plate_display);
    await page.getByTestId('take-photo').click();
    await expect(page.getByTestId('take-photo-status')).toContainText(
      'Thiết bị đã chụp 1 ảnh ở camera 1',
    );
    // The upload comes by itself; the list is asked again until it shows.
    await expect(page.locator('[data-testid^="image-thumb-"]')).toHaveCount(1, {
      timeout: 30_000,
    });

    // A channel without a camera: the device refuses, and the page says so.
    terminal.answers.photo = () => null;
    await page.getByTestId('take-photo').click();
    await expect(page.getByTestId('take-photo-status')).toHaveText(
      'Không chụp được ảnh. Thiết bị trên xe từ chối lệnh hoặc không hỗ trợ lệnh này.',
    );
  } finally {
    terminal.close();
  }
});
