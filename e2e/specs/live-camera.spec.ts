import { expect, test } from '../shared-page.js';
import { ADMIN, apiCall, apiLogin, openSignedIn, useRtspServer } from '../support.js';

const rtsp = useRtspServer(4);

test('four live camera tiles play from the trucks’ RTSP sources', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  const stamp = Date.now().toString().slice(-5);
  const trucks: number[] = [];
  for (const [index, plate] of [`51C${stamp}`, `51D${stamp}`].entries()) {
    const created = await apiCall(request, token, '/truck/create', {
      plate,
      name: `Xe camera ${index + 1}`,
      device_id: `cam-${stamp}-${index}`,
    });
    expect(created.status).toBe(201);
    const truckId = created.body.data.id as number;
    trucks.push(truckId);
    const saved = await apiCall(request, token, '/api/trucks/cameras/save', {
      truck_id: truckId,
      cameras: [1, 2].map((channel) => ({
        channel,
        name: channel === 1 ? 'Camera trước' : 'Camera cabin',
        position: channel === 1 ? 'road' : 'cabin',
        source_url: `rtsp://127.0.0.1:${rtsp.port}/live/${index * 2 + channel}`,
      })),
    });
    expect(saved.status).toBe(200);
  }

  await openSignedIn(page, ADMIN.username, ADMIN.password, '/live-camera');
  // Both kinds of truck are listed by default (spec 4).
  await expect(page.getByTestId('live-camera-filter-online')).toBeChecked();
  await expect(page.getByTestId('live-camera-filter-offline')).toBeChecked();
  for (const id of trucks) await page.getByTestId(`live-camera-truck-${id}`).click();
  await page.getByTestId('live-camera-show').click();

  const videos = page.locator('[data-testid^="live-video-"]');
  await expect(videos).toHaveCount(4, { timeout: 20_000 });
  await expect
    .poll(
      () =>
        videos.evaluateAll((elements) =>
          elements.every((video) => (video as unknown as { currentTime: number }).currentTime > 3),
        ),
      { timeout: 40_000, intervals: [500] },
    )
    .toBe(true);
  for (const id of trucks) {
    await expect(page.getByTestId(`live-tile-${id}-1`)).toHaveAttribute('data-state', 'live');
  }
});

test('a shown truck without a camera to watch is named by its plate', async ({ page, request }) => {
  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  const stamp = Date.now().toString().slice(-5);
  const created = await apiCall(request, token, '/truck/create', {
    plate: `51F${stamp}`,
    name: 'Xe không camera',
    cameras: 0,
  });
  expect(created.status).toBe(201);
  const truck = created.body.data as { id: number; plate_display: string };

  await openSignedIn(page, ADMIN.username, ADMIN.password, '/live-camera');
  await page.getByTestId(`live-camera-truck-${truck.id}`).click();
  await page.getByTestId('live-camera-show').click();
  await expect(page.getByTestId('live-camera-no-camera')).toContainText(truck.plate_display);
  await expect(page.getByTestId('live-camera-grid')).toHaveCount(0);
});
