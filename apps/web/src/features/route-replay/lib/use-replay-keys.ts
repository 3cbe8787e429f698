import { useEffect, type RefObject } from 'react';
import type { ReplayClock } from './replay-clock';
import { stepTime, type TTimeline } from './route-timeline';

/** Pauses and moves the cursor to the next (`1`) or the previous (`-1`) fix. */
export function stepReplay(clock: ReplayClock, timeline: TTimeline, direction: 1 | -1): void {
  clock.pause();
  clock.seek(stepTime(timeline.times, clock.time, direction));
}

/** Fields that need every key themselves: typing and choosing. */
const OWN_KEYS = 'input:not([type="range"]), textarea, select, [contenteditable="true"]';
/** On the map the arrows pan it: there only space belongs to the replay. */
const MAP = '.maplibregl-canvas';
/** Controls that a space presses; there space is theirs, not play/pause. */
const PRESSABLE = 'button, a[href], [role="button"], [role="option"], summary';

/**
 * Space plays and pauses, ← and → step from fix to fix, Home and End jump to the ends.
 * Keys count when nothing is focused or the focus is inside the replay, so an embedding
 * screen's own shortcuts elsewhere are left alone.
 */
export function useReplayKeys(
  root: RefObject<HTMLElement | null>,
  clock: ReplayClock,
  timeline: TTimeline,
): void {
  useEffect(() => {
    const keydown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof Element ? event.target : null;
      const inside = !target || target === document.body || root.current?.contains(target);
      if (!inside || target?.closest(OWN_KEYS)) return;
      if (event.key !== ' ' && target?.closest(MAP)) return;
      switch (event.key) {
        case ' ':
          if (target?.closest(PRESSABLE)) return;
          clock.toggle();
          break;
        case 'ArrowLeft':
        case 'ArrowRight':
          stepReplay(clock, timeline, event.key === 'ArrowRight' ? 1 : -1);
          break;
        case 'Home':
          clock.seek(clock.start);
          break;
        case 'End':
          clock.seek(clock.end);
          break;
        default:
          return;
      }
      event.preventDefault();
    };
    document.addEventListener('keydown', keydown);
    return () => document.removeEventListener('keydown', keydown);
  }, [root, clock, timeline]);
}
