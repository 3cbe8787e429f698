import {
  DEFAULT_MARKER_RADIUS_M,
  ZCreateMarkerRequest,
  type TCreateMarkerRequest,
  type TMarker,
  type TMarkerType,
} from '@fleet/contracts';

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
/** Field → key of `location:fieldErrors`. */
export type TMarkerFormErrors = Partial<Record<TMarkerFormField, string>>;

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

/** What each field's range error says, when the contract schema refuses a value. */
const RANGE_ERRORS: Record<TMarkerFormField, string> = {
  name: 'tooLong',
  type: 'required',
  lat: 'lat',
  lon: 'lon',
  radius_m: 'radius',
  speed_limit_kmh: 'speedLimit',
  note: 'tooLong',
  address: 'tooLong',
};

const NUMBER_FIELDS = ['lat', 'lon', 'radius_m'] as const;

/**
 * The create request of the form, or the field errors (as `fieldErrors` keys). The bounds
 * are the contract's: the values go through `ZCreateMarkerRequest` as the server will.
 */
export function markerRequestOf(
  values: TMarkerFormValues,
): { request: TCreateMarkerRequest; errors: null } | { request: null; errors: TMarkerFormErrors } {
  const errors: TMarkerFormErrors = {};
  if (!values.name.trim()) errors.name = 'required';
  const numbers = Object.fromEntries(NUMBER_FIELDS.map((f) => [f, parseDecimal(values[f])]));
  for (const field of NUMBER_FIELDS) {
    if (!values[field].trim()) errors[field] = 'required';
    else if (Number.isNaN(numbers[field])) errors[field] = 'number';
  }
  const zone = values.type === 'speed_zone';
  const speedText = zone ? values.speed_limit_kmh.trim() : '';
  const speed = speedText ? parseDecimal(speedText) : null;
  if (speed !== null && Number.isNaN(speed)) errors.speed_limit_kmh = 'number';

  const candidate: TCreateMarkerRequest = {
    name: values.name.trim(),
    type: values.type,
    lat: numbers.lat!,
    lon: numbers.lon!,
    radius_m: numbers.radius_m!,
    speed_limit_kmh: speed,
    note: values.note.trim() || null,
    address: values.address.trim() || null,
  };
  const parsed = ZCreateMarkerRequest.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '') as TMarkerFormField;
      if (field in RANGE_ERRORS && !errors[field]) errors[field] = RANGE_ERRORS[field];
    }
  }
  if (Object.keys(errors).length > 0) return { request: null, errors };
  return { request: candidate, errors: null };
}
