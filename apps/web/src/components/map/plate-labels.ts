import { useEffect } from 'react';
import type { ExpressionSpecification, Map as MapLibreMap } from 'maplibre-gl';
import { BADGE_PIXEL_RATIO } from './badge-image';
import { useMap } from './map-context';

/** Plate labels show from this zoom (street level), where trucks are no longer clustered. */
export const PLATE_LABEL_MIN_ZOOM = 13;

const PREFIX = 'fleet-plate:';

/**
 * Labels kept on the map at most (a label is about 20 KB of image). Past it the oldest third
 * is dropped at once, and redrawn when shown again: dropping reloads the tiles using them.
 */
const MAX_LABELS = 1_000;

/** The label image of a feature: one image per plate, drawn when the map first needs it. */
export const plateLabelImage: ExpressionSpecification = ['concat', PREFIX, ['get', 'plate']];

const FONT = '600 11px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** Label images are drawn in one go for at most about this long; the rest in the next tasks. */
const SLICE_MS = 8;

let labelContext: CanvasRenderingContext2D | null | undefined;

/**
 * The one canvas every label is drawn on, kept in main memory: each label is read back
 * from it at once, which a canvas drawn by the GPU would have to wait for.
 */
function labelCanvas(): CanvasRenderingContext2D | null {
  if (labelContext === undefined) {
    labelContext = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  }
  return labelContext;
}

/** A white pill with the plate in dark text, sized to the text. */
function drawLabel(text: string): ImageData | null {
  const context = labelCanvas();
  if (!context) return null;
  const canvas = context.canvas;
  context.font = FONT;
  const width = Math.ceil(context.measureText(text).width) + 10;
  const height = 17;
  // Setting the size clears the canvas and resets the context's state.
  canvas.width = width * BADGE_PIXEL_RATIO;
  canvas.height = height * BADGE_PIXEL_RATIO;
  context.setTransform(BADGE_PIXEL_RATIO, 0, 0, BADGE_PIXEL_RATIO, 0, 0);
  context.beginPath();
  context.roundRect(0.5, 0.5, width - 1, height - 1, 4);
  context.fillStyle = 'rgba(255, 255, 255, 0.92)';
  context.fill();
  context.lineWidth = 1;
  context.strokeStyle = 'rgba(0, 0, 0, 0.35)';
  context.stroke();
  context.font = FONT;
  context.fillStyle = '#1a2027';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(text, width / 2, height / 2 + 0.5);
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

/**
 * Runs `work` for each key asked for, in tasks of at most about `sliceMs` each (the task
 * that passes it stops there and the next one carries on), a key asked twice before its
 * turn once. `ask` answers when its key's work has run; `cancel` answers every ask waiting
 * without running it.
 */
export function slicedWork(
  work: (key: string) => void,
  sliceMs: number,
  now: () => number = () => performance.now(),
) {
  const waiting = new Map<string, (() => void)[]>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const runSome = () => {
    timer = null;
    const until = now() + sliceMs;
    for (const [key, asks] of waiting) {
      waiting.delete(key);
      work(key);
      for (const done of asks) done();
      if (now() >= until) break;
    }
    if (waiting.size > 0) timer = setTimeout(runSome, 0);
  };
  return {
    ask(key: string): Promise<void> {
      return new Promise((done) => {
        const asks = waiting.get(key);
        if (asks) asks.push(done);
        else waiting.set(key, [done]);
        timer ??= setTimeout(runSome, 0);
      });
    },
    cancel(): void {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      for (const asks of waiting.values()) for (const done of asks) done();
      waiting.clear();
    },
  };
}

/**
 * Draws plate labels on demand: the styles carry no glyphs, so a `text-field` cannot be
 * used; instead each plate becomes a small image the first time a tile in view needs it
 * (the map's missing-image resolver; there is one per map, and this layer is its only
 * user). Only trucks on screen at street zoom ever get one, so 5,000 trucks cost nothing
 * when zoomed out. A tile's labels are drawn in slices of SLICE_MS, the tile waiting for
 * the last of them, so a street full of new plates does not block the page.
 */
export function usePlateLabelImages(): void {
  const map = useMap();
  useEffect(() => {
    const added: string[] = [];
    const labels = slicedWork((id) => {
      if (map.hasImage(id)) return;
      const image = drawLabel(id.slice(PREFIX.length));
      if (!image) return;
      map.addImage(id, image, { pixelRatio: BADGE_PIXEL_RATIO });
      added.push(id);
      if (added.length > MAX_LABELS) dropOldest(map, added.splice(0, MAX_LABELS / 3));
    }, SLICE_MS);
    map.setMissingStyleImageResolver((id) => {
      if (!id.startsWith(PREFIX) || map.hasImage(id)) return;
      return labels.ask(id);
    });
    return () => {
      map.setMissingStyleImageResolver(null);
      labels.cancel();
    };
  }, [map]);
}

function dropOldest(map: MapLibreMap, ids: string[]): void {
  for (const id of ids) if (map.hasImage(id)) map.removeImage(id);
}
