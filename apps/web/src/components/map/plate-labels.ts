import type { TTruckStatus } from '@fleet/contracts';

const FONT = '600 11px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const HEIGHT = 17;
/** A label's top edge lies this far below its truck's middle (under the icon). */
const OFFSET_Y = 13;
/** Space kept free around a label, in CSS pixels. */
const PADDING = 1;
/** Side of the cells placed boxes are filed under, so a label is checked against its neighbours only. */
const CELL = 64;

export interface TLabelCandidate {
  id: number;
  plate: string;
  /** The truck's middle on screen, in CSS pixels. */
  x: number;
  y: number;
}

export interface TPlacedLabel extends TLabelCandidate {
  width: number;
}

/** A box on the screen no label may cover (a cluster's circle with its count). */
export interface TObstacle {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * Which labels win a place when they would overlap, as MapLibre's `symbol-sort-key` orders
 * symbols: moving trucks first (they are the ones watched), then idling, stopped, offline
 * (the selected truck goes before all of them; see placeLabels).
 */
export const LABEL_RANK: Record<TTruckStatus, number> = {
  moving: 0,
  idle: 1,
  stopped: 2,
  offline: 3,
};

/** Candidates in the order they claim their place: the selected one, then by rank, then by id. */
export function labelOrder<T extends { id: number; status: TTruckStatus }>(
  trucks: readonly T[],
  selectedId: number | null,
): T[] {
  const rank = (truck: T) => (truck.id === selectedId ? -1 : LABEL_RANK[truck.status]);
  return [...trucks].sort((a, b) => rank(a) - rank(b) || a.id - b.id);
}

/**
 * The labels that fit, in the order given (see labelOrder): each takes the box under its
 * truck unless a label placed before it or an obstacle overlaps that box, as MapLibre's
 * symbol placement with `text-allow-overlap: false` does. At any zoom, crowded trucks thus
 * show only some of their plates, the more important ones. Icons never hide labels, nor
 * labels icons.
 */
export function placeLabels(
  candidates: Iterable<TLabelCandidate>,
  widthOf: (plate: string) => number,
  obstacles: readonly TObstacle[] = [],
): TPlacedLabel[] {
  const placed: TPlacedLabel[] = [];
  const grid = new Map<string, TObstacle[]>();
  const cellsOf = (box: TObstacle) => {
    const keys: string[] = [];
    for (let cx = Math.floor(box.left / CELL); cx <= Math.floor(box.right / CELL); cx++)
      for (let cy = Math.floor(box.top / CELL); cy <= Math.floor(box.bottom / CELL); cy++)
        keys.push(`${cx}:${cy}`);
    return keys;
  };
  const overlaps = (box: TObstacle) =>
    cellsOf(box).some((key) =>
      (grid.get(key) ?? []).some(
        (other) =>
          box.left < other.right &&
          box.right > other.left &&
          box.top < other.bottom &&
          box.bottom > other.top,
      ),
    );
  const file = (box: TObstacle) => {
    for (const key of cellsOf(box)) {
      const cell = grid.get(key);
      if (cell) cell.push(box);
      else grid.set(key, [box]);
    }
  };
  for (const obstacle of obstacles) file(obstacle);
  for (const candidate of candidates) {
    const width = widthOf(candidate.plate);
    const top = candidate.y + OFFSET_Y - PADDING;
    const box = {
      left: candidate.x - width / 2 - PADDING,
      right: candidate.x + width / 2 + PADDING,
      top,
      bottom: top + HEIGHT + 2 * PADDING,
    };
    if (overlaps(box)) continue;
    file(box);
    placed.push({ ...candidate, width });
  }
  return placed;
}

/** Widths of the plates drawn so far (a plate's text never changes its width). */
const widths = new Map<string, number>();

/** The width a label of this plate takes on `context`: its text and 5 px on each side. */
export function labelWidth(context: CanvasRenderingContext2D, plate: string): number {
  let width = widths.get(plate);
  if (width === undefined) {
    context.font = FONT;
    width = Math.ceil(context.measureText(plate).width) + 10;
    widths.set(plate, width);
  }
  return width;
}

/** A white pill with the plate in dark text under its truck. */
export function drawLabel(context: CanvasRenderingContext2D, label: TPlacedLabel): void {
  const left = label.x - label.width / 2;
  const top = label.y + OFFSET_Y;
  context.beginPath();
  context.roundRect(left + 0.5, top + 0.5, label.width - 1, HEIGHT - 1, 4);
  context.fillStyle = 'rgba(255, 255, 255, 0.92)';
  context.fill();
  context.lineWidth = 1;
  context.strokeStyle = 'rgba(0, 0, 0, 0.35)';
  context.stroke();
  centredText(context, label.plate, label.x, top + HEIGHT / 2 + 0.5, FONT, '#1a2027');
}

/** Text centred on a point (plate labels, cluster counts). */
export function centredText(
  context: CanvasRenderingContext2D,
  text: string,
  x: number,
  y: number,
  font: string,
  color: string,
): void {
  context.font = font;
  context.fillStyle = color;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(text, x, y);
}
