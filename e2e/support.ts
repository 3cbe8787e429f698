import ExcelJS from 'exceljs';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const ADMIN = { username: 'admin', password: 'e2e-admin-password' };

export async function apiLogin(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<string> {
  const response = await request.post('/user/login', { data: { username, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { access_token: string } }).data.access_token;
}

export async function apiCall(
  request: APIRequestContext,
  token: string,
  path: string,
  data: unknown,
  method: 'post' | 'put' | 'delete' = 'post',
) {
  const response = await request[method](path, { data, headers: { token } });
  return { status: response.status(), body: await response.json() };
}

/** Creates a user through the API as admin (username made unique per run). */
export async function createUser(request: APIRequestContext, role: string, prefix = role) {
  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  const username = `${prefix.replace(/_/g, '')}${Date.now().toString(36)}`;
  const password = 'e2e-password-1';
  const created = await apiCall(request, token, '/user/create', {
    username,
    password,
    fullname: 'Nguyễn Thị Kho',
    role,
  });
  expect(created.status).toBe(201);
  return { username, password, adminToken: token };
}

/**
 * A driver (with a licence number) assigned since 2025 to a new truck: names made unique per
 * run from `name`, the plate from its `platePrefix` and five digits.
 */
export async function assignedDriver(
  request: APIRequestContext,
  token: string,
  name: { fullname: string; username: string; platePrefix: string; device: string },
) {
  const stamp = Date.now().toString(36);
  const digits = String(Date.now() % 100_000).padStart(5, '0');
  const fullname = `${name.fullname} ${stamp}`;
  const username = `${name.username}${stamp}`;
  const user = await apiCall(request, token, '/user/create', {
    username,
    password: 'e2e-password-1',
    fullname,
    role: 'driver',
    licence_number: `GPLX${digits}`,
  });
  expect(user.status).toBe(201);
  const deviceId = `${name.device}-${digits}`;
  const truck = await apiCall(request, token, '/truck/create', {
    plate: `${name.platePrefix}${digits}`,
    device_id: deviceId,
  });
  expect(truck.status).toBe(201);
  const assigned = await apiCall(request, token, '/api/trucks/assignments/create', {
    truck_id: truck.body.data.id,
    driver_username: username,
    valid_from: '2025-01-01 00:00:00',
  });
  expect(assigned.status).toBe(201);
  return { fullname, username, deviceId, plate: truck.body.data.plate_display as string };
}

/** Sends fixes of one device through the batch intake with the device's key. */
export async function sendPositions(
  request: APIRequestContext,
  token: string,
  deviceId: string,
  positions: object[],
) {
  const key = await apiCall(request, token, '/api/devices/key', { device_id: deviceId });
  const sent = await request.post('/api/ingest/positions', {
    data: { positions },
    headers: { 'x-device-key': key.body.data.key },
  });
  expect(sent.status()).toBe(200);
}

export async function signIn(page: Page, username: string, password: string) {
  await page.goto('/auth/login');
  await page
    .getByTestId('login-username')
    .locator('input')
    .or(page.locator('input[data-testid="login-username"]'))
    .first()
    .fill(username);
  await page
    .getByTestId('login-password')
    .locator('input')
    .or(page.locator('input[data-testid="login-password"]'))
    .first()
    .fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
  // The home sends each person to their landing page.
  await page.waitForURL((url) => url.pathname !== '/');
  // A driver lands in the driver app, which loads itself once more to take its own page
  // policy (the phone's position) and worker: the landing is done when its title shows.
  if (new URL(page.url()).pathname.startsWith('/driver'))
    await expect(page.getByTestId('page-title')).toBeVisible();
}

/**
 * Opens `path` signed in, without the login form: the login API's token and the username are
 * stored where the app keeps them (spec 4), then `path` is the one load of the app. A sign-in
 * through the form loads the app twice (the login page, then the page itself) and draws the
 * landing page between; specs about signing in and landing use `signIn`.
 */
export async function openSignedIn(page: Page, username: string, password: string, path: string) {
  const token = await apiLogin(page.request, username, password);
  // Storage belongs to the console's origin: a small answer of it to write it from.
  await page.goto('/api/health');
  await page.evaluate(
    ([accessToken, name]) => {
      type TStorage = { setItem: (key: string, value: string) => void };
      const storage = (globalThis as unknown as { localStorage: TStorage }).localStorage;
      storage.setItem('access_token', accessToken);
      storage.setItem('username', name);
    },
    [token, username] as const,
  );
  await page.goto(path);
}

/** The page links of the left navigation (group toggles excluded). */
export function navLinks(page: Page) {
  return page.locator('[data-testid^="nav-"]:not([data-testid^="nav-group-"])');
}

/** The company zone of the e2e console (TZ_COMPANY is not set: the default). */
const wallClock = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Ho_Chi_Minh',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
/** `YYYY-MM-DD HH:mm:ss` in the company zone, for epoch seconds. */
export const wall = (seconds: number) => wallClock.format(new Date(seconds * 1000));
/** A wire time or date (`YYYY-MM-DD[ HH:mm[:ss]]`) as the console shows and takes it: `DD/MM/YYYY[ HH:mm[:ss]]`. */
export const shown = (wire: string) =>
  `${wire.slice(8, 10)}/${wire.slice(5, 7)}/${wire.slice(0, 4)}${wire.slice(10)}`;

const RTSP_SCRIPT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../apps/server/test/support/rtsp-server.py',
);

function startRtsp(livePaths: number): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn('/usr/bin/python3', [RTSP_SCRIPT, '0', String(livePaths)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /READY (\d+)/.exec(output);
      if (ready) resolve({ child, port: Number(ready[1]) });
    });
    child.once('exit', (code) => reject(new Error(`RTSP test server exited (${code})`)));
  });
}

/**
 * The loopback RTSP test server (GStreamer) standing in for the trucks' cameras or the
 * warehouse NVR, with `livePaths` live streams, for the spec file's tests; read `.port` inside
 * a test.
 */
export function useRtspServer(livePaths: number): { readonly port: number } {
  let server: { child: ChildProcess; port: number } | undefined;
  test.beforeAll(async () => {
    server = await startRtsp(livePaths);
  });
  test.afterAll(() => {
    server?.child.kill('SIGTERM');
  });
  return {
    get port() {
      if (!server) throw new Error('The RTSP test server has not started');
      return server.port;
    },
  };
}

/** The console's JT/T 808 port, as playwright.config.ts sets it. */
export const JT808_PORT = Number(
  process.env.E2E_JT808_PORT ?? Number(process.env.E2E_PORT ?? 18_080) - 1000,
);

/** The parts of a <video> the specs read (the e2e project has no DOM types). */
export interface TVideoElement {
  currentTime: number;
  duration: number;
}

/**
 * A truck whose device is a dashcam (phone `<phonePrefix><5 digits>07`) with one camera,
 * 'Camera trước' on channel 1, whose source is the dashcam's JT/T 1078 video.
 */
export async function dashcamTruck(
  request: APIRequestContext,
  token: string,
  options: { phonePrefix: string; platePrefix: string; name: string },
) {
  const digits = String(Date.now() % 100_000).padStart(5, '0');
  const phone = `${options.phonePrefix}${digits}07`;
  const created = await apiCall(request, token, '/truck/create', {
    plate: `${options.platePrefix}-${digits.slice(0, 3)}.${digits.slice(3)}`,
    name: options.name,
    device_id: phone,
    cameras: 1,
  });
  expect(created.status).toBe(201);
  const truck = created.body.data as { id: number; plate_display: string };
  const saved = await apiCall(request, token, '/api/trucks/cameras/save', {
    truck_id: truck.id,
    cameras: [{ channel: 1, name: 'Camera trước', position: 'road', source_kind: 'jt1078' }],
  });
  expect(saved.status).toBe(200);
  return { truck, phone };
}

/**
 * Sends a truck's fixes through the batch endpoint: a drive at 60 km/h for `drivingMinutes`
 * ending `endsAgoMinutes` before now, a fix a minute (the device key made as admin).
 */
export async function driveUntilNow(
  request: APIRequestContext,
  adminToken: string,
  deviceId: string,
  drivingMinutes: number,
  endsAgoMinutes = 1,
) {
  const end = Date.now() - endsAgoMinutes * 60_000;
  const start = end - drivingMinutes * 60_000;
  const positions = Array.from({ length: drivingMinutes + 1 }, (_, i) => ({
    device_id: deviceId,
    time: new Date(start + i * 60_000).toISOString(),
    lat: 10.8,
    lon: 106.7 + i / 109.3,
    speed_kmh: 60,
    ignition: true,
  }));
  const key = await apiCall(request, adminToken, '/api/devices/key', { device_id: deviceId });
  const sent = await request.post('/api/ingest/positions', {
    data: { positions },
    headers: { 'x-device-key': key.body.data.key },
  });
  expect(sent.status()).toBe(200);
}

/**
 * The row of a paged table (a `DataTable` inside `container`) that holds `text`, paging on
 * with "Trang sau" until it shows: a spec's row need not be on the first page once other
 * specs have added theirs.
 */
export async function rowOnSomePage(container: Locator, text: string): Promise<Locator> {
  const row = container.locator('tbody tr').filter({ hasText: text });
  const next = container.getByRole('button', { name: 'Trang sau' });
  for (;;) {
    await expect(container.getByRole('table')).toHaveAttribute('aria-busy', 'false');
    if ((await row.count()) > 0) break;
    if ((await next.count()) === 0 || (await next.isDisabled())) break;
    await next.click();
  }
  await expect(row).toBeVisible();
  return row;
}

/** The page scrolls sideways: wider than its viewport. */
export const scrollsSideways = (page: Page) =>
  page.evaluate('document.documentElement.scrollWidth > window.innerWidth');

/** A driver (role `driver`) with a new truck assigned to them since 2025, made as admin. */
export async function driverWithTruck(request: APIRequestContext, prefix: string) {
  const { username, password, adminToken } = await createUser(request, 'driver', prefix);
  const digits = String(Date.now() % 100_000).padStart(5, '0');
  const deviceId = `${prefix}-${digits}`;
  const truck = await apiCall(request, adminToken, '/truck/create', {
    plate: `51E${digits}`,
    device_id: deviceId,
  });
  expect(truck.status).toBe(201);
  const assigned = await apiCall(request, adminToken, '/api/trucks/assignments/create', {
    truck_id: truck.body.data.id,
    driver_username: username,
    valid_from: '2025-01-01 00:00:00',
  });
  expect(assigned.status).toBe(201);
  return {
    username,
    password,
    adminToken,
    deviceId,
    truck: truck.body.data as { id: number; plate_display: string },
  };
}

/** The Vietnamese header of an Excel trip plan (the columns the import reads). */
const TRIP_PLAN_HEADER = [
  'Biển số',
  'Tài xế',
  'Giờ đi dự kiến',
  'Giờ đến dự kiến',
  'Điểm đi',
  'Điểm đến',
  'Km dự kiến',
  'Mã đơn hàng',
  'Khách hàng',
];

/** Imports an Excel trip plan of these rows (under TRIP_PLAN_HEADER) as admin; answers its file id. */
export async function importTripPlan(
  request: APIRequestContext,
  adminToken: string,
  rows: (string | number)[][],
): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Chuyen');
  for (const row of [TRIP_PLAN_HEADER, ...rows]) sheet.addRow(row);
  const response = await request.post('/excel/import', {
    headers: { token: adminToken },
    multipart: {
      file: {
        name: 'ke-hoach.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: Buffer.from(await book.xlsx.writeBuffer()),
      },
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { file: { file_id: string } } }).data.file.file_id;
}

/** A plan of one trip of the truck today, 11:00–13:00, delivering `order` to a customer. */
export function importTodaysDelivery(
  request: APIRequestContext,
  adminToken: string,
  plate: string,
  order: string,
): Promise<string> {
  return importTripPlan(request, adminToken, [
    [
      plate,
      'Lái xe',
      todayAt(11),
      todayAt(13),
      '10.8, 106.7',
      '10.85, 106.75',
      12,
      order,
      'Công ty TNHH Giao Nhận Sài Gòn',
    ],
  ]);
}

/** `YYYY-MM-DD HH:mm` in the company zone of today at `hour` (0–23). */
export function todayAt(hour: number): string {
  const day = wall(Date.now() / 1000).slice(0, 10);
  return `${day} ${String(hour).padStart(2, '0')}:00`;
}

/** One OsmAnd fix of a device at `at` (epoch seconds), heading north at `knots`. */
export async function reportFix(
  request: APIRequestContext,
  deviceId: string,
  fix: { lat: number; lon: number; at: number; knots: number },
) {
  const answer = await request.post('/osmand', {
    form: {
      id: deviceId,
      lat: fix.lat.toFixed(6),
      lon: fix.lon.toFixed(6),
      timestamp: String(fix.at),
      speed: String(fix.knots),
      bearing: '0',
    },
  });
  expect(answer.status()).toBe(200);
}

/** In the video or image history: the truck by its plate and one whole day, then "Xem". */
export async function chooseMediaTruck(page: Page, plate: string, day: string) {
  await page.getByTestId('media-truck').fill(plate.slice(0, 6));
  await page.getByRole('option', { name: new RegExp(plate.replace('.', '\\.')) }).click();
  await page.getByTestId('media-from').fill(shown(`${day} 00:00`));
  await page.getByTestId('media-to').fill(shown(`${day} 23:59`));
  await page.getByTestId('media-show').click();
}
