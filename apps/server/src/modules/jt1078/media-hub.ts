import type { MediaFrame } from './frame-assembler.js';
import type { MediaAddress } from './platform-bodies.js';

/** A device connection streaming one channel, as a sink sees it. */
export interface StreamLink {
  /** Ends the connection (the sink stopped). */
  close(): void;
}

/** Who waits for a device's stream of a channel: a live tile or a playback. */
export interface StreamSink {
  /** How long the device's connection may stay silent (a paused playback); default 60 s. */
  idleMs?: number;
  attached(link: StreamLink): void;
  frame(frame: MediaFrame): void;
  /** The connection ended (the device closed it, or it broke). */
  detached(): void;
}

/** Streams asked for and not yet connected, at most this many per channel. */
const MAX_WAITING = 4;

/**
 * This instance's JT/T 1078 port and who waits on it: a device connects after it was asked
 * (0x9101, 0x9201) and is handed to the sink that asked first for its channel. A connection
 * nobody asked for (an unknown SIM, a stream the console stopped) has no sink and is closed.
 * Sinks are asked for in the order they asked, one connection each.
 */
export function mediaHub(options: { publicHost: string | null; publicPort: number | null }) {
  const waiting = new Map<string, StreamSink[]>();
  let port: number | null = null;
  const keyOf = (deviceId: string, channel: number) => `${deviceId}/${channel}`;

  return {
    /** Waits for the device's next stream of `channel`; answers how to stop waiting. */
    expect(deviceId: string, channel: number, sink: StreamSink): () => void {
      const key = keyOf(deviceId, channel);
      const list = waiting.get(key) ?? [];
      if (list.length >= MAX_WAITING) list.shift();
      list.push(sink);
      waiting.set(key, list);
      return () => {
        const now = waiting.get(key);
        if (!now) return;
        const left = now.filter((s) => s !== sink);
        if (left.length > 0) waiting.set(key, left);
        else waiting.delete(key);
      };
    },

    /** The sink a new connection of `deviceId` streaming `channel` goes to, or null. */
    take(deviceId: string, channel: number): StreamSink | null {
      const key = keyOf(deviceId, channel);
      const list = waiting.get(key);
      const sink = list?.shift() ?? null;
      if (list && list.length === 0) waiting.delete(key);
      return sink;
    },

    /** The port listens (the actual one when asked for port 0), or stopped (null). */
    listening(actual: number | null): void {
      port = actual;
    },

    /** Where devices send streams and files, or null when the port is off or no host is set. */
    address(): MediaAddress | null {
      if (port === null || !options.publicHost) return null;
      return { host: options.publicHost, port: options.publicPort ?? port };
    },

    /** Why `address()` is null, in words an admin can act on. */
    offReason(): string {
      return port === null
        ? 'JT/T 1078 video is turned off on this server (JT1078_PORT)'
        : 'JT1078_PUBLIC_HOST is not set: the dashcam is not told where to send video';
    },
  };
}

export type MediaHub = ReturnType<typeof mediaHub>;
