import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../shared-page.js';
import { ADMIN, apiCall, apiLogin, openSignedIn, signIn } from '../support.js';

const runDigits = () => String(Date.now() % 100_000).padStart(5, '0');
const DAY = '2025-11-20';
/** About 500 m north per 30 s: 60 km/h. */
const STEP = 0.0045;

const pad = (n: number) => String(n).padStart(2, '0');
/** `2025-11-20 HH:mm:ss` (company zone) of minutes after midnight. */
const at = (minutes: number) => {
  const seconds = Math.round(minutes * 60);
  return `${DAY} ${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
};
/** Epoch ms of minutes after the company day's midnight (UTC+7). */
const ms = (minutes: number) => Date.parse(`${DAY}T00:00:00+07:00`) + minutes * 60_000;

/**
 * 07:00–13:30, a fix every 30 s: driving, stopped with the engine off, …; the stops' minutes.
 * 6.5 h = 390 min, of which 45 standing: at ×256 with stops skipped, 345 min play in 80.9 s.
 */
const PLAN: [kind: 'drive' | 'stop', minutes: number][] = [
  ['drive', 120],
  ['stop', 15],
  ['drive', 120],
  ['stop', 20],
  ['drive', 105],
  ['stop', 10],
];
const START = 7 * 60;
const END = START + 390;

function day(deviceId: string) {
  const positions: object[] = [];
  let minute = START;
  let lat = 10.8;
  for (const [kind, length] of PLAN) {
    const end = minute + length;
    for (; minute < end; minute += 0.5) {
      if (kind === 'drive') lat += STEP;
      positions.push({
        device_id: deviceId,
        time: at(minute),
        lat,
        lon: 106.7,
        speed_kmh: kind === 'drive' ? 60 : 0,
        course: 0,
        ignition: kind === 'drive',
      });
    }
  }
  positions.push({ device_id: deviceId, time: at(END), lat, lon: 106.7, speed_kmh: 0 });
  return positions;
}

/** A truck with the day above, through the batch ingest; its plate as the console shows it. */
async function truckWithDay(request: APIRequestContext, token: string, prefix: string) {
  const digits = runDigits();
  const deviceId = `e2e-${prefix}-${digits}`;
  const created = await apiCall(request, token, '/truck/create', {
    plate: `${prefix === 'minute' ? '29H' : '30K'}-${digits.slice(0, 3)}.${digits.slice(3)}`,
    name: 'Xe phát lại',
    device_id: deviceId,
  });
  expect(created.status).toBe(201);
  const key = await apiCall(request, token, '/api/devices/key', { device_id: deviceId });
  const positions = day(deviceId);
  const sent = await request.post('/api/ingest/positions', {
    data: { positions },
    headers: { 'x-device-key': key.body.data.key as string },
  });
  expect(sent.status()).toBe(200);
  expect((await sent.json()).data.accepted).toBe(positions.length);
  return created.body.data as { id: number; plate: string; plate_display: string };
}

/** Every value the replay's own clock shows on its slider, recorded in the page as it changes. */
async function recordClock(page: Page) {
  const slider = page.getByTestId('replay-slider').locator('input');
  await slider.evaluate((element) => {
    const input = element as unknown as { getAttribute(name: string): string | null };
    const scope = globalThis as any;
    const seen: number[] = [];
    scope.replaySeen = seen;
    new scope.MutationObserver(() =>
      seen.push(Number(input.getAttribute('aria-valuenow'))),
    ).observe(input, { attributes: true, attributeFilter: ['aria-valuenow'] });
  });
  return () => page.evaluate(() => (globalThis as any).replaySeen as number[]);
}

test('a 6.5 h day replays to its end within 90 s of replay time at ×256, stops skipped', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  const truck = await truckWithDay(request, token, 'minute');

  await signIn(page, ADMIN.username, ADMIN.password);
  // The deep link's form: plate and a moment; the day of the moment opens at that moment.
  await page.goto(`/location/replay?plate=${truck.plate}&t=${encodeURIComponent(at(START))}`);
  // The replay with its map is a large chunk and a day of fixes: allow for a busy machine.
  await expect(page.getByTestId('route-replay')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('replay-fix-count')).toHaveText(String(2 * 390 + 1));
  const time = page.getByTestId('replay-time');
  await expect(time).toHaveText('07:00:00');
  // The stops say where they were in words, far from any map point: the nearest place.
  await expect(page.getByTestId('replay-stop-place-0')).toHaveText(/^gần .+, .+$/);

  await page.getByTestId('replay-rate-256').click();
  await page.getByTestId('replay-skip-stops').check();
  // The replay's own figure: (390 − 45) min of route at ×256.
  const plan = page.getByTestId('replay-plan');
  await expect(plan).toHaveAttribute('data-skip-stops', 'true');
  const totalMs = Number(await plan.getAttribute('data-total-ms'));
  expect(totalMs).toBeGreaterThan(75_000);
  expect(totalMs).toBeLessThanOrEqual(90_000);

  const seen = await recordClock(page);
  await page.getByTestId('replay-play').click();
  await expect(page.getByTestId('replay-play')).toHaveAttribute('data-state', 'playing');
  // The event "the replay reached the end", with a deadline for a busy machine.
  await expect(page.getByTestId('replay-play')).toHaveAttribute('data-state', 'paused', {
    timeout: 120_000,
  });
  await expect(time).toHaveText('13:30:00');

  // Its clock moved forward only, across the whole day, and never showed a moment in a stop.
  const values = await seen();
  expect(values.length).toBeGreaterThan(100);
  expect(values.every((value, i) => i === 0 || value >= values[i - 1]!)).toBe(true);
  expect(values[values.length - 1]).toBe(ms(END));
  const stops: [number, number][] = [];
  let minute = START;
  for (const [kind, length] of PLAN) {
    if (kind === 'stop') stops.push([ms(minute + 1), ms(minute + length - 1)]);
    minute += length;
  }
  const inStops = values.filter((value) => stops.some(([a, b]) => value > a && value < b));
  expect(inStops).toEqual([]);
  // The first stop was passed: moments on both sides of it were shown.
  expect(values.some((value) => value < ms(START + 120))).toBe(true);
  expect(values.some((value) => value > ms(START + 135) && value < ms(START + 255))).toBe(true);
});

test('a warning links to the replay at its minute, the fix list following', async ({
  page,
  request,
}) => {
  // Ingest, the warning list and the replay page with its map: allow for a busy machine.
  test.setTimeout(180_000);
  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  const truck = await truckWithDay(request, token, 'warn');
  const content = `Phanh gấp ${runDigits()}`;
  const warning = await apiCall(request, token, '/canh_bao/tao_canh_bao', {
    plate: truck.plate,
    content,
    time: at(10 * 60 + 32),
    lat: 10.9,
    lon: 106.7,
  });
  expect(warning.status).toBe(201);
  const id = warning.body.data.id_canh_bao as number;

  await openSignedIn(page, ADMIN.username, ADMIN.password, '/warning');
  await page.getByTestId('warning-filter-plate').fill(truck.plate_display);
  const link = page.getByTestId(`moment-replay-${id}`);
  await expect(link).toBeVisible();
  // Its place in words, the coordinates a hover away.
  const place = page.getByRole('row', { name: new RegExp(content) }).getByTestId('place-text');
  await expect(place).toHaveText(/^gần .+, .+$/);
  await link.click();

  // The link names plate and moment; the replay turns them into the truck and its day.
  await expect(page).toHaveURL(new RegExp(`/location/replay\\?truck=${truck.id}&`));
  await expect(page.getByTestId('route-replay')).toBeVisible({ timeout: 60_000 });
  const url = new URL(page.url());
  expect(url.searchParams.get('truck')).toBe(String(truck.id));
  expect(url.searchParams.get('t')).toBe(at(10 * 60 + 32));
  await expect(page.getByTestId('replay-time')).toHaveText('10:32:00');
  await expect(page.getByTestId('replay-play')).toHaveAttribute('data-state', 'paused');
  // The day is loaded whole, the cursor on the fix of 10:32 (the 425th from 07:00).
  await expect(page.getByTestId('replay-fix-count')).toHaveText(String(2 * 390 + 1));
  const row = page.getByTestId('replay-fix-row-424');
  await expect(row).toHaveAttribute('aria-selected', 'true');
  // The list scrolled itself to the fix: with the list on screen, the row is in view.
  await page.getByTestId('replay-fixes-box').scrollIntoViewIfNeeded();
  await expect(row).toBeInViewport();
  await expect(row).toContainText('10:32:00');

  // → steps to the next fix, and the list follows it.
  await page.getByTestId('replay-next').click();
  await expect(page.getByTestId('replay-time')).toHaveText('10:32:30');
  await expect(page.getByTestId('replay-fix-row-425')).toHaveAttribute('aria-selected', 'true');
});
