import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../shared-page.js';
import { ADMIN, apiCall, apiLogin, importTripPlan, reportFix, signIn, wall } from '../support.js';

/**
 * The console on a phone (issue 34): no page scrolls sideways at 390 px, and the tables are
 * cards with every column in reach, the replay's stops with their addresses.
 */
test.use({ viewport: { width: 390, height: 844 } });

const digits = String(Date.now() % 100_000).padStart(5, '0');
const plate = `62C-${digits.slice(0, 3)}.${digits.slice(3)}`;
const deviceId = `e2e-phone-${digits}`;

/** Fixes an hour ago: driving north, a seven-minute stop, driving on (one replay stop). */
function journey(start: number) {
  const step = 0.0041;
  const fixes: { at: number; lat: number; knots: number }[] = [];
  let lat = 21.0;
  let at = start;
  for (let i = 0; i < 6; i += 1, at += 30, lat += step) fixes.push({ at, lat, knots: 30 });
  for (let i = 0; i < 8; i += 1, at += 60) fixes.push({ at, lat, knots: 0 });
  for (let i = 0; i < 6; i += 1, at += 30) fixes.push({ at, lat: (lat += step), knots: 30 });
  return fixes;
}

/** One trip of the truck yesterday, as a trip plan's row: the reconciliation has a row. */
function plannedTrip(): string[] {
  const now = new Date(Date.now() + 7 * 3_600_000);
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1, 1, 0);
  const shownTime = (ms: number) =>
    new Date(ms + 7 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
  return [
    plate,
    'Nguyễn Văn A',
    shownTime(start),
    shownTime(start + 2 * 3_600_000),
    'Kho Bình Dương, khu công nghiệp Sóng Thần',
    'Kho Long Biên, Hà Nội',
    '8',
    `DH-PHONE-${digits}`,
    'Công ty TNHH Vận tải Hàng hoá Miền Nam',
  ];
}

/** The rows of the pages with tables that matter: a truck, its warning, replay stop and trip. */
async function seed(request: APIRequestContext) {
  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  const created = await apiCall(request, token, '/truck/create', {
    plate,
    name: 'Xe tải thùng kín Hino FL8JW7A chở hàng liên tỉnh',
    device_id: deviceId,
  });
  expect(created.status).toBe(201);
  const truckId = (created.body.data as { id: number }).id;
  const start = Math.floor(Date.now() / 1000) - 3600;
  for (const fix of journey(start)) {
    await reportFix(request, deviceId, { ...fix, lon: 105.8542 });
  }
  const warning = await apiCall(request, token, '/canh_bao/tao_canh_bao', {
    plate,
    content: 'Xe dừng quá lâu tại trạm thu phí Long Thành - Dầu Giây, đề nghị liên hệ tài xế',
    time: wall(Date.now() / 1000),
    lat: 10.8,
    lon: 106.7,
  });
  expect(warning.status).toBe(201);
  const fileId = await importTripPlan(request, token, [plannedTrip()]);
  const from = wall(start - 60).replace(' ', 'T');
  const to = wall(start + 1_500).replace(' ', 'T');
  return {
    token,
    replay: `/location/replay?truck=${truckId}&from=${from}&to=${to}`,
    trips: `/management/excel-report/${encodeURIComponent(fileId)}/trips`,
  };
}

/** What the page check reads of the DOM (the specs build without the DOM library). */
interface TNode {
  tagName: string;
  textContent: string | null;
  parentElement: TNode | null;
  scrollWidth: number;
  clientWidth: number;
  getAttribute(name: string): string | null;
  getBoundingClientRect(): { left: number; right: number; width: number };
  querySelectorAll(selector: string): ArrayLike<TNode>;
}
interface TWindow {
  innerWidth: number;
  document: {
    documentElement: TNode;
    querySelector(selector: string): TNode | null;
    querySelectorAll(selector: string): ArrayLike<TNode>;
  };
  getComputedStyle(node: TNode): { overflowX: string };
}

/**
 * What is wider than the phone: the document, or an element of the main content that shows
 * past the screen's edge (one inside a box that scrolls or clips sideways does not show; the
 * box is measured instead), or a table that scrolls sideways (a window of a long list may).
 */
function tooWide(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const view = globalThis as unknown as TWindow;
    const { innerWidth: width, document } = view;
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > width) found.push(`document ${root.scrollWidth} px`);
    const main = document.querySelector('main');
    if (!main) return [...found, 'no main'];
    const name = (element: TNode) => {
      const id = element.getAttribute('data-testid');
      const text = (element.textContent ?? '').trim().slice(0, 40);
      return `${element.tagName.toLowerCase()}${id ? `[${id}]` : ''} "${text}"`;
    };
    for (const element of [main, ...Array.from(main.querySelectorAll('*'))]) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || (box.right <= width + 0.5 && box.left >= -0.5)) continue;
      let hidden = false;
      for (let up = element.parentElement; up && up !== root; up = up.parentElement) {
        if (view.getComputedStyle(up).overflowX !== 'visible') hidden = true;
        if (hidden || up === main) break;
      }
      if (!hidden) found.push(`${name(element)} ${Math.round(box.left)}–${Math.round(box.right)}`);
    }
    const cards = document.querySelectorAll(
      '[data-testid="data-table"]:not([data-layout="window"]) .MuiTableContainer-root',
    );
    for (const table of Array.from(cards)) {
      if (table.scrollWidth > table.clientWidth + 0.5)
        found.push(`table ${table.scrollWidth} px in ${table.clientWidth} px`);
    }
    return found;
  });
}

/** Every cell of a row in cards is inside the screen, labelled with its column. */
async function expectCards(page: Page, tableId: string) {
  const table = page.locator(`[data-table-id="${tableId}"]`);
  await expect(table).toHaveAttribute('data-layout', 'cards');
  const cells = table.locator('tbody tr').first().locator('td[data-label]');
  expect(await cells.count(), `${tableId} shows its columns`).toBeGreaterThan(1);
  for (const cell of await cells.all()) {
    const box = (await cell.boundingBox())!;
    expect(box.x, `${tableId}: ${await cell.getAttribute('data-label')}`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
}

test('every page fits a phone, its tables as cards with every column', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const seeded = await seed(request);
  const pages = await apiCall(request, seeded.token, '/fleet/roles/all_pages', {});
  const paths = (pages.body.data as { path: string; screen: boolean }[])
    .filter((p) => p.screen)
    .map((p) => p.path);
  expect(paths.length).toBeGreaterThan(10);
  await signIn(page, ADMIN.username, ADMIN.password);

  for (const path of paths) {
    await page.goto(path);
    // The driver app has a layout of its own: every page has its one level-1 heading.
    const title = page.getByRole('heading', { level: 1 }).first();
    await expect(title, path).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(0, { timeout: 30_000 });
    expect(await tooWide(page), path).toEqual([]);
  }

  // The tables that were too wide, with their rows.
  await page.goto('/warning');
  await expect(page.locator('[data-table-id="warnings"]')).toContainText(plate, {
    timeout: 30_000,
  });
  await expectCards(page, 'warnings');
  expect(await tooWide(page), '/warning').toEqual([]);

  await page.goto('/trucks');
  await expect(
    page.locator('[data-table-id="trucks"] tbody tr td[data-label]').first(),
  ).toBeVisible();
  await expectCards(page, 'trucks');
  expect(await tooWide(page), '/trucks').toEqual([]);

  await page.goto(seeded.trips);
  const trip = page.locator('[data-table-id="excel-trips"] tbody tr').first();
  await expect(trip).toContainText(plate, { timeout: 30_000 });
  const status = trip.locator('[data-testid^="trip-status-"]');
  await status.scrollIntoViewIfNeeded();
  await expect(status).toBeInViewport({ ratio: 1 });
  await expectCards(page, 'excel-trips');
  expect(await tooWide(page), 'reconciliation').toEqual([]);

  await page.goto(seeded.replay);
  const stops = page.getByTestId('replay-stops');
  await expect(stops.locator('tbody tr')).toHaveCount(1, { timeout: 60_000 });
  const place = page.getByTestId('replay-stop-place-0');
  await place.scrollIntoViewIfNeeded();
  await expect(place).toHaveText(/\S/);
  await expect(place).toBeInViewport({ ratio: 1 });
  await expectCards(page, 'replay-stops');
  expect(await tooWide(page), 'replay').toEqual([]);
});
