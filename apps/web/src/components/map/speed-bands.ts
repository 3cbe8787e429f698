import { DOMAIN_SETTINGS_DEFAULTS, isMovingFix } from '@fleet/contracts';

export type TSpeedBandKey = 'still' | 'slow' | 'medium' | 'fast' | 'over';

export interface TSpeedBand {
  key: TSpeedBandKey;
  /** Speeds from this value (km/h) belong to the band, up to the next band's `from`. */
  from: number;
  color: string;
}

/** The settings' default moving speed, for a track drawn before the settings are read. */
const DEFAULT_MOVING_KMH = DOMAIN_SETTINGS_DEFAULTS.moving_speed_kmh;

/** Built once per moving speed: a track colours each of its thousands of fixes with them. */
const bandsByMovingSpeed = new Map<number, readonly TSpeedBand[]>();

/**
 * Track colours by speed, slowest first. At or below the admin's moving speed a truck counts
 * as standing (domain-vietnam.md), so that band includes its upper bound; the others start
 * at their bound (40 km/h is already "medium").
 */
export function speedBands(movingKmh: number = DEFAULT_MOVING_KMH): readonly TSpeedBand[] {
  let bands = bandsByMovingSpeed.get(movingKmh);
  if (!bands) {
    bands = [
      { key: 'still', from: 0, color: '#9e9e9e' },
      { key: 'slow', from: movingKmh, color: '#2e7d32' },
      { key: 'medium', from: 40, color: '#9ccc29' },
      { key: 'fast', from: 60, color: '#f57c00' },
      { key: 'over', from: 80, color: '#d32f2f' },
    ];
    bandsByMovingSpeed.set(movingKmh, bands);
  }
  return bands;
}

export function speedBandOf(kmh: number, movingKmh: number = DEFAULT_MOVING_KMH): TSpeedBand {
  const bands = speedBands(movingKmh);
  let band = bands[0]!;
  // The model's moving rule for the standing band, `>=` for the others; NaN stays standing.
  if (!isMovingFix({ speedKmh: kmh }, { moving_speed_kmh: movingKmh })) return band;
  for (const candidate of bands) if (kmh >= candidate.from) band = candidate;
  return band;
}

export const speedColor = (kmh: number, movingKmh?: number): string =>
  speedBandOf(kmh, movingKmh).color;

/** Colour of the stretch between two fixes: that of their mean speed. */
export const segmentColor = (fromKmh: number, toKmh: number, movingKmh?: number): string =>
  speedColor((fromKmh + toKmh) / 2, movingKmh);

/** A track drawn by speed: each fix coloured with the stretch that leaves it. */
export function speedPath(
  points: readonly { lat: number; lon: number; speed_kmh: number }[],
  movingKmh?: number,
): { lat: number; lon: number; color: string }[] {
  return points.map((point, index) => ({
    lat: point.lat,
    lon: point.lon,
    color: segmentColor(
      point.speed_kmh,
      points[index + 1]?.speed_kmh ?? point.speed_kmh,
      movingKmh,
    ),
  }));
}

/**
 * Colour stops of a vertical gradient from 0 to `max` km/h that paints a speed line in its
 * band colours: each band holds its colour from its lower bound to the next, hard-edged.
 */
export function bandGradientStops(
  max: number,
  movingKmh?: number,
): { offset: number; color: string }[] {
  const bands = speedBands(movingKmh);
  if (!(max > 0)) return [{ offset: 0, color: bands[0]!.color }];
  const clamp = (value: number) => Math.min(1, Math.max(0, value / max));
  return bands.flatMap((band, index) => {
    const next = bands[index + 1];
    const from = clamp(band.from);
    const to = next ? clamp(next.from) : 1;
    return from >= 1 && index > 0
      ? []
      : [
          { offset: from, color: band.color },
          { offset: to, color: band.color },
        ];
  });
}
