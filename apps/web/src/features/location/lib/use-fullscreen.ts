import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Full screen for one element: the Fullscreen API where the browser offers it for any
 * element, else (iPhone Safari) the element is pinned over the whole window by the caller
 * (`pinned`); Escape leaves both.
 */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [pinned, setPinned] = useState(false);
  const [native, setNative] = useState(false);

  useEffect(() => {
    const changed = () => setNative(document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, [target]);

  // Escape leaves either way. Browsers leave their own full screen on Escape, but not every
  // one does for an element (a kiosk, a key sent by an assistive tool): the page leaves too.
  useEffect(() => {
    if (!pinned && !native) return;
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setPinned(false);
      if (document.fullscreenElement)
        document
          .exitFullscreen()
          .catch((error: unknown) => console.warn('Leaving full screen failed', error));
    };
    window.addEventListener('keydown', escape);
    return () => window.removeEventListener('keydown', escape);
  }, [pinned, native]);

  const toggle = useCallback(() => {
    const element = target.current;
    if (!element) return;
    if (document.fullscreenElement) {
      void document.exitFullscreen();
    } else if (pinned) {
      setPinned(false);
    } else if (document.fullscreenEnabled && element.requestFullscreen) {
      element.requestFullscreen().catch((error: unknown) => {
        // Refused (not from a click, or a policy): pin it over the window instead.
        console.warn('Full screen was refused', error);
        setPinned(true);
      });
    } else {
      setPinned(true);
    }
  }, [target, pinned]);

  return { on: native || pinned, pinned, toggle };
}
