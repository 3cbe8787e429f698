import ExcelJS from 'exceljs';
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../shared-page.js';
import { ADMIN, apiCall, apiLogin, openSignedIn } from '../support.js';

const DEPOT = { lat: 10.8, lon: 106.7 };
const CUSTOMER = { lat: 10.85, lon: 106.75 };
/** Yesterday 08:00 in the company zone (UTC+7), as epoch milliseconds. */
const yesterday8 = () => {
  const now = new Date(Date.now() + 7 * 3_600_000);
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1, 1, 0);
};
const wall = (ms: number) =>
  new Date(ms + 7 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

async function workbook(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Chuyen');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A truck that leaves the depot at 08:10 and reaches the customer at 09:00, every 5 minutes. */
async function driveYesterday(request: APIRequestContext, token: string, deviceId: string) {
  const key = await apiCall(request, token, '/api/devices/key', { device_id: deviceId });
  const start = yesterday8();
  const positions = [
    ...[0, 5].map((m) => ({ minute: m, ...DEPOT, speed_kmh: 0 })),
    ...Array.from({ length: 10 }, (_, i) => ({
      minute: 10 + i * 5,
      lat: DEPOT.lat + ((CUSTOMER.lat - DEPOT.lat) * (i + 1)) / 10,
      lon: DEPOT.lon + ((CUSTOMER.lon - DEPOT.lon) * (i + 1)) / 10,
      speed_kmh: 40,
    })),
  ].map(({ minute, ...fix }) => ({
    device_id: deviceId,
    time: new Date(start + minute * 60_000).toISOString(),
    ...fix,
  }));
  const response = await request.post('/api/ingest/positions', {
    data: { positions },
    headers: { 'x-device-key': key.body.data.key },
  });
  expect(response.status()).toBe(200);
}

test('an Excel trip plan uploads with its row errors, then shows trips, errors and a trip', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  const digits = String(Date.now() % 100_000).padStart(5, '0');
  const deviceId = `excel-e2e-${digits}`;
  const truck = await apiCall(request, token, '/truck/create', {
    plate: `51C${digits}`,
    device_id: deviceId,
  });
  expect(truck.status).toBe(201);
  const plate = truck.body.data.plate_display as string;
  await driveYesterday(request, token, deviceId);

  const start = yesterday8();
  const order = `DH-E2E-${digits}`;
  const file = await workbook([
    [
      'Biển số',
      'Tài xế',
      'Giờ đi dự kiến',
      'Giờ đến dự kiến',
      'Điểm đi',
      'Điểm đến',
      'Km dự kiến',
      'Mã đơn hàng',
    ],
    [
      plate,
      'Nguyễn Văn A',
      wall(start),
      wall(start + 2 * 3_600_000),
      '10.8, 106.7',
      '10.85, 106.75',
      8,
      order,
    ],
    [
      plate,
      'Nguyễn Văn A',
      wall(start + 20 * 3_600_000),
      wall(start + 22 * 3_600_000),
      'Kho B',
      'Kho C',
      30,
      '',
    ],
    ['99Z99999', 'Trần B', wall(start), wall(start + 3_600_000), 'Kho B', 'Kho C', 10, ''],
  ]);

  // A proof-of-delivery photo of the first trip's order (a 1×1 PNG).
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const photo = await request.post('/tms/don_hang/upload_image', {
    headers: { token },
    multipart: {
      ma_don_hang: order,
      files: { name: 'giao-hang.png', mimeType: 'image/png', buffer: png },
    },
  });
  expect(photo.status()).toBe(201);

  await openSignedIn(page, ADMIN.username, ADMIN.password, '/management/excel-report');
  await expect(page.getByTestId('page-title')).toHaveText('Báo cáo Excel');
  await page.getByTestId('excel-upload-open').click();
  await page.getByTestId('excel-upload-input').setInputFiles({
    name: `ke-hoach-${digits}.xlsx`,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  });
  await page.getByTestId('excel-upload-submit').click();
  const errors = page.getByTestId('excel-upload-row-errors');
  await expect(errors).toContainText('Dòng 4, cột A');
  // Worded by the error's code in the interface language, with the column's header.
  await expect(errors).toContainText('Biển số: Không có xe biển số "99Z99999"');

  await page.getByTestId('excel-upload-partial').click();
  await expect(page).toHaveURL(/\/management\/excel-report\/[^/]+\/trips$/);
  const table = page.getByTestId('data-table');
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(page.getByTestId('trip-status-on_time')).toBeVisible();
  await expect(page.getByTestId('trip-status-not_started')).toBeVisible();

  await page.getByTestId('excel-file-tab-errors').click();
  await expect(page).toHaveURL(/\/errors$/);
  await expect(page.getByTestId('data-table')).toContainText('99Z99999');
  await page.getByTestId('excel-file-tab-summary').click();
  await expect(page.getByTestId('excel-summary')).toContainText(`ke-hoach-${digits}.xlsx`);
  await page.getByTestId('excel-file-tab-sheet').click();
  await expect(page.getByTestId('excel-sheet')).toContainText('Mã đơn hàng');

  await page.getByTestId('excel-file-tab-trips').click();
  await page.getByRole('link', { name: 'Chi tiết chuyến dòng 2' }).click();
  await expect(page).toHaveURL(/\/trip\/\d+$/);
  await expect(page.getByTestId('trip-facts')).toContainText(wall(start + 10 * 60_000));
  await expect(page.getByTestId('trip-map').locator('canvas')).toBeVisible();
  await expect(page.getByTestId('order-photos')).toContainText(order);
  await expect(
    page.getByTestId('order-photos').getByRole('img', { name: 'giao-hang.png' }),
  ).toBeVisible();

  await page.goto('/management/excel-report');
  await expect(page.getByRole('link', { name: `Mở tệp ke-hoach-${digits}.xlsx` })).toBeVisible();
});
