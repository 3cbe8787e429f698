import type { Map as MapLibreMap } from 'maplibre-gl';

/** Map icons are drawn at twice their size for sharp screens. */
export const BADGE_PIXEL_RATIO = 2;

export interface TBadge {
  /** Canvas size in CSS pixels. */
  size: number;
  radius: number;
  color: string;
  shadowBlur: number;
  lineWidth: number;
  /** Draws the white sign inside; the fill style is already white and a path begun. */
  sign(context: CanvasRenderingContext2D, middle: number): void;
}

/**
 * A round badge with a white ring and a white sign (the map styles carry no sprite or
 * glyphs), on a canvas of its own at BADGE_PIXEL_RATIO.
 */
export function badgeCanvas(badge: TBadge): HTMLCanvasElement | null {
  const canvas = document.createElement('canvas');
  canvas.width = badge.size * BADGE_PIXEL_RATIO;
  canvas.height = badge.size * BADGE_PIXEL_RATIO;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.scale(BADGE_PIXEL_RATIO, BADGE_PIXEL_RATIO);
  const middle = badge.size / 2;
  context.shadowColor = 'rgba(0, 0, 0, 0.35)';
  context.shadowBlur = badge.shadowBlur;
  context.beginPath();
  context.arc(middle, middle, badge.radius, 0, Math.PI * 2);
  context.fillStyle = badge.color;
  context.fill();
  context.shadowBlur = 0;
  context.lineWidth = badge.lineWidth;
  context.strokeStyle = '#ffffff';
  context.stroke();
  context.fillStyle = '#ffffff';
  context.beginPath();
  badge.sign(context, middle);
  return canvas;
}

function drawBadge(badge: TBadge): ImageData | null {
  const canvas = badgeCanvas(badge);
  return canvas?.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height) ?? null;
}

/** Registers a drawn badge under `id` unless the map has it already. */
export function addBadgeOnce(map: MapLibreMap, id: string, badge: TBadge): void {
  if (map.hasImage(id)) return;
  const image = drawBadge(badge);
  if (image) map.addImage(id, image, { pixelRatio: BADGE_PIXEL_RATIO });
}
