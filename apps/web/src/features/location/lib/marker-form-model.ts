import {
  DEFAULT_MARKER_RADIUS_M,
  ZCreateMarkerRequest,
  type TCreateMarkerRequest,
  type TMarker,
  type TMarkerType,
} from '@fleet/contracts';
import { formFieldErrors, type TFieldErrors } from '@/i18n/field-error-text';

export interface TMarkerFormValues {
  name: string;
  type: TMarkerType;
  lat: string;
  lon: string;
  radius_m: string;
  speed_limit_kmh: string;
  note: string;
  address: string;
}

export type TMarkerFormField = keyof TMarkerFormValues;

/** Coordinates keep 6 decimals (about 10 cm), plenty for a map point. */
const coordinate = (value: number) => String(Number(value.toFixed(6)));

export function emptyMarkerForm(position?: { lat: number; lon: number }): TMarkerFormValues {
  return {
    name: '',
    type: 'other',
    lat: position ? coordinate(position.lat) : '',
    lon: position ? coordinate(position.lon) : '',
    radius_m: String(DEFAULT_MARKER_RADIUS_M),
    speed_limit_kmh: '',
    note: '',
    address: '',
  };
}

export function markerFormFrom(marker: TMarker): TMarkerFormValues {
  return {
    name: marker.name,
    type: marker.type,
    lat: String(marker.lat),
    lon: String(marker.lon),
    radius_m: String(marker.radius_m),
    speed_limit_kmh: marker.speed_limit_kmh === null ? '' : String(marker.speed_limit_kmh),
    note: marker.note ?? '',
    address: marker.address ?? '',
  };
}

/** A typed number; a decimal comma (Vietnamese habit) counts as a point. NaN if not one. */
export function parseDecimal(text: string): number {
  const trimmed = text.trim().replace(/\s/g, '');
  if (!trimmed) return NaN;
  const normal = trimmed.includes('.') ? trimmed : trimmed.replace(',', '.');
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(normal) ? Number(normal) : NaN;
}

const NUMBER_FIELDS = ['lat', 'lon', 'radius_m'] as const;

type TTranslate = Parameters<typeof formFieldErrors>[0];

/**
 * The create request of the form, or its field errors in the interface language. The values
 * go through `ZCreateMarkerRequest` as the server will, so the bounds and codes are the
 * contract's.
 */
export function markerRequestOf(
  t: TTranslate,
  values: TMarkerFormValues,
): { request: TCreateMarkerRequest; errors: null } | { request: null; errors: TFieldErrors } {
  const zone = values.type === 'speed_zone';
  const speedText = zone ? values.speed_limit_kmh.trim() : '';
  const candidate: TCreateMarkerRequest = {
    name: values.name.trim(),
    type: values.type,
    lat: parseDecimal(values.lat),
    lon: parseDecimal(values.lon),
    radius_m: parseDecimal(values.radius_m),
    speed_limit_kmh: speedText ? parseDecimal(speedText) : null,
    note: values.note.trim() || null,
    address: values.address.trim() || null,
  };
  const parsed = ZCreateMarkerRequest.safeParse(candidate);
  const errors = parsed.success ? {} : formFieldErrors(t, parsed.error.issues, candidate);
  // An empty number is NaN to the schema ("not a number"); to the person it is missing.
  for (const field of NUMBER_FIELDS) {
    if (!values[field].trim()) errors[field] = t('validation:required');
  }
  if (Object.keys(errors).length > 0) return { request: null, errors };
  return { request: candidate, errors: null };
}
