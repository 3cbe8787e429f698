import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../shared-page.js';
import { ADMIN, apiCall, apiLogin, openSignedIn, signIn, wall } from '../support.js';

/**
 * The console's tables at laptop sizes (issue 14): each row's buttons are in view without
 * scrolling sideways, headers sort through the URL, a hidden column stays hidden, and plates
 * do not break.
 */

// Each test signs in and opens a page with its data; the first also makes the rows.
test.describe.configure({ timeout: 120_000 });

const SIZES = [
  { width: 1440, height: 900 },
  { width: 1280, height: 720 },
];

interface TTablePage {
  path: string;
  /** The `data-table-id`s of the tables the page shows. */
  tables: string[];
  /** What to click to bring the tables into view (a side-panel tab). */
  open?: (page: Page) => Promise<void>;
}

const PAGES: TTablePage[] = [
  { path: '/trucks', tables: ['trucks'] },
  { path: '/trucks?tab=devices', tables: ['unknown-devices'] },
  { path: '/rule', tables: ['rules'] },
  { path: '/contract', tables: ['contracts'] },
  { path: '/driver-management', tables: ['users'] },
  { path: '/driver-management?tab=requests', tables: ['account-requests'] },
  { path: '/warning', tables: ['warnings'] },
  { path: '/paper', tables: ['papers'] },
  { path: '/notice-management', tables: ['notices'] },
  { path: '/warehouse-video', tables: ['warehouse-mail', 'warehouse-channels'] },
  {
    path: '/location',
    tables: ['markers'],
    // The map page is the heaviest to load.
    open: (page) => page.getByTestId('location-tab-points').click({ timeout: 30_000 }),
  },
];

const stamp = String(Date.now() % 100_000).padStart(5, '0');
const plates = [
  `15C-${stamp.slice(0, 3)}.${stamp.slice(3)}`,
  `98C-${stamp.slice(0, 3)}.91`,
] as const;

/** Three fixes of the second truck an hour ago, a minute apart, for the replay's fix list. */
const firstFix = Math.floor(Date.now() / 1000) - 3600;
const FIX_KNOTS = [20, 5, 40] as const;

/** Rows for every table above, made once through the API as the pages' own specs do. */
let seeded: Promise<void> | undefined;
function seed(request: APIRequestContext): Promise<void> {
  seeded ??= (async () => {
    const token = await apiLogin(request, ADMIN.username, ADMIN.password);
    const created = async (path: string, data: unknown, status = 201) => {
      const answer = await apiCall(request, token, path, data);
      expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(status);
      return answer.body.data as Record<string, unknown>;
    };
    const now = wall(Date.now() / 1000);
    for (const plate of plates) {
      await created('/truck/create', {
        plate,
        name: 'Xe tải thùng kín Hino FL8JW7A chở hàng liên tỉnh',
        model: 'Hino FL8JW7A',
        device_id: `tables-${plate.replace(/\W/g, '')}`,
      });
    }
    await created('/truck_info/add_rule', {
      plate: plates[0],
      total_km: 10_000,
      type: 'oil_change',
      note: 'Thay dầu động cơ và lọc dầu',
    });
    await created('/contract/create', {
      code: `HD${stamp}`,
      customer: 'Công ty TNHH Vận tải Hàng hoá Miền Nam',
      plate: plates[0],
      planned_start: now,
      planned_end: wall(Date.now() / 1000 + 8 * 3600),
    });
    await created('/canh_bao/tao_canh_bao', {
      plate: plates[0],
      content: 'Xe dừng quá lâu tại trạm thu phí',
      time: now,
      lat: 10.8,
      lon: 106.7,
    });
    const paper = await request.post('/truck_info/add_paper', {
      headers: { token },
      multipart: {
        plate: plates[0],
        type: 'registration',
        number: `DK-${stamp}`,
        issued_at: '2025-11-24',
        expires_at: '2027-11-24',
        files: {
          name: 'dang-kiem.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
        },
      },
    });
    expect(paper.status(), await paper.text()).toBe(201);
    const demo = await request.post('/form/requeset_demo', {
      data: { fullname: 'Trần Thị Bảng', email: `bang${stamp}@vantai.vn`, company: 'Vận tải Bảng' },
    });
    expect(demo.status()).toBe(201);
    await created('/warehouse/add_email', { email: `kho${stamp}@vantai.vn` });
    await created(
      '/api/warehouse/channels/save',
      {
        ip: '127.0.0.1',
        channel: 1,
        name: 'Cổng kho B',
        warehouse: 'Kho Bình Dương',
        vendor: 'hikvision',
        port: 554,
      },
      200,
    );
    await created('/marker/create', {
      name: `Kho hàng ${stamp}`,
      lat: 10.78,
      lon: 106.69,
      radius_m: 150,
      type: 'warehouse',
    });
    // OsmAnd answers 200 whatever the id; an id no truck has is recorded as unknown.
    const unknown = await request.post(`/osmand?id=tables-unknown-${stamp}&lat=21&lon=105.8`);
    expect(unknown.status()).toBe(200);
    for (const [i, knots] of FIX_KNOTS.entries()) {
      const fix = await request.post('/osmand', {
        form: {
          id: `tables-${plates[1].replace(/\W/g, '')}`,
          lat: (21 + i * 0.001).toFixed(6),
          lon: '105.8542',
          timestamp: String(firstFix + i * 60),
          speed: String(knots),
          bearing: '0',
        },
      });
      expect(fix.status()).toBe(200);
    }
  })();
  return seeded;
}

/**
 * The first row's buttons (the actions column, or the links and buttons of the last column of
 * a table without one) are in the window, the table not scrolled sideways.
 */
async function expectActionsInView(page: Page, tableId: string) {
  const table = page.locator(`[data-table-id="${tableId}"]`);
  const last = table.locator('tbody tr').first().locator('td').last();
  const buttons = last.getByRole('button').or(last.getByRole('link'));
  // The first load of a page on a busy machine can take a while: wait for the rows as such.
  await expect(buttons.first(), `${tableId} has a row with buttons`).toBeVisible({
    timeout: 30_000,
  });
  // Only the page scrolls, down to the table; never the table itself.
  await table.evaluate((element) => element.scrollIntoView({ block: 'start', inline: 'nearest' }));
  const scroller = table.getByTestId('data-table-scroll').locator('> div').first();
  expect(await scroller.evaluate((element) => element.scrollLeft)).toBe(0);
  for (const button of await buttons.all()) {
    await expect(button, `${tableId}: a row button is in view`).toBeInViewport({ ratio: 1 });
  }
}

for (const size of SIZES) {
  test.describe(`tables at ${size.width}×${size.height}`, () => {
    test.use({ viewport: size });

    for (const target of PAGES) {
      test(`${target.path}: the first row's buttons are in view without scrolling sideways`, async ({
        page,
        request,
      }) => {
        await seed(request);
        await openSignedIn(page, ADMIN.username, ADMIN.password, target.path);
        await target.open?.(page);
        for (const tableId of target.tables) await expectActionsInView(page, tableId);
      });
    }

    test('a header sorts through the URL and a hidden column stays hidden', async ({
      page,
      request,
    }) => {
      await seed(request);
      await openSignedIn(page, ADMIN.username, ADMIN.password, '/trucks');
      const table = page.locator('[data-table-id="trucks"]');
      const firstPlate = table.locator('tbody tr').first().locator('td').nth(1);
      await expect(table.getByTestId('column-header-actions')).toBeVisible({ timeout: 30_000 });

      // Plates stay on one line (no "29H-↵148.72").
      await expect(firstPlate).toHaveCSS('white-space', 'nowrap');

      // Five rows a page: the order must come from all the rows, not the page shown.
      const plateHeader = table.getByTestId('column-header-plate_display');
      await plateHeader.getByRole('button').click();
      await expect(page).toHaveURL(/[?&]sort=plate_display&dir=asc/);
      await expect(plateHeader).toHaveAttribute('aria-sort', 'ascending');
      await expect(firstPlate).not.toHaveText(/^98C/);
      const ascending = (await firstPlate.textContent()) ?? '';
      await plateHeader.getByRole('button').click();
      await expect(page).toHaveURL(/[?&]sort=plate_display&dir=desc/);
      // 98C sorts after every other plate of the run: descending, one of them comes first.
      await expect(firstPlate).toHaveText(/^98C/);
      expect(await firstPlate.textContent()).not.toBe(ascending);
      await page.reload();
      await expect(firstPlate).toHaveText(/^98C/, { timeout: 30_000 });
      await expect(plateHeader).toHaveAttribute('aria-sort', 'descending');

      // The column chooser (Vietnamese UI): hide "Tên", and it stays hidden after a reload.
      await expect(table.getByTestId('column-chooser')).toHaveText('Cột');
      await expect(table.getByTestId('column-header-name')).toBeVisible();
      await table.getByTestId('column-chooser').click();
      await expect(page.getByTestId('column-toggle-actions')).toHaveCount(0);
      await page.getByTestId('column-toggle-name').click();
      await page.keyboard.press('Escape');
      await expect(table.getByTestId('column-header-name')).toHaveCount(0);
      await page.reload();
      await expect(firstPlate).toHaveText(/^98C/, { timeout: 30_000 });
      await expect(table.getByTestId('column-header-name')).toHaveCount(0);
      await expect(table.getByTestId('column-header-actions')).toBeVisible();
      await table.getByTestId('column-chooser').click();
      await expect(page.getByTestId('column-toggle-name')).toHaveAttribute('aria-checked', 'false');
    });
  });
}

// One size is enough: the fix list is the one table drawn as a window of a long list.
test.describe('the replay fix list at 1280×720', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('a header sorts through the URL and the cursor’s fix stays marked', async ({
    page,
    request,
  }) => {
    await seed(request);
    await signIn(page, ADMIN.username, ADMIN.password);
    const at = encodeURIComponent(wall(firstFix + 60));
    await page.goto(`/location/replay?plate=${encodeURIComponent(plates[1])}&t=${at}`);
    const table = page.locator('[data-table-id="replay-fixes"]');
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(3, { timeout: 60_000 });
    await expect(page.getByTestId('replay-fix-row-1')).toHaveAttribute('aria-selected', 'true');

    // By speed: the slowest fix (the cursor's) first, the fastest last; times stay on one line.
    const speed = table.getByTestId('column-header-speed');
    await speed.getByRole('button').click();
    await expect(page).toHaveURL(/[?&]fixes_sort=speed&fixes_dir=asc/);
    await expect(rows.first()).toHaveAttribute('data-testid', 'replay-fix-row-1');
    await expect(rows.last()).toHaveAttribute('data-testid', 'replay-fix-row-2');
    await expect(rows.first()).toHaveAttribute('aria-selected', 'true');
    await expect(rows.first().locator('td').nth(1)).toHaveCSS('white-space', 'nowrap');

    // A click on a row still moves the cursor there.
    await rows.last().click();
    await expect(page.getByTestId('replay-fix-row-2')).toHaveAttribute('aria-selected', 'true');
  });
});
