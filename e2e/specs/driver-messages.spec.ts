import { expect, test } from '../shared-page.js';
import type { TDriverMessageThread } from '@fleet/contracts';
import { Jt808Terminal } from '../../apps/server/test/support/jt808-terminal.js';
import {
  ADMIN,
  apiCall,
  apiLogin,
  createUser,
  JT808_PORT,
  openSignedIn,
  reportFix,
  signIn,
} from '../support.js';

test('office and driver exchange messages; a message typed offline is sent once back online', async ({
  browser,
  request,
}) => {
  test.slow(); // Two browsers against one console on a busy machine.
  const { username, password, adminToken } = await createUser(request, 'driver', 'laixetin');
  const digits = String(Date.now() % 100_000).padStart(5, '0');
  const deviceId = `tin-${digits}`;
  const created = await apiCall(request, adminToken, '/truck/create', {
    plate: `51F${digits}`,
    device_id: deviceId,
    driver_username: username,
  });
  expect(created.status).toBe(201);
  const truck = created.body.data as { id: number; plate_display: string };
  // A fix, so the truck has a row in the live list and a card.
  await reportFix(request, deviceId, {
    lat: 10.77,
    lon: 106.7,
    at: Math.floor(Date.now() / 1000) - 30,
    knots: 0,
  });

  const officeContext = await browser.newContext();
  const driverContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const office = await officeContext.newPage();
    await openSignedIn(office, ADMIN.username, ADMIN.password, '/location');
    await office.getByTestId('truck-search').fill(truck.plate_display);
    await office.getByTestId(`truck-row-${truck.id}`).click();
    await expect(office.getByTestId('truck-card')).toContainText(truck.plate_display);
    await office.getByTestId('truck-card-messages').click();
    const dialog = office.getByTestId('driver-messages-dialog');
    await expect(dialog).toContainText('Nguyễn Thị Kho');
    await dialog
      .getByTestId('driver-messages-text')
      .fill('Chiều nay 15:00 nhận hàng ở kho Tân Cảng');
    await dialog.getByTestId('driver-messages-send').click();
    const officeMessages = dialog.getByTestId('driver-messages-message-text');
    await expect(officeMessages).toHaveText(['Chiều nay 15:00 nhận hàng ở kho Tân Cảng']);
    await expect(dialog.getByTestId('driver-messages-text')).toHaveValue('');

    const driver = await driverContext.newPage();
    await signIn(driver, username, password);
    await expect(driver).toHaveURL(/\/driver$/);
    const section = driver.getByTestId('driver-messages-section');
    const driverMessages = section.getByTestId('driver-messages-message-text');
    await expect(driverMessages).toHaveText(['Chiều nay 15:00 nhận hàng ở kho Tân Cảng']);
    // Opened on the phone: the office sees it read.
    await expect(dialog.getByTestId('driver-messages-message')).toContainText('Đã xem', {
      timeout: 30_000,
    });

    await section.getByTestId('driver-messages-text').fill('Đã rõ, 14:45 tôi tới');
    await section.getByTestId('driver-messages-send').click();
    await expect(driverMessages).toHaveText([
      'Chiều nay 15:00 nhận hàng ở kho Tân Cảng',
      'Đã rõ, 14:45 tôi tới',
    ]);
    // Arrives in the office's open thread by itself.
    await expect(officeMessages).toHaveText(
      ['Chiều nay 15:00 nhận hàng ở kho Tân Cảng', 'Đã rõ, 14:45 tôi tới'],
      { timeout: 30_000 },
    );

    // Without a connection the message waits on the phone; back online it is sent, once.
    await driverContext.setOffline(true);
    await expect(driver.getByTestId('driver-offline')).toBeVisible();
    await section.getByTestId('driver-messages-text').fill('Xe đã tới cổng kho');
    await section.getByTestId('driver-messages-send').click();
    await expect(section.getByTestId('driver-messages-waiting')).toContainText('Chờ gửi');
    await expect(section.getByTestId('driver-messages-text')).toHaveValue('');
    await driverContext.setOffline(false);
    await expect(section.getByTestId('driver-messages-waiting')).toHaveCount(0, {
      timeout: 30_000,
    });
    await expect(driverMessages).toHaveText([
      'Chiều nay 15:00 nhận hàng ở kho Tân Cảng',
      'Đã rõ, 14:45 tôi tới',
      'Xe đã tới cổng kho',
    ]);
    await expect(officeMessages).toHaveText(
      ['Chiều nay 15:00 nhận hàng ở kho Tân Cảng', 'Đã rõ, 14:45 tôi tới', 'Xe đã tới cổng kho'],
      { timeout: 30_000 },
    );
    const driverToken = await apiLogin(request, username, password);
    const stored = await request.get('/api/driver/messages', { headers: { token: driverToken } });
    const thread = ((await stored.json()) as { data: TDriverMessageThread }).data;
    expect(thread.messages.filter((m) => m.text === 'Xe đã tới cổng kho')).toHaveLength(1);
    expect(thread.messages.map((m) => m.from)).toEqual(['office', 'driver', 'driver']);
  } finally {
    await officeContext.close();
    await driverContext.close();
  }
});

test("a message to a truck with a JT/T 808 dashcam goes to the dashcam's screen too", async ({
  page,
  request,
}) => {
  test.slow(); // A console started from its sources on a busy machine.
  const { username, adminToken } = await createUser(request, 'driver', 'laixecam');
  const digits = String(Date.now() % 100_000).padStart(5, '0');
  const phone = `1391${digits}02`;
  const created = await apiCall(request, adminToken, '/truck/create', {
    plate: `29D-${digits.slice(0, 3)}.${digits.slice(3)}`,
    device_id: phone,
    driver_username: username,
  });
  expect(created.status).toBe(201);
  const truck = created.body.data as { id: number; plate: string; plate_display: string };
  const terminal = await Jt808Terminal.connect(JT808_PORT, phone);
  try {
    const { result, code } = await terminal.register(truck.plate);
    expect(result).toBe(0);
    expect(await terminal.authenticate(code)).toBe(0);
    const local = new Date(Date.now() + 8 * 3_600_000 - 30_000).toISOString();
    const time = local.slice(2, 19).replace(/[-T:]/g, '');
    expect(await terminal.report({ lat: 20.86, lon: 106.68, time, speedKmh: 0 })).toBe(0);

    await openSignedIn(page, ADMIN.username, ADMIN.password, '/location');
    await page.getByTestId('truck-search').fill(truck.plate_display);
    await page.getByTestId(`truck-row-${truck.id}`).click();
    await page.getByTestId('truck-card-messages').click();
    const dialog = page.getByTestId('driver-messages-dialog');
    await dialog.getByTestId('driver-messages-dashcam').check();
    await dialog.getByTestId('driver-messages-text').fill('Về bãi Đình Vũ trước 17:00');
    await dialog.getByTestId('driver-messages-send').click();
    await expect(dialog.getByTestId('driver-messages-message-text')).toHaveText([
      'Về bãi Đình Vũ trước 17:00',
    ]);
    await expect(page.getByTestId('driver-text-status')).toHaveText(
      'Thiết bị trên xe đã nhận tin nhắn.',
    );
    expect(terminal.screen).toEqual(['Ve bai Dinh Vu truoc 17:00']);
  } finally {
    terminal.close();
  }
});
