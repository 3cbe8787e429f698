import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { isMovingFix } from '@fleet/contracts';
import type { TTruckFeed, TTruckPoint } from '@/components/map';
import { ReplayClock, type TReplayRate } from './replay-clock';
import { cursorAt, stopAt, type TTimeline } from './route-timeline';

/**
 * One clock per timeline, its cursor at `at` (a deep link's moment) or the route's start; it
 * stops when the replay unmounts or the route changes.
 */
export function useReplayClock(timeline: TTimeline, at?: number | null): ReplayClock {
  const clock = useMemo(
    () =>
      new ReplayClock(timeline.startMs, timeline.endMs, {
        stops: timeline.stops.map((stop) => [stop.startMs, stop.endMs] as const),
        at: at ?? undefined,
      }),
    [timeline, at],
  );
  useEffect(() => () => clock.pause(), [clock]);
  return clock;
}

/** Play state, rate and "skip stops": they change on a click, not every frame. */
export function useClockState(clock: ReplayClock): {
  playing: boolean;
  rate: TReplayRate;
  skipStops: boolean;
} {
  const playing = useSyncExternalStore(clock.subscribe, () => clock.playing);
  const rate = useSyncExternalStore(clock.subscribe, () => clock.rate);
  const skipStops = useSyncExternalStore(clock.subscribe, () => clock.skipStops);
  return { playing, rate, skipStops };
}

/**
 * Re-renders when `quantize(time)` changes, not on every frame: a readout to the second or
 * a slider to a pixel needs far fewer renders than the animation has frames.
 */
export function useClockTick(clock: ReplayClock, quantize: (time: number) => number): number {
  return useSyncExternalStore(clock.subscribe, () => quantize(clock.time));
}

/**
 * Status the truck icon shows at the cursor: moving (above the admin's moving speed), or
 * standing with the engine on or off.
 */
export function statusAt(timeline: TTimeline, time: number, speedKmh: number, movingKmh: number) {
  if (isMovingFix({ speedKmh }, { moving_speed_kmh: movingKmh })) return 'moving' as const;
  return stopAt(timeline.stops, time)?.idle ? ('idle' as const) : ('stopped' as const);
}

/** The replayed truck as a feed of the shared truck layer: one truck, at the cursor. */
export function useReplayFeed(
  clock: ReplayClock,
  timeline: TTimeline,
  movingKmh: number,
): TTruckFeed {
  return useMemo<TTruckFeed>(
    () => ({
      *values(): Iterable<TTruckPoint> {
        const cursor = cursorAt(timeline, clock.time);
        if (!cursor) return;
        yield {
          id: 0,
          lat: cursor.lat,
          lon: cursor.lon,
          course: cursor.course,
          status: statusAt(timeline, cursor.time, cursor.speed_kmh, movingKmh),
        };
      },
      subscribe: clock.subscribe,
    }),
    [clock, timeline, movingKmh],
  );
}
