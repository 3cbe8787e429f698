import { useCallback, useEffect, useRef, useState } from 'react';

/** The pointer rests this long on a truck before its card opens (no flicker, no lookups). */
const REST_MS = 200;

/**
 * The truck the pointer rests on: set after a short rest, cleared at once when it leaves.
 * Returns the id and the handler for the truck layer's hover events.
 */
export function useHoverIntent(): [number | null, (id: number | null) => void] {
  const [hovered, setHovered] = useState<number | null>(null);
  const timer = useRef<number>(0);
  const pending = useRef<number | null>(null);

  const onHover = useCallback((id: number | null) => {
    if (id === pending.current) return;
    pending.current = id;
    window.clearTimeout(timer.current);
    if (id === null) setHovered(null);
    else timer.current = window.setTimeout(() => setHovered(id), REST_MS);
  }, []);

  useEffect(() => () => window.clearTimeout(timer.current), []);
  return [hovered, onHover];
}
