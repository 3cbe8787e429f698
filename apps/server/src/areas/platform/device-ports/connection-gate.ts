import type net from 'node:net';
import {
  PORT_REFUSALS,
  type TDevicePort,
  type TDevicePortStatus,
  type TPortRefusal,
} from '@fleet/contracts';
import { addressKey } from './address-key.js';
import type { PortLimits } from './port-caps.js';
import { UnprovenByAddress } from './unproven-by-address.js';

/** A port that shed a connection stays "saturated" this long (no flapping between probes). */
export const SATURATION_HOLD_MS = 10_000;

/**
 * Where a connection stands: `fresh` until its first valid frame, `framed` after it,
 * `proven` once the port trusts it (an authenticated terminal, a stream the console asked
 * for, an alarm it announced). Only proven connections are never evicted, and only unproven
 * ones count against their address's cap.
 */
type Stage = 'fresh' | 'framed' | 'proven';

interface Held {
  address: string;
  stage: Stage;
  openedAt: number;
}

const zeroCounts = () =>
  Object.fromEntries(PORT_REFUSALS.map((reason) => [reason, 0])) as Record<TPortRefusal, number>;

/**
 * The connections of one device port: which are let in, which are closed to make room,
 * which ran out of time for their first frame, and counts of every refusal. A full port
 * takes a new connection in place of an unproven one: the oldest (fresh first) of the address
 * holding the most, so a flood of sockets, idle or talking, never keeps a terminal out while
 * it comes from fewer addresses than the port holds; it refuses only when every connection is
 * proven.
 */
export class ConnectionGate {
  private readonly held = new Map<net.Socket, Held>();
  /** Connections without a frame yet, oldest first (a Set keeps insertion order). */
  private readonly fresh = new Set<net.Socket>();
  private readonly unproven = new UnprovenByAddress<net.Socket>();
  private readonly refusals = zeroCounts();
  private unreported = zeroCounts();
  private shedAt = Number.NEGATIVE_INFINITY;

  constructor(
    readonly port: TDevicePort,
    readonly limits: PortLimits & { firstFrameMs: number },
    private readonly clock: () => number = Date.now,
  ) {}

  get connections(): number {
    return this.held.size;
  }

  /** A connection just accepted: true when it may stay; else it was destroyed and counted. */
  admit(socket: net.Socket): boolean {
    const address = addressKey(socket.remoteAddress);
    if (this.unproven.count(address) >= this.limits.maxPerAddress)
      return this.refuse(socket, 'address_full');
    if (this.held.size >= this.limits.maxConnections) {
      const victim = this.unproven.victim();
      if (!victim) {
        this.shedAt = this.clock();
        return this.refuse(socket, 'port_full');
      }
      this.shedAt = this.clock();
      this.refuse(victim, 'evicted');
    }
    this.held.set(socket, { address, stage: 'fresh', openedAt: this.clock() });
    this.fresh.add(socket);
    this.unproven.add(address, socket);
    socket.once('close', () => this.forget(socket));
    return true;
  }

  /** The connection sent its first valid frame: no longer subject to the first-frame deadline. */
  framed(socket: net.Socket): void {
    const entry = this.held.get(socket);
    if (entry?.stage !== 'fresh') return;
    entry.stage = 'framed';
    this.fresh.delete(socket);
    this.unproven.frame(entry.address, socket);
  }

  /** The port trusts the connection: never evicted, no longer counted against its address. */
  proven(socket: net.Socket): void {
    const entry = this.held.get(socket);
    if (!entry || entry.stage === 'proven') return;
    this.fresh.delete(socket);
    this.unproven.remove(entry.address, socket);
    entry.stage = 'proven';
  }

  /** Closes the connection for `reason` (counted). Answers false, for `return gate.refuse(…)`. */
  refuse(socket: net.Socket, reason: TPortRefusal): false {
    this.count(reason);
    this.forget(socket);
    socket.destroy();
    return false;
  }

  /** Closes connections that had no valid frame within the deadline (oldest first). */
  sweep(now = this.clock()): void {
    for (const socket of this.fresh) {
      if (now - this.held.get(socket)!.openedAt < this.limits.firstFrameMs) return;
      this.refuse(socket, 'no_first_frame');
    }
  }

  saturated(now = this.clock()): boolean {
    return this.held.size >= this.limits.maxConnections || now - this.shedAt < SATURATION_HOLD_MS;
  }

  status(now = this.clock()): TDevicePortStatus {
    return {
      port: this.port,
      connections: this.held.size,
      max_connections: this.limits.maxConnections,
      max_per_address: this.limits.maxPerAddress,
      saturated: this.saturated(now),
      refused: { ...this.refusals },
    };
  }

  /** Refusals since the last call (for the periodic log line); null when there were none. */
  takeUnreported(): Record<TPortRefusal, number> | null {
    const counts = this.unreported;
    if (!PORT_REFUSALS.some((reason) => counts[reason] > 0)) return null;
    this.unreported = zeroCounts();
    return counts;
  }

  private count(reason: TPortRefusal): void {
    this.refusals[reason] += 1;
    this.unreported[reason] += 1;
  }

  private forget(socket: net.Socket): void {
    const entry = this.held.get(socket);
    if (!entry) return;
    this.held.delete(socket);
    this.fresh.delete(socket);
    this.unproven.remove(entry.address, socket);
  }
}
