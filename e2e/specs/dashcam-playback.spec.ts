import { expect, test } from '../shared-page.js';
import { testVideoFrames } from '../../apps/server/test/support/h264-frames.js';
import {
  readPlaybackControl,
  readPlaybackRequest,
  resourceList,
  streamVideo,
} from '../../apps/server/test/support/jt1078-device.js';
import { Jt808Terminal } from '../../apps/server/test/support/jt808-terminal.js';
import { waitUntil } from '../../apps/server/test/support/wait-until.js';
import {
  ADMIN,
  apiLogin,
  dashcamTruck,
  JT808_PORT,
  openSignedIn,
  shown,
  type TVideoElement,
  wall,
} from '../support.js';

test('a recording on the dashcam SD card is listed, plays from the truck, pauses and is saved as a clip', async ({
  page,
  request,
}) => {
  test.slow(); // ffmpeg, a console and a simulated dashcam on a busy machine.
  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  const { truck, phone } = await dashcamTruck(request, token, {
    phonePrefix: '1392',
    platePrefix: '51E',
    name: 'Xe camera hành trình',
  });

  // Today 00:30–00:35 in the company's zone (+07:00) is 01:30–01:35 on the dashcam (+08:00).
  const day = wall(Math.floor(Date.now() / 1000)).slice(0, 10);
  const ymd = day.slice(2).replaceAll('-', '');
  const terminal = await Jt808Terminal.connect(JT808_PORT, phone);
  const streams: Awaited<ReturnType<typeof streamVideo>>[] = [];
  try {
    const { code } = await terminal.register();
    expect(await terminal.authenticate(code)).toBe(0);
    terminal.answers.recordings = () =>
      resourceList([{ channel: 1, start: `${ymd}013000`, end: `${ymd}013500`, size: 4_000_000 }]);
    // Twenty seconds of the test picture, once, to where the 0x9201 says; 0x9202 obeyed.
    const frames = Array.from({ length: 4 }, () => testVideoFrames()).flat();
    terminal.answers.video = (msgId, body) => {
      if (msgId === 0x9201) {
        const ask = readPlaybackRequest(body);
        const to = { host: ask.host, port: ask.port, channel: ask.channel, dataType: 2 };
        void streamVideo({
          request: { ...to, streamType: 0 },
          phone: terminal.phone,
          frames,
          once: true,
        }).then((stream) => streams.push(stream));
      } else if (msgId === 0x9202) {
        const { control } = readPlaybackControl(body);
        if (control === 1) streams.at(-1)?.pause();
        if (control === 0) streams.at(-1)?.resume();
      }
      return 0;
    };

    await openSignedIn(page, ADMIN.username, ADMIN.password, '/camera-play-back');
    await page.getByTestId('media-truck').fill(truck.plate_display.slice(0, 6));
    await page.getByRole('option', { name: truck.plate_display }).click();
    await page.getByRole('combobox', { name: 'Camera' }).click();
    await page.getByRole('option', { name: 'Camera 1' }).click();
    await page.getByTestId('media-from').fill(shown(`${day} 00:00`));
    await page.getByTestId('media-to').fill(shown(`${day} 23:59`));
    await page.getByTestId('media-show').click();

    // Listed from the card, on its own timeline row; the server has no clip yet.
    const recordings = page.getByTestId('device-recordings');
    await expect(recordings.getByText(shown(`${day} 00:30:00`))).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('timeline-device-span')).toHaveCount(1);
    await expect(page.getByTestId('timeline-span')).toHaveCount(0);

    await page.getByTestId('timeline-device-span').click();
    const state = page.getByTestId('device-playback-state');
    await expect(state).toHaveAttribute('data-state', 'playing', { timeout: 20_000 });
    const video = page.getByTestId('device-playback-video');
    await expect
      .poll(() => video.evaluate((v: TVideoElement) => v.currentTime), { timeout: 20_000 })
      .toBeGreaterThan(0);

    await page.getByTestId('device-pause').click();
    await waitUntil('0x9202 pause', () =>
      terminal.received.some((m) => m.msgId === 0x9202 && m.body[1] === 1),
    );
    await expect(page.getByTestId('device-pause')).toHaveText(/Tiếp tục/);

    await page.getByTestId('device-save').click();
    await expect(page.getByTestId('device-status')).toContainText('Đã lưu', { timeout: 30_000 });
    await expect(page.locator('[data-testid^="video-play-"]')).toHaveCount(1);
    await expect(page.getByTestId('timeline-span')).toHaveCount(1);

    // Closing it ends the playback on the dashcam.
    await page.getByTestId('device-playback-close').click();
    await waitUntil('0x9202 end', () =>
      terminal.received.some((m) => m.msgId === 0x9202 && m.body[1] === 2),
    );
  } finally {
    for (const stream of streams) stream.stop();
    terminal.close();
  }
});
