import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '../../config.js';
import type { TerminalRegistry } from '../jt808/terminal-registry.js';
import { dashcamLiveSessions } from './live-session.js';
import { mediaHub } from './media-hub.js';

/**
 * JT/T 1078 video: the hub of this instance's 1078 port (who waits for which dashcam's
 * stream) and the live remux of `jt1078` cameras, which asks the dashcam through the JT/T
 * 808 terminal registry. The port itself is opened by `startJt1078Server` with the hub.
 */
export function jt1078Services(deps: {
  config: TConfig;
  log: FastifyBaseLogger;
  terminals: TerminalRegistry;
}) {
  const hub = mediaHub({ publicHost: deps.config.JT1078_PUBLIC_HOST ?? null, publicPort: null });
  return {
    hub,
    liveSession: dashcamLiveSessions({
      hub,
      terminals: deps.terminals,
      ffmpegPath: deps.config.FFMPEG_PATH,
      log: deps.log.child({ port: 'jt1078' }),
    }),
  };
}

export type Jt1078Services = ReturnType<typeof jt1078Services>;
