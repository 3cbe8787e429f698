import { expect, test, type Page } from '@playwright/test';
import { ADMIN, apiCall, apiLogin, signIn, useRtspServer } from '../support.js';

const rtsp = useRtspServer(1);

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

/**
 * Collects every Content-Security-Policy violation of the page: the documents'
 * `securitypolicyviolation` events (a blocked worker, script, style, image or connection
 * is reported there) and Chromium's own "Refused to …" console lines.
 */
async function watchViolations(page: Page): Promise<() => string[]> {
  const seen: string[] = [];
  // A binding outlives navigations: every page the test opens reports here.
  await page.exposeFunction('reportCspViolation', (violation: Violation) =>
    seen.push(JSON.stringify(violation)),
  );
  await page.addInitScript(() => {
    // The browser's own objects, typed here: this project compiles without the DOM library.
    const scope = globalThis as unknown as {
      reportCspViolation: (violation: Violation) => void;
      document: {
        addEventListener(
          type: 'securitypolicyviolation',
          listener: (event: {
            violatedDirective: string;
            blockedURI: string;
            sourceFile: string;
            lineNumber: number;
          }) => void,
        ): void;
      };
    };
    scope.document.addEventListener('securitypolicyviolation', (event) =>
      scope.reportCspViolation({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      }),
    );
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Permissions-Policy|Refused to/i.test(text)) seen.push(text);
  });
  return () => seen;
}

test('the console works under its Content-Security-Policy without a single violation', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  const stamp = Date.now().toString().slice(-5);
  const created = await apiCall(request, token, '/truck/create', {
    plate: `51E${stamp}`,
    name: 'Xe CSP',
    device_id: `csp-${stamp}`,
  });
  expect(created.status).toBe(201);
  const truckId = created.body.data.id as number;
  const saved = await apiCall(request, token, '/api/trucks/cameras/save', {
    truck_id: truckId,
    cameras: [
      {
        channel: 1,
        name: 'Camera trước',
        position: 'road',
        source_url: `rtsp://127.0.0.1:${rtsp.port}/live/1`,
      },
    ],
  });
  expect(saved.status).toBe(200);

  const violations = await watchViolations(page);
  const document = await page.goto('/auth/login');
  const policy = document!.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("worker-src 'self' blob:");
  expect(document!.headers()['permissions-policy']).toContain('camera=()');

  await signIn(page, ADMIN.username, ADMIN.password);

  // The map: MapLibre draws with WebGL from its worker file.
  await page.goto('/location');
  await expect(page.getByTestId('map-view').locator('canvas.maplibregl-canvas')).toBeVisible();
  await expect(page.getByTestId('map-error')).toHaveCount(0);
  await expect(page.getByTestId('live-indicator')).toHaveAttribute('data-state', 'live');

  // Live video: hls.js transmuxes in a blob worker and plays through a MediaSource blob.
  await page.goto('/live-camera');
  await page.getByTestId(`live-camera-truck-${truckId}`).click();
  await page.getByTestId('live-camera-show').click();
  const video = page.locator('[data-testid^="live-video-"]').first();
  await expect
    .poll(
      () =>
        video.evaluate((element) => (element as unknown as { currentTime: number }).currentTime),
      {
        timeout: 40_000,
        intervals: [500],
      },
    )
    .toBeGreaterThan(2);
  expect(await video.evaluate((element) => (element as unknown as { src: string }).src)).toMatch(
    /^blob:/,
  );

  expect(violations()).toEqual([]);
});

test('every page of the console opens without a violation', async ({ page, request }) => {
  test.setTimeout(180_000);
  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  const pages = await apiCall(request, token, '/fleet/roles/all_pages', {});
  // Grants without a screen of their own (camera sources) have no page to open.
  const paths = (pages.body.data as { path: string; screen: boolean }[])
    .filter((p) => p.screen)
    .map((p) => p.path);
  expect(paths.length).toBeGreaterThan(10);
  const violations = await watchViolations(page);
  await signIn(page, ADMIN.username, ADMIN.password);
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByTestId('page-title'), path).toBeVisible();
  }
  expect(violations()).toEqual([]);
});

test('the API documentation renders under the policy', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/api/docs');
  // Swagger UI renders some 130 operations from a large document: it takes a while here.
  await expect(page.locator('.opblock-summary-control').first()).toBeVisible({ timeout: 30_000 });
  expect(violations()).toEqual([]);
});
