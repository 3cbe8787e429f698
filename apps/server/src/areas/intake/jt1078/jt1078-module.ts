import type { FastifyBaseLogger } from 'fastify';
import crypto from 'node:crypto';
import type { TConfig } from '../../../config.js';
import type { Database } from '../../../db/database.js';
import type { TimeFormat } from '../../../time-format.js';
import type { CameraService, MediaIntake } from '../../media/index.js';
import type { TerminalRegistry } from '../jt808/terminal-registry.js';
import type { TruckService } from '../../fleet/index.js';
import { devicePlaybacks } from './device-playbacks.js';
import { deviceRecordings } from './device-recordings.js';
import { dashcamLiveSessions } from './live-session.js';
import { mediaHub } from './media-hub.js';
import { playbackRepository } from './playback-repository.js';

/**
 * JT/T 1078 video: the hub of this instance's 1078 port (who waits for which dashcam's
 * stream), the live remux of `jt1078` cameras, and the recordings on dashcams' SD cards
 * (listed, played back, saved as clips), all asked through the JT/T 808 terminal registry.
 * The port itself is opened by `startJt1078Server` with the hub.
 */
export function jt1078Module(deps: {
  config: TConfig;
  db: Database;
  log: FastifyBaseLogger;
  terminals: TerminalRegistry;
  trucks: TruckService;
  cameras: CameraService;
  intake: MediaIntake;
  time: TimeFormat;
  /** Minutes east of UTC of a terminal's clock. */
  offsetOf: (deviceId: string) => Promise<number>;
}) {
  const log = deps.log.child({ port: 'jt1078' });
  const hub = mediaHub({
    publicHost: deps.config.JT1078_PUBLIC_HOST ?? null,
    publicPort: null,
    log,
  });
  const recordings = deviceRecordings({
    terminals: deps.terminals,
    trucks: deps.trucks,
    cameras: deps.cameras,
    offsetOf: deps.offsetOf,
    time: deps.time,
  });
  return {
    hub,
    liveSession: dashcamLiveSessions({
      hub,
      terminals: deps.terminals,
      ffmpegPath: deps.config.FFMPEG_PATH,
      log,
    }),
    recordings,
    playbacks: devicePlaybacks({
      hub,
      terminals: deps.terminals,
      recordings,
      offsetOf: deps.offsetOf,
      intake: deps.intake,
      time: deps.time,
      ffmpegPath: deps.config.FFMPEG_PATH,
      log,
      rows: playbackRepository(deps.db),
      ownerId: crypto.randomUUID(),
    }),
  };
}

export type Jt1078Module = ReturnType<typeof jt1078Module>;
