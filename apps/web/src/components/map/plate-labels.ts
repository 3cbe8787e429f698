/** Plate labels show from this zoom (street level), where trucks are no longer clustered. */
export const PLATE_LABEL_MIN_ZOOM = 13;

const FONT = '600 11px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const HEIGHT = 17;
/** A label's top edge lies this far below its truck's middle (under the icon). */
const OFFSET_Y = 13;
/** Space kept free around a label, in CSS pixels. */
const PADDING = 1;

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

/**
 * The labels that fit, in the order given (put the selected truck first): each takes the
 * box under its truck unless a label placed before it overlaps that box, as MapLibre's
 * symbol placement did. Icons never hide labels, nor labels icons.
 */
export function placeLabels(
  candidates: Iterable<TLabelCandidate>,
  widthOf: (plate: string) => number,
): TPlacedLabel[] {
  const placed: TPlacedLabel[] = [];
  for (const candidate of candidates) {
    const width = widthOf(candidate.plate);
    const left = candidate.x - width / 2 - PADDING;
    const right = candidate.x + width / 2 + PADDING;
    const top = candidate.y + OFFSET_Y - PADDING;
    const bottom = top + HEIGHT + 2 * PADDING;
    const overlaps = placed.some((other) => {
      const otherTop = other.y + OFFSET_Y - PADDING;
      return (
        left < other.x + other.width / 2 + PADDING &&
        right > other.x - other.width / 2 - PADDING &&
        top < otherTop + HEIGHT + 2 * PADDING &&
        bottom > otherTop
      );
    });
    if (!overlaps) placed.push({ ...candidate, width });
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
