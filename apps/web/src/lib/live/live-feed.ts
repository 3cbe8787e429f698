import { ENDPOINTS, type TLiveMessage } from '@fleet/contracts';
import { call } from '@/lib/endpoint-call';
import { storage } from '@/lib/storage';
import { LiveConnection, type TLiveConnectionState } from './live-connection';
import { markTrucks } from './live-marks';
import { liveSocketUrl } from './live-message';
import { LiveTruckStore } from './live-store';

export interface TLiveStatus {
  connection: TLiveConnectionState;
  /** The last failed HTTP load, shown only while no snapshot has arrived. */
  error: unknown;
}

/** A feed opened before its screen is held this long for the screen to take it. */
const WARM_UP_MS = 30_000;

/** Unknown ids in deltas fetch the list again, at most this often. */
const RESYNC_EVERY_MS = 10_000;
/**
 * Deltas carry no address: while some truck has moved away from where its address was said,
 * the list is read again this often for fresh ones (the rows keep the last known meanwhile).
 */
export const ADDRESS_REFRESH_MS = 30_000;

/**
 * The one live feed of the app: a store of trucks plus the socket that fills it. Screens
 * take it with `acquire()` and give it back with `release()`; the socket is open while at
 * least one screen uses it, so two maps never mean two connections.
 */
class LiveFeed {
  readonly store = new LiveTruckStore();
  private status: TLiveStatus = { connection: 'connecting', error: null };
  private readonly statusListeners = new Set<() => void>();
  private connection: LiveConnection | null = null;
  private users = 0;
  private lastResync = 0;
  private lastAddressCheck = 0;
  private resyncTimer: ReturnType<typeof setTimeout> | null = null;
  private listing = false;

  getStatus = (): TLiveStatus => this.status;

  subscribeStatus = (listener: () => void): (() => void) => {
    this.statusListeners.add(listener);
    return () => {
      this.statusListeners.delete(listener);
    };
  };

  acquire(): void {
    this.users += 1;
    if (this.connection) return;
    this.open();
    // The HTTP list usually answers before the socket's snapshot and fills the screen.
    void this.loadOverHttp('initial');
  }

  /**
   * Opens the feed while a live screen's code is still loading (app/early-start.ts), so its
   * trucks arrive with the screen rather than after it; given back after a grace period, by
   * which time the screen holds the feed itself (or was never shown, and the socket closes).
   * The socket alone: its snapshot is the list, and the server then builds it once rather
   * than twice while the page's session check and screen wait on the same server. A socket
   * that drops before its snapshot asks for the list over HTTP (`open`).
   */
  warmUp(): void {
    this.users += 1;
    if (!this.connection) this.open();
    setTimeout(() => this.release(), WARM_UP_MS);
  }

  private open(): void {
    this.connection = new LiveConnection({
      url: () => {
        const token = storage.token();
        return token ? liveSocketUrl(window.location, token) : null;
      },
      onMessage: (message) => this.handle(message),
      onStateChange: (connection) => {
        this.setStatus({ ...this.status, connection });
        if (connection === 'reconnecting' && !this.store.hasSnapshot)
          void this.loadOverHttp('initial');
      },
      // Any call now answers 401, and the API layer's 401 handling signs the person out.
      onSessionEnded: () => {
        call(ENDPOINTS.validateSession).catch(() => undefined);
      },
    });
    this.connection.start();
  }

  release(): void {
    this.users -= 1;
    // Deferred: a screen that remounts at once (React strict mode) keeps the socket.
    setTimeout(() => {
      if (this.users > 0 || !this.connection) return;
      this.connection.stop();
      this.connection = null;
      if (this.resyncTimer) clearTimeout(this.resyncTimer);
      this.resyncTimer = null;
      // The next user may be someone else after sign-out: forget what this one saw.
      this.store.clear();
      this.setStatus({ connection: 'connecting', error: null });
    }, 0);
  }

  /** Loads the list over HTTP again (the error state's retry). */
  retry = (): void => {
    this.setStatus({ ...this.status, error: null });
    void this.loadOverHttp('initial');
  };

  private handle(message: TLiveMessage): void {
    switch (message.type) {
      case 'snapshot':
        this.store.applySnapshot(message.trucks);
        markTrucks('live:snapshot-applied', message.trucks.length);
        if (this.status.error) this.setStatus({ ...this.status, error: null });
        return;
      case 'delta':
        if (this.store.applyDelta(message.trucks).length > 0) this.scheduleResync();
        markTrucks('live:delta-applied', message.trucks.length);
        this.refreshStaleAddresses();
        return;
    }
  }

  private refreshStaleAddresses(): void {
    const now = Date.now();
    if (now - this.lastAddressCheck < ADDRESS_REFRESH_MS) return;
    this.lastAddressCheck = now;
    if (this.store.hasStaleAddress()) void this.loadOverHttp('addresses');
  }

  private scheduleResync(): void {
    if (this.resyncTimer) return;
    const wait = Math.max(0, this.lastResync + RESYNC_EVERY_MS - Date.now());
    this.resyncTimer = setTimeout(() => {
      this.resyncTimer = null;
      this.lastResync = Date.now();
      void this.loadOverHttp('missing');
    }, wait);
  }

  private async loadOverHttp(mode: 'initial' | 'missing' | 'addresses'): Promise<void> {
    // A list on its way answers for this ask too.
    if (this.listing) return;
    this.listing = true;
    try {
      const { data } = await call(ENDPOINTS.currentTrucks);
      if (!this.connection) return;
      // A snapshot from the socket is newer than this answer; only fill what it lacks.
      if (mode === 'initial' && !this.store.hasSnapshot) this.store.applySnapshot(data);
      else {
        this.store.addMissing(data);
        this.store.applyAddresses(data);
      }
    } catch (error) {
      console.warn('Current truck list failed to load', error);
      if (this.connection && !this.store.hasSnapshot) this.setStatus({ ...this.status, error });
    } finally {
      this.listing = false;
    }
  }

  private setStatus(status: TLiveStatus): void {
    this.status = status;
    for (const listener of this.statusListeners) listener();
  }
}

export const liveFeed = new LiveFeed();
