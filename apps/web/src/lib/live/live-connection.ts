import type { TLiveMessage } from '@fleet/contracts';
import { parseLiveMessage, reconnectDelay } from './live-message';

/** `connecting`: first attempt; `live`: socket open; `reconnecting`: lost, trying again. */
export type TLiveConnectionState = 'connecting' | 'live' | 'reconnecting';

export interface TLiveConnectionOptions {
  /** The socket address, or null when there is no session to connect with. */
  url: () => string | null;
  onMessage: (message: TLiveMessage) => void;
  onStateChange: (state: TLiveConnectionState) => void;
  /** The server closed the socket because the session ended (revoked or expired). */
  onSessionEnded?: () => void;
}

/** Close code of `/api/live` when the session behind the token has ended. */
const SESSION_ENDED = 4401;

/**
 * One WebSocket to `/api/live` that keeps itself open: when it drops it waits 1 s, 2 s,
 * 4 s … up to 15 s between attempts, and retries at once when the browser comes back
 * online. The server sends a fresh snapshot on every connect, so nothing is replayed.
 */
export class LiveConnection {
  private socket: WebSocket | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private attempt = 0;
  private running = false;
  private state: TLiveConnectionState = 'connecting';

  constructor(private readonly options: TLiveConnectionOptions) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    window.addEventListener('online', this.retryNow);
    this.open();
  }

  stop(): void {
    this.running = false;
    window.removeEventListener('online', this.retryNow);
    this.clearTimer();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close(1000);
    }
  }

  private open(): void {
    const url = this.options.url();
    if (!url) {
      this.scheduleReconnect();
      return;
    }
    let socket: WebSocket;
    try {
      socket = new WebSocket(url);
    } catch (error) {
      console.warn('Live connection could not be opened', error);
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      this.setState('live');
    };
    socket.onmessage = (event: MessageEvent) => {
      const message = parseLiveMessage(event.data);
      if (message) this.options.onMessage(message);
      else console.warn('Live connection: message not understood');
    };
    socket.onclose = (event: CloseEvent) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (event.code === SESSION_ENDED) this.options.onSessionEnded?.();
      this.scheduleReconnect();
    };
    // An error is always followed by close, which does the reconnecting.
    socket.onerror = () => undefined;
  }

  private scheduleReconnect(): void {
    if (!this.running) return;
    this.setState('reconnecting');
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      this.open();
    }, reconnectDelay(this.attempt));
    this.attempt += 1;
  }

  private readonly retryNow = () => {
    if (!this.running || this.socket) return;
    this.clearTimer();
    this.attempt = 0;
    this.open();
  };

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private setState(state: TLiveConnectionState): void {
    if (state === this.state) return;
    this.state = state;
    this.options.onStateChange(state);
  }
}
