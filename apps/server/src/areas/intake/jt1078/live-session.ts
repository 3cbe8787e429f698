import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../http/app-error.js';
import type { TerminalRegistry } from '../jt808/terminal-registry.js';
import type { LiveSession, DeviceSource } from '../../media/index.js';
import { deviceStream } from './device-stream.js';
import type { MediaHub } from './media-hub.js';
import { liveRequest, liveStop, VIDEO_PLATFORM } from './platform-bodies.js';
import { commandTerminal } from './terminal-commands.js';

/**
 * Live tiles of `jt1078` cameras: the remux of live-camera (one per channel across the
 * instances, by its lease) runs a device stream here, so the dashcam is told to send its
 * video to THIS instance's JT/T 1078 address (0x9101), and told to stop (0x9102) when the
 * last viewer has gone.
 */
export function dashcamLiveSessions(deps: {
  hub: MediaHub;
  terminals: TerminalRegistry;
  ffmpegPath: string;
  log?: FastifyBaseLogger;
}) {
  return (source: DeviceSource, dir: string): LiveSession => {
    const { deviceId, channel } = source;
    const stream = deviceStream({
      ffmpegPath: deps.ffmpegPath,
      hub: deps.hub,
      deviceId,
      channel,
      dir,
      mode: 'live',
      log: deps.log,
      async ask() {
        const to = deps.hub.address();
        if (!to) throw new AppError('DEVICE_VIDEO_OFF', deps.hub.offReason());
        const reply = await commandTerminal(
          deps.terminals,
          deviceId,
          VIDEO_PLATFORM.liveRequest,
          liveRequest(to, channel),
        );
        return reply.address;
      },
      async release() {
        await commandTerminal(
          deps.terminals,
          deviceId,
          VIDEO_PLATFORM.liveControl,
          liveStop(channel),
        );
      },
    });
    return {
      dir,
      get pid() {
        return stream.pid;
      },
      status() {
        const status = stream.status();
        return status.state === 'ended'
          ? { ...status, state: 'offline' }
          : { ...status, state: status.state };
      },
      stop: () => stream.stop(),
    };
  };
}
