import { type Page } from '@playwright/test';
import { expect, test } from '../shared-page.js';
import {
  ADMIN,
  apiCall,
  apiLogin,
  createUser,
  navLinks,
  openSignedIn,
  signIn,
} from '../support.js';

/**
 * Every page of the menu in English shows no Vietnamese words of the interface, and in
 * Vietnamese no English ones (issue 34): headings, buttons, tabs, table headers, labels,
 * empty states, alerts, snackbars, the map's buttons, and the names, tooltips and
 * placeholders of everything. What people typed (names, addresses, notes) is data and may be
 * in either language; it sits in table cells, lists and fields, which are not read here.
 * Dates read DD/MM/YYYY on every page, in either language.
 */

test.use({ viewport: { width: 1440, height: 900 } });

/** Letters only Vietnamese has among the Latin ones. */
const VIETNAMESE = /[àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ]/i;

/**
 * Words of the English interface, of its libraries (MUI, its date pickers, MapLibre) and of
 * their defaults: none may reach a person using the Vietnamese console.
 */
const ENGLISH =
  /\b(Search|Export|Loading|Rows per page|No data|No options|No rows|Cancel|Save|Delete|Close|Open|Clear|Edit|Add|Refresh|Actions?|Status|Name|Plate|Driver|Truck|Zoom in|Zoom out|Reset bearing|Toggle|Fullscreen|Exit fullscreen|Find my location|Map attribution|Go to (next|previous|first|last) page|Choose date|Previous month|Next month|Show password|Sign out|Language|Settings|Home|Warnings?|Reports?|Users?|Roles?|Notices?|Select all|Columns?|Download|Upload|Filter)\b/;

/** Texts of the interface on the page: no table cells, lists, fields or map labels (data). */
async function interfaceTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // The page's DOM, typed as little as read here (this project has no DOM types).
    interface TNode {
      innerText: string;
      getBoundingClientRect(): { width: number; height: number };
      closest(selector: string): unknown;
      getAttribute(name: string): string | null;
    }
    const document = (
      globalThis as unknown as { document: { querySelectorAll(s: string): Iterable<TNode> } }
    ).document;
    const DATA =
      'td, [role="cell"], li[data-testid^="role-pick-"], .maplibregl-marker, input, textarea';
    const shown = (element: TNode) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    };
    const texts = new Set<string>();
    const chrome = document.querySelectorAll(
      [
        'h1, h2, h3, h4, h5, h6',
        'th, [role="columnheader"]',
        'button, [role="button"], [role="tab"], [role="menuitem"], a',
        'label, legend, .MuiFormHelperText-root, .MuiInputAdornment-root',
        '[data-testid="data-table-empty"], .MuiAlert-message, .MuiSnackbarContent-message',
        '.MuiTablePagination-root, .MuiToggleButton-root',
        'nav, header',
      ].join(', '),
    );
    for (const element of chrome) {
      if (!shown(element) || element.closest(DATA)) continue;
      const text = element.innerText.trim();
      if (text) texts.add(text);
    }
    for (const element of document.querySelectorAll('[title], [aria-label], [placeholder]')) {
      if (element.closest('td, [role="cell"], .maplibregl-marker')) continue;
      for (const name of ['title', 'aria-label', 'placeholder']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.add(value);
      }
    }
    return [...texts];
  });
}

/** What a page shows that is no word of its language; `allowed` are data put there on purpose. */
async function foreignTexts(page: Page, language: 'en' | 'vi', allowed: readonly string[]) {
  const texts = await interfaceTexts(page);
  // Longest first, so that a name is taken out whole before a part of it.
  const words = [...allowed].sort((a, b) => b.length - a.length);
  return texts
    .map((text) => words.reduce((rest, word) => rest.split(word).join(' '), text))
    .filter((text) => (language === 'en' ? VIETNAMESE.test(text) : ENGLISH.test(text)));
}

/** ISO dates (`2026-11-28`) anywhere on the page, fields aside: dates read DD/MM/YYYY. */
async function isoDates(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return text.match(/\b\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2})?)?\b/g) ?? [];
}

/** Every string in a JSON value. */
function stringsOf(value: unknown, into: Set<string>) {
  if (typeof value === 'string') {
    // Codes and short keys (`vi`, `en`, `ok`) are left: taking them out would hide words.
    if (value.trim().length > 3 && /\p{L}{2}/u.test(value)) into.add(value.trim());
  } else if (Array.isArray(value)) for (const item of value) stringsOf(item, into);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) stringsOf(item, into);
}

/**
 * What the server sent the page (its answers and its socket's messages): names, addresses,
 * labels people typed, which other specs on the same console write in either language. The
 * interface's own words come from the page's code, never from these.
 */
function serverStrings(page: Page): Set<string> {
  const strings = new Set<string>();
  const read = (text: string) => {
    try {
      stringsOf(JSON.parse(text), strings);
    } catch {
      // Not JSON: nothing the page shows as data.
    }
  };
  page.on('response', async (response) => {
    if (!(response.headers()['content-type'] ?? '').includes('application/json')) return;
    read(await response.text().catch(() => ''));
  });
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string') read(payload.replace(/^\d+/, ''));
    }),
  );
  return strings;
}

/** Each language's own name, which the language switch shows in that language. */
const LANGUAGE_NAMES = ['Tiếng Việt', 'English'];

/** The page has drawn what it loads: no loading bar or skeleton, the map's buttons if a map. */
async function settled(page: Page) {
  await expect(page.locator('.MuiLinearProgress-root, .MuiSkeleton-root')).toHaveCount(0, {
    timeout: 30_000,
  });
  if ((await page.locator('.maplibregl-map').count()) > 0)
    await expect(page.locator('.maplibregl-ctrl-zoom-in').first()).toBeVisible();
}

async function openEveryPage(page: Page, language: 'en' | 'vi', data: Set<string>) {
  const hrefs = await navLinks(page).evaluateAll((links) =>
    links.map((link) => link.getAttribute('href')).filter((href): href is string => !!href),
  );
  expect(hrefs.length).toBeGreaterThan(10);
  const found: Record<string, string[]> = {};
  const look = async (where: string) => {
    await settled(page);
    const foreign = await foreignTexts(page, language, [...data, ...LANGUAGE_NAMES]);
    const dates = await isoDates(page);
    if (foreign.length + dates.length > 0) found[where] = [...foreign, ...dates];
  };
  for (const href of hrefs) {
    // Through the menu, as a person goes: the app is loaded once, not once per page.
    const link = navLinks(page).and(page.locator(`[href="${href}"]`));
    await link.click();
    // Marked in the same render as the page is drawn: the page read next is this one.
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('page-title')).toBeVisible();
    await look(href);
    // Each tab of the page (the main content's, not the menu's), the first one seen already.
    const tabs = page.locator('main [role="tab"]');
    const names = (await tabs.allInnerTexts()).map((name) => name.trim()).slice(1);
    for (const name of names) {
      const tab = tabs.filter({ hasText: name }).first();
      if (!(await tab.isVisible()) || (await tab.isDisabled())) continue;
      await tab.click();
      await look(`${href} › ${name}`);
    }
  }
  expect(found, `${language}: words of the other language, or ISO dates`).toEqual({});
}

test('every page of the menu speaks English only in English and Vietnamese only in Vietnamese', async ({
  page,
  request,
}) => {
  // Some forty pages and tabs, each waited for until it has drawn what it loads.
  test.setTimeout(900_000);
  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  const stamp = Date.now().toString(36);
  // An admin of this spec: the language is the account's, and the shared admin stays Vietnamese.
  const username = `nngu${stamp}`;
  const fullname = `Walker ${stamp}`;
  const created = await apiCall(request, token, '/user/create', {
    username,
    password: 'e2e-password-1',
    fullname,
    role: 'admin',
    language: 'en',
  });
  expect(created.status).toBe(201);

  const data = serverStrings(page);
  await signIn(page, username, 'e2e-password-1');
  await page.getByTestId('language-switch').click();
  await page.getByTestId('language-en').click();
  await openEveryPage(page, 'en', data);

  await page.getByTestId('language-switch').click();
  await page.getByTestId('language-vi').click();
  await openEveryPage(page, 'vi', data);
});

test('a user list names an added role and shows the start date in both languages', async ({
  page,
  request,
}) => {
  // Two pages in each language, a role made through the form.
  test.slow();
  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  const stamp = Date.now().toString(36);
  const walker = `nngu2${stamp}`;
  expect(
    (
      await apiCall(request, token, '/user/create', {
        username: walker,
        password: 'e2e-password-1',
        fullname: `Walker ${stamp}`,
        role: 'admin',
        language: 'en',
      })
    ).status,
  ).toBe(201);
  const role = `dd${stamp}`;
  const named = await apiCall(request, token, '/fleet/roles/create_role', {
    name: role,
    label_vi: `Điều độ đêm ${stamp}`,
    label_en: `Night dispatcher ${stamp}`,
  });
  expect(named.status).toBe(201);
  const holder = `dieudo${stamp}`;
  expect(
    (
      await apiCall(request, token, '/user/create', {
        username: holder,
        password: 'e2e-password-1',
        fullname: `Trần Thị Lan ${stamp}`,
        role,
        ngay_bat_dau: '2026-11-28',
      })
    ).status,
  ).toBe(201);

  await signIn(page, walker, 'e2e-password-1');
  await page.getByTestId('language-switch').click();
  await page.getByTestId('language-en').click();
  await page.goto('/driver-management');
  await page.getByTestId('user-search').fill(holder);
  const row = page.getByRole('row').filter({ hasText: holder });
  await expect(row).toContainText('28/11/2026');
  await expect(row).not.toContainText('2026-11-28');
  await expect(row).toContainText(`Night dispatcher ${stamp}`);
  await expect(row).not.toContainText('Điều độ đêm');

  // An added role with a Vietnamese name only: named so in English too, and its snackbar
  // speaks English around it.
  await page.goto('/role-management');
  await page.getByTestId('role-create').click();
  await page.getByTestId('role-form-name').fill(`kl${stamp}`);
  await page.getByTestId('role-form-label-vi').fill(`Kho lạnh ${stamp}`);
  await page.getByTestId('role-form-save').click();
  await expect(page.getByTestId('roles-status')).toContainText(`Role Kho lạnh ${stamp} created`);
  await expect(page.getByTestId(`role-pick-kl${stamp}`)).toContainText(`Kho lạnh ${stamp}`);
  await expect(page.getByTestId(`role-pick-${role}`)).toContainText(`Night dispatcher ${stamp}`);
  await expect(page.getByTestId('role-pick-driver')).toContainText('Driver');

  await page.getByTestId('language-switch').click();
  await page.getByTestId('language-vi').click();
  await expect(page.getByTestId(`role-pick-${role}`)).toContainText(`Điều độ đêm ${stamp}`);
  await expect(page.getByTestId('role-pick-driver')).toContainText('Lái xe');
  await page.goto('/driver-management');
  await page.getByTestId('user-search').fill(holder);
  await expect(row).toContainText('28/11/2026');
  await expect(row).toContainText(`Điều độ đêm ${stamp}`);
  await expect(row).not.toContainText('Night dispatcher');
});

test('two quick language choices leave the account and the browser on the last one', async ({
  page,
  request,
}) => {
  const { username, password } = await createUser(request, 'admin', 'langtwice');
  await openSignedIn(page, username, password, '/');
  await expect(page.getByTestId('user-fullname')).toHaveText('Nguyễn Thị Kho');
  // The first choice's save reaches the console only after the second choice was made.
  let releaseFirst = () => {};
  const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
  let sent = 0;
  let answered = 0;
  await page.route('**/user/update_info', async (route) => {
    sent += 1;
    if (sent === 1) await firstHeld;
    await route.continue();
  });
  page.on('response', (response) => {
    if (response.url().endsWith('/user/update_info')) answered += 1;
  });
  await page.getByTestId('language-en').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByTestId('language-vi').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  releaseFirst();
  await expect.poll(() => answered).toBe(2);

  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  const token = await apiLogin(request, username, password);
  const profile = await apiCall(request, token, '/user/get_info', { username });
  expect(profile.body.data.language).toBe('vi');
  await page.reload();
  await expect(page.getByTestId('user-fullname')).toHaveText('Nguyễn Thị Kho');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByTestId('language-vi')).toHaveAttribute('aria-pressed', 'true');
});
