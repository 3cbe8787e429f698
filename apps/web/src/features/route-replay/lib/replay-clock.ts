import { advanceOutside, leaveSpan, normalizeSpans, playMs, type TSpan } from './replay-skip';

/**
 * Replay speeds: ×N plays N seconds of the route per second of wall time. With stops
 * skipped, time standing still costs nothing: a 6.5 h day (23,400 s) with the 15-minute
 * break the law asks after 4 h of driving plays in (23,400 − 900) / 256 = 88 s at ×256.
 */
export const REPLAY_RATES = [1, 4, 16, 32, 64, 128, 256] as const;
export type TReplayRate = (typeof REPLAY_RATES)[number];
export const DEFAULT_REPLAY_RATE: TReplayRate = 64;

/** Where the clock gets its frames; the browser's animation frames unless a test says. */
export interface TFrameScheduler {
  request(callback: (now: number) => void): number;
  cancel(handle: number): void;
}

const browserFrames: TFrameScheduler = {
  request: (callback) => requestAnimationFrame(callback),
  cancel: (handle) => cancelAnimationFrame(handle),
};

export interface TClockOptions {
  frames?: TFrameScheduler;
  /** Stretches "skip stops" passes at once: the route's stops. */
  stops?: Iterable<TSpan>;
  /** Where the cursor starts (a deep link's moment); the route's start by default. */
  at?: number;
  rate?: TReplayRate;
}

/**
 * The replay cursor, outside React: it moves every animation frame while playing, and the
 * map, chart and readouts that follow it update themselves from `subscribe`. Components
 * that only show the play state read `playing`, `rate` and `skipStops`, which change seldom.
 */
export class ReplayClock {
  readonly start: number;
  readonly end: number;
  /** The stops as spans, in time order. */
  readonly stops: readonly TSpan[];
  private current: number;
  private running = false;
  private speed: TReplayRate;
  private skipping = false;
  private frame: number | null = null;
  private lastFrame: number | null = null;
  private readonly frames: TFrameScheduler;
  private readonly listeners = new Set<() => void>();

  constructor(start: number, end: number, options: TClockOptions = {}) {
    this.start = start;
    this.end = Math.max(start, end);
    this.frames = options.frames ?? browserFrames;
    this.stops = normalizeSpans(options.stops ?? []);
    this.speed = options.rate ?? DEFAULT_REPLAY_RATE;
    this.current = this.clamp(options.at ?? start);
  }

  get time(): number {
    return this.current;
  }

  get playing(): boolean {
    return this.running;
  }

  get rate(): TReplayRate {
    return this.speed;
  }

  get skipStops(): boolean {
    return this.skipping;
  }

  /** Wall milliseconds the whole route takes at the current rate and skip choice. */
  get totalPlayMs(): number {
    return playMs(this.start, this.end, this.speed, this.stops, this.skipping);
  }

  /** Wall milliseconds from the cursor to the end, likewise. */
  get remainingPlayMs(): number {
    return playMs(this.current, this.end, this.speed, this.stops, this.skipping);
  }

  /** Listeners hear every change: each frame while playing, each seek, play and pause. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  seek(time: number): void {
    const next = this.clamp(time);
    if (!Number.isFinite(next) || next === this.current) return;
    this.current = next;
    this.emit();
  }

  play(): void {
    if (this.running || this.end <= this.start) return;
    // Playing from the end starts over, as media players do.
    if (this.current >= this.end) this.current = this.start;
    if (this.skipping) this.current = Math.min(this.end, leaveSpan(this.current, this.stops));
    this.running = true;
    this.lastFrame = null;
    this.frame = this.frames.request(this.tick);
    this.emit();
  }

  pause(): void {
    if (!this.running) return;
    this.stop();
    this.emit();
  }

  toggle(): void {
    if (this.running) this.pause();
    else this.play();
  }

  setRate(rate: TReplayRate): void {
    if (rate === this.speed) return;
    this.speed = rate;
    this.emit();
  }

  setSkipStops(skip: boolean): void {
    if (skip === this.skipping) return;
    this.skipping = skip;
    this.emit();
  }

  private clamp(time: number): number {
    return Math.min(this.end, Math.max(this.start, time));
  }

  private stop(): void {
    this.running = false;
    if (this.frame !== null) this.frames.cancel(this.frame);
    this.frame = null;
    this.lastFrame = null;
  }

  private readonly tick = (now: number): void => {
    this.frame = null;
    if (!this.running) return;
    // The first frame only sets the wall clock's origin, so a slow start does not jump.
    const elapsed = this.lastFrame === null ? 0 : Math.max(0, now - this.lastFrame);
    this.lastFrame = now;
    const routeMs = elapsed * this.speed;
    const next = this.skipping
      ? advanceOutside(this.current, routeMs, this.stops)
      : this.current + routeMs;
    this.current = Math.min(this.end, next);
    if (this.current >= this.end) this.stop();
    else this.frame = this.frames.request(this.tick);
    this.emit();
  };

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
