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

/** A white pill with the plate in dark text, sized to the text. */
function drawLabel(text: string): ImageData | null {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.font = FONT;
  const width = Math.ceil(context.measureText(text).width) + 10;
  const height = 17;
  canvas.width = width * BADGE_PIXEL_RATIO;
  canvas.height = height * BADGE_PIXEL_RATIO;
  context.scale(BADGE_PIXEL_RATIO, BADGE_PIXEL_RATIO);
  context.beginPath();
  context.roundRect(0.5, 0.5, width - 1, height - 1, 4);
  context.fillStyle = 'rgba(255, 255, 255, 0.92)';
  context.fill();
  context.lineWidth = 1;
  context.strokeStyle = 'rgba(0, 0, 0, 0.35)';
  context.stroke();
  // Setting the canvas size reset the context: set the font again.
  context.font = FONT;
  context.fillStyle = '#1a2027';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(text, width / 2, height / 2 + 0.5);
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

/**
 * Draws plate labels on demand: the styles carry no glyphs, so a `text-field` cannot be
 * used; instead each plate becomes a small image the first time a tile in view needs it
 * (the map's missing-image resolver; there is one per map, and this layer is its only
 * user). Only trucks on screen at street zoom ever get one, so 5,000 trucks cost nothing
 * when zoomed out.
 */
export function usePlateLabelImages(): void {
  const map = useMap();
  useEffect(() => {
    const added: string[] = [];
    map.setMissingStyleImageResolver((id) => {
      if (!id.startsWith(PREFIX) || map.hasImage(id)) return;
      const image = drawLabel(id.slice(PREFIX.length));
      if (!image) return;
      map.addImage(id, image, { pixelRatio: BADGE_PIXEL_RATIO });
      added.push(id);
      if (added.length > MAX_LABELS) dropOldest(map, added.splice(0, MAX_LABELS / 3));
    });
    return () => {
      map.setMissingStyleImageResolver(null);
    };
  }, [map]);
}

function dropOldest(map: MapLibreMap, ids: string[]): void {
  for (const id of ids) if (map.hasImage(id)) map.removeImage(id);
}
