import { chromium, type Browser, type BrowserContextOptions } from 'playwright-core';
import { ensureBuild } from './live/build.js';
import { signIn } from './live/web-page.js';
import { startConsole } from './processes.js';
import { report as newReport } from './report.js';

/**
 * `npm run bench:first-load`: bytes a browser with an empty cache transfers to open `/location`
 * and `/overview` of the production build (signed in; the console's own responses only: the
 * app, its chunks, styles, fonts and API answers; the WebSocket and map tiles left out), as
 * it accepts them (brotli, then gzip) against the same load refusing compression
 * (`Accept-Encoding: identity`) in the same run. Target (issue 14): /location ≤ 1.5 MB.
 */
const ROUTES = ['/location', '/overview'] as const;
const TARGET_BYTES = 1.5 * 1_000_000;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const VIEWPORT = { width: 1440, height: 900 };
const QUIET_MS = 3_000;
const SCREEN_TIMEOUT_MS = 120_000;
const report = newReport();
const kb = (bytes: number) => `${(bytes / 1000).toFixed(0)} kB`;

interface Load {
  bytes: number;
  requests: number;
  encodings: Map<string, number>;
}

/** Opens `route` in a fresh context (empty cache) carrying the signed-in session. */
async function firstLoad(
  browser: Browser,
  origin: string,
  route: string,
  options: BrowserContextOptions,
): Promise<Load> {
  const context = await browser.newContext({ ...options, viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    const sizes: Promise<void>[] = [];
    const load: Load = { bytes: 0, requests: 0, encodings: new Map() };
    page.on('requestfinished', (request) => {
      if (!request.url().startsWith(origin)) return;
      sizes.push(
        (async () => {
          const size = await request.sizes();
          const encoding = (await request.response())?.headers()['content-encoding'] ?? 'none';
          load.bytes += size.responseHeadersSize + size.responseBodySize;
          load.requests += 1;
          load.encodings.set(encoding, (load.encodings.get(encoding) ?? 0) + 1);
        })(),
      );
    });
    let pending = 0;
    page.on('request', () => (pending += 1));
    const settle = () => (pending -= 1);
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);
    await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
    // The screen is there once its heading shows and the top progress bar (its code chunk and
    // first data) is gone: on a busy machine the first chunks can take longer than QUIET_MS.
    await page.getByTestId('page-title').waitFor({ timeout: SCREEN_TIMEOUT_MS });
    await page
      .getByTestId('page-progress')
      .waitFor({ state: 'detached', timeout: SCREEN_TIMEOUT_MS });
    // A busy machine parses the first chunks for longer than 'networkidle' waits (500 ms): the
    // load ends when nothing was asked for QUIET_MS and nothing is under way.
    for (let seen = -1; seen !== sizes.length || pending > 0;) {
      seen = sizes.length;
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    }
    await Promise.all(sizes);
    return load;
  } finally {
    await context.close();
  }
}

const encodingsOf = (load: Load) =>
  [...load.encodings].map(([encoding, count]) => `${count} ${encoding}`).join(', ');

async function main(): Promise<void> {
  ensureBuild(true, (line) => report.line(line));
  const server = await startConsole({ web: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    // Sign in once; every measured load starts from that session with an empty HTTP cache.
    const signedIn = await browser.newContext({ viewport: VIEWPORT });
    const page = await signedIn.newPage();
    await signIn(page, server.url, 'admin');
    const storageState = await signedIn.storageState();
    await signedIn.close();
    report.line(`Chromium ${browser.version()}, ${VIEWPORT.width}×${VIEWPORT.height}, empty cache`);

    for (const route of ROUTES) {
      const compressed = await firstLoad(browser, server.url, route, { storageState });
      const identity = await firstLoad(browser, server.url, route, {
        storageState,
        extraHTTPHeaders: { 'accept-encoding': 'identity' },
      });
      const target = route === '/location' ? `≤ ${kb(TARGET_BYTES)}` : 'reported';
      report.figure({
        name: `First load of ${route}, bytes transferred`,
        value: compressed.bytes / 1000,
        unit: ' kB',
        reference: `${kb(identity.bytes)} refusing compression (${identity.requests} responses)`,
        ratio: compressed.bytes / identity.bytes,
        target,
        met: route === '/location' ? compressed.bytes <= TARGET_BYTES : null,
        settings: `${compressed.requests} responses: ${encodingsOf(compressed)}`,
      });
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(`\n${report.summary()}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
