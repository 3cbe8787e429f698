import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../shared-page.js';
import {
  ADMIN,
  apiCall,
  apiLogin,
  chooseMediaTruck,
  openSignedIn,
  shown,
  wall,
} from '../support.js';

/** The parts of a <video> the spec reads (the e2e project has no DOM types). */
interface TVideoElement {
  duration: number;
  currentTime: number;
  pause(): void;
  addEventListener(type: 'seeked', listener: () => void, options: { once: boolean }): void;
}

/** A real 6 s H.264 MP4 and a JPEG, made by ffmpeg from its test pattern. */
function makeMedia() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-media-'));
  const src = ['-f', 'lavfi', '-i', 'testsrc=duration=6:size=320x240:rate=25'];
  const ffmpeg = (...args: string[]) => execFileSync('ffmpeg', ['-v', 'error', '-y', ...args]);
  ffmpeg(
    ...src,
    '-pix_fmt',
    'yuv420p',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-movflags',
    '+faststart',
    path.join(dir, 'clip.mp4'),
  );
  ffmpeg(...src, '-frames:v', '1', path.join(dir, 'frame.jpg'));
  const media = {
    mp4: fs.readFileSync(path.join(dir, 'clip.mp4')),
    jpeg: fs.readFileSync(path.join(dir, 'frame.jpg')),
  };
  fs.rmSync(dir, { recursive: true, force: true });
  return media;
}

async function ingest(
  request: APIRequestContext,
  key: string,
  kind: 'videos' | 'images',
  time: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const response = await request.post(`/api/ingest/${kind}`, {
    headers: { 'x-device-key': key },
    multipart: { channel: '1', time, file },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('uploaded clips and images show in their histories, play, seek and follow the route', async ({
  page,
  request,
}) => {
  // Up to four clips play at once in the grid beside the route map: a busy machine needs time.
  test.setTimeout(120_000);
  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  const digits = String(Date.now() % 100_000).padStart(5, '0');
  const deviceId = `e2e-media-${digits}`;
  const created = await apiCall(request, token, '/truck/create', {
    plate: `51D-${digits.slice(0, 3)}.${digits.slice(3)}`,
    name: 'Xe camera',
    device_id: deviceId,
    cameras: 2,
  });
  expect(created.status).toBe(201);
  const truck = created.body.data as { id: number; plate: string; plate_display: string };
  const key = (await apiCall(request, token, '/api/devices/key', { device_id: deviceId })).body.data
    .key as string;

  // Two hours ago: a truck driving north while its camera records six seconds.
  const start = Math.floor(Date.now() / 1000) - 7200;
  const positions = Array.from({ length: 7 }, (_, i) => ({
    device_id: deviceId,
    time: wall(start + i),
    lat: 10.77 + i * 0.0002,
    lon: 106.7,
    speed_kmh: 50,
    course: 0,
  }));
  const fixes = await request.post('/api/ingest/positions', {
    headers: { 'x-device-key': key },
    data: { positions },
  });
  expect(fixes.status()).toBe(200);
  const media = makeMedia();
  const file = { name: 'clip.mp4', mimeType: 'video/mp4', buffer: media.mp4 };
  await ingest(request, key, 'videos', wall(start), file);
  await ingest(request, key, 'images', wall(start + 3), {
    name: 'frame.jpg',
    mimeType: 'image/jpeg',
    buffer: media.jpeg,
  });
  const day = wall(start).slice(0, 10);

  await page.setViewportSize({ width: 1280, height: 720 });
  await openSignedIn(page, ADMIN.username, ADMIN.password, '/camera-play-back');
  await chooseMediaTruck(page, truck.plate_display, day);

  // The day timeline shows the recorded span; the list has the clip, on the first screen.
  await expect(page.getByTestId('timeline-span')).toHaveCount(1);
  const play = page.locator('[data-testid^="video-play-"]');
  await expect(play).toHaveCount(1);
  await expect(play).toBeInViewport();

  // A clip put in a slot is named (plate · camera · time) and starts playing by itself.
  await play.click();
  await expect(page.getByTestId('grid-slot-1-label')).toContainText(truck.plate_display);
  await expect(page.getByTestId('grid-slot-1-label')).toContainText(shown(wall(start)));
  await expect
    .poll(() =>
      page
        .getByTestId('grid-slot-1')
        .locator('video')
        .evaluate((video: TVideoElement) => video.currentTime),
    )
    .toBeGreaterThan(0.5);
  await page.getByTestId('grid-clear').click();

  // The grid fills slot by slot and wraps to the first after the fourth; clear empties all.
  for (let i = 0; i < 5; i += 1) await play.click();
  const slots = page.locator('[data-testid^="grid-slot-"] video');
  await expect(slots).toHaveCount(4);
  await page.getByTestId('grid-clear').click();
  await expect(slots).toHaveCount(0);
  await page.getByTestId('timeline-span').click();
  await expect(page.getByTestId('grid-slot-1').locator('video')).toHaveCount(1);

  // The view-video state: the clip plays beside its route; seeking moves it (HTTP Range).
  await page.locator('[data-testid^="video-view-"]').first().click();
  const player = page.getByTestId('video-view-player');
  await expect(player).toBeVisible();
  await expect(
    page.getByTestId('video-route-map').locator('canvas.maplibregl-canvas'),
  ).toBeVisible();
  await expect
    .poll(() => player.evaluate((video: TVideoElement) => video.duration), { timeout: 15_000 })
    .toBeCloseTo(6, 0);
  const seeked = await player.evaluate(
    (video: TVideoElement) =>
      new Promise<number>((resolve) => {
        video.pause();
        video.addEventListener('seeked', () => resolve(video.currentTime), { once: true });
        video.currentTime = 4;
      }),
  );
  expect(seeked).toBeCloseTo(4, 0);
  // The truck on the map is where it was 4 s into the clip (10.77 + 4 × 0.0002).
  await expect(page.getByTestId('video-route-map')).toHaveAttribute(
    'data-marker',
    /^10\.7708\d,106\.70000$/,
  );
  await page.getByTestId('video-view-close').click();
  await expect(page.getByTestId('video-view')).toHaveCount(0);

  // Image history: the thumbnail beside the map, the full image, and its download link.
  await page.goto('/management/image');
  await chooseMediaTruck(page, truck.plate_display, day);
  const thumb = page.locator('[data-testid^="image-thumb-"]');
  await expect(thumb).toHaveCount(1);
  await expect
    .poll(() => thumb.locator('img').evaluate((img: { naturalWidth: number }) => img.naturalWidth))
    .toBe(320);
  await expect(page.getByTestId('image-map').locator('canvas.maplibregl-canvas')).toBeVisible();
  await thumb.click();
  const full = page.getByTestId('image-viewer-img');
  await expect
    .poll(() => full.evaluate((img: { naturalWidth: number }) => img.naturalWidth))
    .toBe(320);
  const download = page.waitForEvent('download');
  await page.getByTestId('image-download').click();
  expect((await download).suggestedFilename()).toMatch(/^image-\d+\.jpg$/);
});

test('a truck camera keeps its login out of the browser', async ({ page, request }) => {
  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  const digits = String((Date.now() + 7) % 100_000).padStart(5, '0');
  const plate = `51C${digits}`;
  expect(
    (await apiCall(request, token, '/truck/create', { plate, name: 'Xe có camera' })).status,
  ).toBe(201);
  const truck = (await apiCall(request, token, '/truck/get_list', { search: plate })).body
    .data[0] as {
    id: number;
  };

  await openSignedIn(page, ADMIN.username, ADMIN.password, '/trucks');
  await page.getByTestId('trucks-search').fill(plate);
  await page.getByTestId(`truck-edit-${plate}`).click();
  await page.getByTestId('camera-add').click();
  await page.getByTestId('camera-source-1').fill('rtsp://admin:Mk-42@10.1.2.3:554/ch1');
  await page.getByTestId('truck-form-save').click();
  await expect(page.getByTestId('truck-form-save')).toBeHidden();

  const listed = await apiCall(request, token, '/api/trucks/cameras/list', { truck_id: truck.id });
  expect(listed.body.data).toEqual([
    expect.objectContaining({
      channel: 1,
      source_url: 'rtsp://10.1.2.3:554/ch1',
      has_credentials: true,
    }),
  ]);
  await page.getByTestId(`truck-edit-${plate}`).click();
  await expect(page.getByTestId('camera-source-1')).toHaveValue('rtsp://10.1.2.3:554/ch1');
  expect(await page.content()).not.toContain('Mk-42');
});
