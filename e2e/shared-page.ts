import { test as base, type BrowserContext, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/** The events a spec may listen to on its page: a listener must not outlive its test. */
const SPEC_EVENTS = [
  'console',
  'request',
  'response',
  'requestfinished',
  'requestfailed',
  'websocket',
  'dialog',
  'download',
  'filechooser',
  'popup',
  'pageerror',
  'load',
  'domcontentloaded',
] as const;

/**
 * What would outlive its test on a shared page, and cannot be undone (a fake clock, a script
 * run in every document, a function exposed to it), refused with the way out.
 */
function refuseLasting(page: Page): Page {
  const refuse = (what: string) => () => {
    throw new Error(
      `${what} would outlive the test on the shared page: use @playwright/test's test`,
    );
  };
  const context = page.context();
  page.addInitScript = refuse('page.addInitScript');
  page.exposeFunction = refuse('page.exposeFunction');
  page.exposeBinding = refuse('page.exposeBinding');
  context.addInitScript = refuse('context.addInitScript');
  context.exposeFunction = refuse('context.exposeFunction');
  context.exposeBinding = refuse('context.exposeBinding');
  page.clock.install = refuse('page.clock.install');
  page.clock.setFixedTime = refuse('page.clock.setFixedTime');
  page.clock.pauseAt = refuse('page.clock.pauseAt');
  return page;
}

const DEFAULT_VIEWPORT = { width: 1280, height: 720 };

/**
 * `test` whose `page` is one browser page per worker, handed to each test with nothing kept
 * from the test before: cookies, local and session storage, IndexedDB, caches and service
 * workers of the console's origin cleared, routes and listeners removed, online, the test's
 * viewport. A new context per test cost ~0.9 s of CPU before its first page even loaded, and
 * the page's first load in it ~1.2 s more than a load in a page already open (docs/benchmarks.md,
 * "One page per e2e worker"). For specs whose tests need a context of their own (a locale, a
 * time zone, permissions, init scripts, a fake clock, the `context` fixture), `@playwright/test`'s
 * `test`.
 */
export const test = base.extend<object, { workerPage: { context: BrowserContext; page: Page } }>({
  workerPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      const page = refuseLasting(await context.newPage());
      await use({ context, page });
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ workerPage, viewport, baseURL }, use, testInfo) => {
    const { context } = workerPage;
    // A test that closed the page leaves the next one a new page.
    if (workerPage.page.isClosed()) workerPage.page = refuseLasting(await context.newPage());
    const { page } = workerPage;
    await context.setOffline(false);
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.clearCookies();
    await context.clearPermissions();
    // A page of the console that runs no script: the app of the test before stops, and its
    // storage is cleared where nothing writes it again.
    await page.goto('/api/health');
    const cdp = await context.newCDPSession(page);
    try {
      await cdp.send('Storage.clearDataForOrigin', {
        origin: new URL(baseURL ?? page.url()).origin,
        storageTypes: 'all',
      });
    } finally {
      await cdp.detach();
    }
    await page.evaluate(() => {
      // The e2e programs are typed without the DOM's names.
      type TStorage = { clear: () => void };
      const window = globalThis as unknown as { localStorage: TStorage; sessionStorage: TStorage };
      window.localStorage.clear();
      window.sessionStorage.clear();
    });
    await page.setViewportSize(viewport ?? DEFAULT_VIEWPORT);
    await use(page);
    for (const event of SPEC_EVENTS) page.removeAllListeners(event);
    if (testInfo.status !== testInfo.expectedStatus && !page.isClosed()) {
      const screenshot = await page.screenshot({ timeout: 10_000 }).catch(() => null);
      if (screenshot)
        await testInfo.attach('screenshot', { body: screenshot, contentType: 'image/png' });
    }
  },
});
