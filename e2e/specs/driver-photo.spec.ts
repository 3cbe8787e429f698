import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { TImage } from '@fleet/contracts';
import {
  ADMIN,
  apiCall,
  chooseMediaTruck,
  driverWithTruck,
  importTodaysDelivery,
  openSignedIn,
  scrollsSideways,
  signIn,
  wall,
} from '../support.js';

/** Where the phone is when the photo is taken. */
const PHONE = { latitude: 10.8512, longitude: 106.7523 };

test.use({
  viewport: { width: 390, height: 844 },
  geolocation: PHONE,
  permissions: ['geolocation'],
});

/** A phone camera's photo: a 2400×1800 JPEG of ffmpeg's test pattern. */
function cameraPhoto(): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-photo-'));
  const file = path.join(dir, 'IMG_0001.jpg');
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=2400x1800',
    '-frames:v',
    '1',
    file,
  ]);
  const photo = fs.readFileSync(file);
  fs.rmSync(dir, { recursive: true, force: true });
  return photo;
}

/** The truck's proof-of-delivery photos of today in its image history, as the office sees them. */
async function deliveryPhotos(request: APIRequestContext, token: string, plate: string) {
  const day = wall(Date.now() / 1000).slice(0, 10);
  const answer = await apiCall(request, token, '/image/get_list', {
    truck_plate: plate,
    start_time: `${day} 00:00:00`,
    end_time: `${day} 23:59:59`,
  });
  expect(answer.status).toBe(200);
  return (answer.body.data as TImage[]).filter((image) => image.proof_of_delivery !== null);
}

test('a delivery photo taken offline is sent once back online and shows in the image history where the phone was', async ({
  page,
  request,
  browser,
}) => {
  const { username, password, adminToken, truck } = await driverWithTruck(request, 'laixeanh');
  const order = `DH-POD-${Date.now().toString(36)}`;
  await importTodaysDelivery(request, adminToken, truck.plate_display, order);

  await signIn(page, username, password);
  await expect(page).toHaveURL(/\/driver$/);
  const trip = page.locator('[data-testid^="driver-trip-"]').filter({ hasText: order });
  const take = trip.locator('[data-testid$="-destination-take"]');
  await expect(take).toContainText('Chụp ảnh giao hàng');
  // The pick-up takes its proof too.
  await expect(trip.locator('[data-testid$="-origin-take"]')).toContainText('Chụp ảnh nhận hàng');
  // The phone opens its back camera for it.
  await expect(trip.locator('[data-testid$="-destination-input"]')).toHaveAttribute(
    'capture',
    'environment',
  );

  // No network: the photo is kept on the phone, nothing reaches the server.
  await page.context().setOffline(true);
  const chooser = page.waitForEvent('filechooser');
  await take.click();
  await (
    await chooser
  ).setFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: cameraPhoto() });
  await expect(trip.locator('[data-testid$="-destination-waiting"]')).toHaveText('1 ảnh chờ gửi');
  expect(await scrollsSideways(page)).toBe(false);
  expect(await deliveryPhotos(request, adminToken, truck.plate_display)).toHaveLength(0);

  // Back online: sent, once.
  await page.context().setOffline(false);
  await expect(trip.locator('[data-testid$="-destination-sent"]')).toHaveText('Đã gửi 1 ảnh');
  await expect(trip.locator('[data-testid$="-destination-waiting"]')).toHaveCount(0);
  await page.reload();
  const again = page.locator('[data-testid^="driver-trip-"]').filter({ hasText: order });
  await expect(again.locator('[data-testid$="-destination-sent"]')).toHaveText('Đã gửi 1 ảnh');
  await expect(again.locator('[data-testid$="-destination-waiting"]')).toHaveCount(0);
  const stored = await deliveryPhotos(request, adminToken, truck.plate_display);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({
    lat: PHONE.latitude,
    lon: PHONE.longitude,
    proof_of_delivery: {
      order_code: order,
      stop: 'destination',
      taken_by: username,
      taken_by_name: 'Nguyễn Thị Kho',
    },
  });

  // The office finds it in the truck's image history, placed and marked as proof of delivery.
  const office = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const desk = await office.newPage();
  await openSignedIn(desk, ADMIN.username, ADMIN.password, '/management/image');
  await chooseMediaTruck(desk, truck.plate_display, wall(Date.now() / 1000).slice(0, 10));
  const thumb = desk.locator('[data-testid^="image-thumb-"]');
  await expect(thumb).toHaveCount(1);
  // The driver by full name; the login only on hover.
  const pod = desk.getByTestId(`image-pod-${stored[0]!.id}`);
  await expect(pod).toHaveText(`Ảnh giao hàng ${order} (điểm đến) – Nguyễn Thị Kho`);
  await expect(pod).toHaveAttribute('title', new RegExp(`\\(${username}\\)$`));
  await expect(thumb).toContainText('Ảnh giao hàng');
  await expect(desk.getByTestId(`image-address-${stored[0]!.id}`)).toBeVisible();
  await thumb.click();
  // Made smaller on the phone: its longest side 1,600 px.
  await expect
    .poll(() =>
      desk
        .getByTestId('image-viewer-img')
        .evaluate((img: { naturalWidth: number }) => img.naturalWidth),
    )
    .toBe(1600);
  await expect(desk.getByTestId('image-viewer-pod')).toContainText(order);
  await office.close();
});
