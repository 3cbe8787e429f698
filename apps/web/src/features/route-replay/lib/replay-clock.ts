/** Replay speeds: replay time advances by wall time times this factor. */
export const REPLAY_RATES = [1, 2, 4, 8, 16, 32] as const;
export type TReplayRate = (typeof REPLAY_RATES)[number];

/** Where the clock gets its frames; the browser's animation frames unless a test says. */
export interface TFrameScheduler {
  request(callback: (now: number) => void): number;
  cancel(handle: number): void;
}

const browserFrames: TFrameScheduler = {
  request: (callback) => requestAnimationFrame(callback),
  cancel: (handle) => cancelAnimationFrame(handle),
};

/**
 * The replay cursor, outside React: it moves every animation frame while playing, and the
 * map, chart and readouts that follow it update themselves from `subscribe`. Components
 * that only show the play state read `playing` and `rate`, which change seldom.
 */
export class ReplayClock {
  readonly start: number;
  readonly end: number;
  private current: number;
  private running = false;
  private speed: TReplayRate = 1;
  private frame: number | null = null;
  private lastFrame: number | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(
    start: number,
    end: number,
    private readonly frames: TFrameScheduler = browserFrames,
  ) {
    this.start = start;
    this.end = Math.max(start, end);
    this.current = start;
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

  /** Listeners hear every change: each frame while playing, each seek, play and pause. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  seek(time: number): void {
    const next = Math.min(this.end, Math.max(this.start, time));
    if (!Number.isFinite(next) || next === this.current) return;
    this.current = next;
    this.emit();
  }

  play(): void {
    if (this.running || this.end <= this.start) return;
    // Playing from the end starts over, as media players do.
    if (this.current >= this.end) this.current = this.start;
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
    this.current = Math.min(this.end, this.current + elapsed * this.speed);
    if (this.current >= this.end) this.stop();
    else this.frame = this.frames.request(this.tick);
    this.emit();
  };

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
