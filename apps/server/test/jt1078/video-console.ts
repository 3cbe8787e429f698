import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { ZLiveStreamsResponse, type TLiveStream, type TTruck } from '@fleet/contracts';
import {
  startJt1078Server,
  type Jt1078Server,
} from '../../src/areas/intake/jt1078/media-server.js';
import { testVideoFrames } from '../support/h264-frames.js';
import { readLiveRequest, streamVideo, type LiveRequest } from '../support/jt1078-device.js';
import type { Jt808Terminal } from '../support/jt808-terminal.js';
import { waitUntil } from '../support/wait-until.js';
import type { TestConsole } from '../test-console.js';
import { startJt808Console, type Jt808Console } from '../jt808/jt808-console.js';

/** A test console with its JT/T 808 port and its JT/T 1078 port open on free ports. */
export async function startVideoConsole(): Promise<{ gateway: Jt808Console; video: Jt1078Server }> {
  const gateway = await startJt808Console({ JT1078_PUBLIC_HOST: '127.0.0.1' });
  const video = (await startJt1078Server(
    { hub: gateway.fleet.services.jt1078.hub },
    {
      port: 0,
      host: '127.0.0.1',
      log: gateway.fleet.app.log,
      ports: gateway.fleet.services.ports,
    },
  ))!;
  return { gateway, video };
}

/** Channel 1 of the truck is its dashcam's camera (`jt1078`), channel 2 a URL camera. */
export async function saveCameras(gateway: Jt808Console, truck: TTruck) {
  const saved = await gateway.fleet.call('POST', '/api/trucks/cameras/save', {
    token: gateway.fleet.adminToken,
    body: {
      truck_id: truck.id,
      cameras: [
        { channel: 1, name: 'Camera trước', position: 'road', source_kind: 'jt1078' },
        { channel: 2, name: 'Camera cabin', position: 'cabin', source_url: null },
      ],
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

export const platformMessages = (terminal: Jt808Terminal, msgId: number) =>
  terminal.received.filter((m) => m.msgId === msgId);

/** ffprobe's codec and size of the first video stream of a file's bytes (`ext`: ts, mp4). */
export function probeVideo(bytes: Buffer, ext = 'ts') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-jt1078-'));
  try {
    const file = path.join(dir, `video.${ext}`);
    fs.writeFileSync(file, bytes);
    const out = execFileSync('ffprobe', [
      ...['-v', 'error', '-select_streams', 'v:0', '-show_entries'],
      ...['stream=codec_name,width,height', '-of', 'json', file],
    ]);
    return (JSON.parse(out.toString()) as { streams: Record<string, unknown>[] }).streams[0];
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A truck with its dashcam registered, authenticated and its cameras saved (`saveCameras`). */
export async function connectedDashcam(gateway: Jt808Console) {
  const { truck, terminal } = await gateway.truckWithTerminal();
  await saveCameras(gateway, truck);
  return { truck, terminal };
}

type Stream = Awaited<ReturnType<typeof streamVideo>>;

/**
 * A dashcam on a truck whose channel 1 camera is `jt1078`: registered, authenticated, and
 * streaming the ffmpeg test picture to where each 0x9101 says, cut in packets of 950 bytes.
 */
export async function streamingDashcam(gateway: Jt808Console) {
  const { truck, terminal } = await connectedDashcam(gateway);
  const requests: LiveRequest[] = [];
  const streams: Stream[] = [];
  terminal.answers.video = (msgId, body) => {
    if (msgId === 0x9101) {
      const request = readLiveRequest(body);
      requests.push(request);
      void streamVideo({ request, phone: terminal.phone, frames: testVideoFrames() }).then(
        (stream) => streams.push(stream),
      );
    }
    return 0;
  };
  return { truck, terminal, requests, streams };
}

/** Opens (or asks again for) the live tile of a truck's channel. */
export async function openTile(
  gateway: Jt808Console,
  truckId: number,
  channel = 1,
): Promise<TLiveStream> {
  const answer = await gateway.fleet.call('POST', '/api/live-camera/streams', {
    token: gateway.fleet.adminToken,
    body: { streams: [{ truck_id: truckId, channel }] },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return ZLiveStreamsResponse.parse(answer.body).data[0]!;
}

/** Asks for the tile until `done` holds of it; answers that state. */
export async function openTileUntil(
  gateway: Jt808Console,
  truckId: number,
  done: (s: TLiveStream) => boolean,
) {
  let last: TLiveStream | null = null;
  await waitUntil('the tile state', async () => done((last = await openTile(gateway, truckId))), {
    timeoutMs: 40_000,
    everyMs: 250,
  });
  return last!;
}

/** Connections a device port has refused since start, all reasons. */
export async function portRefusals(fleet: TestConsole, port: string): Promise<number> {
  const health = await fleet.call('GET', '/api/health', {});
  const ports = health.body.data.device_ports as {
    port: string;
    refused: Record<string, number>;
  }[];
  return Object.values(ports.find((p) => p.port === port)!.refused).reduce((a, b) => a + b, 0);
}
