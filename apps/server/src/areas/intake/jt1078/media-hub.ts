import type { FastifyBaseLogger } from 'fastify';
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

/** A connection on the 1078 port that named a device and channel, waiting to be placed. */
export interface StreamOffer {
  /** Where it comes from (as `peerAddress` reads it). */
  readonly address: string | null;
  /** Set by the connection once it has ended: the hub drops it. */
  ended: boolean;
  /** It is the stream `sink` asked for. */
  attach(sink: StreamSink): void;
  /** It is nobody's: `unrequested` (nobody asked), `not_from_truck` (another address). */
  refuse(reason: 'unrequested' | 'not_from_truck'): void;
}

/** A stream asked of a device: answered (by the address of its 808 connection) or not yet. */
export interface StreamRequest {
  /** The device answered 0x9101/0x9201 over its 808 connection, from `address`. */
  answered(address: string | null): void;
  /** The stream is no longer waited for. */
  cancel(): void;
}

interface Waiting {
  sink: StreamSink;
  /** undefined until the device answered the request. */
  address: string | null | undefined;
}

interface Channel {
  waiting: Waiting[];
  offers: StreamOffer[];
  /** A connection from elsewhere was refused (logged once while the channel is waited for). */
  conflictLogged: boolean;
}

/** Streams asked for and not yet connected, at most this many per channel. */
const MAX_WAITING = 4;

/**
 * This instance's JT/T 1078 port and who waits on it. Video is taken only from the truck: a
 * connection naming a device and channel goes to a stream that asked for them only once the
 * device has answered that request over its authenticated JT/T 808 connection, and only when
 * it comes from that connection's address (the registry tells it with the answer, from any
 * instance). Until the answer it waits (not read); one from another address is then closed
 * and the conflict logged once; one nobody asked for is closed at once. Sinks are served in
 * the order they asked, one connection each.
 */
export function mediaHub(options: {
  publicHost: string | null;
  publicPort: number | null;
  log?: FastifyBaseLogger;
}) {
  const channels = new Map<string, Channel>();
  let port: number | null = null;
  const keyOf = (deviceId: string, channel: number) => `${deviceId}/${channel}`;

  /** Pairs waiting connections with answered requests from their address; refuses the rest. */
  function settle(key: string): void {
    const entry = channels.get(key);
    if (!entry) return;
    entry.offers = entry.offers.filter((offer) => !offer.ended);
    for (const offer of [...entry.offers]) {
      const match = entry.waiting.findIndex(
        (w) => w.address !== undefined && w.address !== null && w.address === offer.address,
      );
      if (match >= 0) {
        const [{ sink }] = entry.waiting.splice(match, 1) as [Waiting];
        entry.offers.splice(entry.offers.indexOf(offer), 1);
        offer.attach(sink);
        continue;
      }
      // Still waiting for an answer that may name its address: it waits too.
      if (entry.waiting.some((w) => w.address === undefined)) continue;
      entry.offers.splice(entry.offers.indexOf(offer), 1);
      if (entry.waiting.length === 0) {
        offer.refuse('unrequested');
        continue;
      }
      if (!entry.conflictLogged) {
        entry.conflictLogged = true;
        options.log?.warn(
          {
            stream: key,
            from: offer.address,
            truck_at: entry.waiting.find((w) => w.address)?.address ?? null,
          },
          'JT/T 1078 stream from another address than the truck: refused',
        );
      }
      offer.refuse('not_from_truck');
    }
    if (entry.waiting.length === 0 && entry.offers.length === 0) channels.delete(key);
  }

  return {
    /** Waits for the device's next stream of `channel`, taken once the request is answered. */
    expect(deviceId: string, channel: number, sink: StreamSink): StreamRequest {
      const key = keyOf(deviceId, channel);
      let entry = channels.get(key);
      if (!entry) channels.set(key, (entry = { waiting: [], offers: [], conflictLogged: false }));
      if (entry.waiting.length >= MAX_WAITING) entry.waiting.shift();
      const waiting: Waiting = { sink, address: undefined };
      entry.waiting.push(waiting);
      return {
        answered(address) {
          if (waiting.address !== undefined) return;
          waiting.address = address;
          settle(key);
        },
        cancel() {
          const now = channels.get(key);
          if (!now) return;
          now.waiting = now.waiting.filter((w) => w !== waiting);
          settle(key);
        },
      };
    },

    /** A new connection of `deviceId` streaming `channel`: placed now, later, or refused. */
    offer(deviceId: string, channel: number, offer: StreamOffer): void {
      const key = keyOf(deviceId, channel);
      const entry = channels.get(key);
      if (!entry || entry.waiting.length === 0) return offer.refuse('unrequested');
      entry.offers.push(offer);
      settle(key);
    },

    /** A waiting connection ended. */
    withdraw(deviceId: string, channel: number): void {
      settle(keyOf(deviceId, channel));
    },

    /** Connections waiting for an answer (a diagnostic for tests). */
    waitingOffers(): number {
      let count = 0;
      for (const entry of channels.values()) count += entry.offers.length;
      return count;
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
