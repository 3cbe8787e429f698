import {
  BUSINESS_TYPES,
  ZCreateTruckRequest,
  type TBusinessType,
  ZUpdateTruckRequest,
  type TCreateTruckRequest,
  type TTruck,
  type TVehicleType,
} from '@fleet/contracts';
import type { TUpdateTruckRequest } from '@/api/trucks';
import { formFieldErrors, type TFieldErrors } from '@/i18n/field-error-text';
import type { TTranslate } from './translate';

/** What the form holds: text as typed; numbers stay text until they are sent. */
export interface TTruckFormValues {
  plate: string;
  name: string;
  device_id: string;
  model: string;
  vehicle_type: TVehicleType;
  /** Empty: the vehicle type's default limit applies. */
  speed_limit_kmh: string;
  cameras: string;
  driver_username: string;
  odometer_km: string;
  /** The data the law asks for (TT 71/2024 art. 6): empty texts are not known. */
  payload_kg: string;
  seats: string;
  /** A business type, or '' when not given. */
  business_type: string;
  vin: string;
}

export type TTruckFormField = keyof TTruckFormValues;

/** The schema's own default type, so a new truck starts like one created through the API. */
const DEFAULT_VEHICLE_TYPE = ZCreateTruckRequest.shape.vehicle_type.parse(undefined);

export function emptyTruckForm(): TTruckFormValues {
  return {
    plate: '',
    name: '',
    device_id: '',
    model: '',
    vehicle_type: DEFAULT_VEHICLE_TYPE,
    speed_limit_kmh: '',
    cameras: '0',
    driver_username: '',
    odometer_km: '0',
    payload_kg: '',
    seats: '',
    business_type: '',
    vin: '',
  };
}

export function truckFormFrom(truck: TTruck): TTruckFormValues {
  return {
    plate: truck.plate_display,
    name: truck.name ?? '',
    device_id: truck.device_id ?? '',
    model: truck.model ?? '',
    vehicle_type: truck.vehicle_type,
    speed_limit_kmh: String(truck.speed_limit_kmh),
    cameras: String(truck.cameras),
    driver_username: truck.driver_username ?? '',
    odometer_km: String(truck.odometer_km),
    payload_kg: truck.payload_kg === null ? '' : String(truck.payload_kg),
    seats: truck.seats === null ? '' : String(truck.seats),
    business_type: truck.business_type ?? '',
    vin: truck.vin ?? '',
  };
}

const textOrNull = (value: string) => value.trim() || null;
/** Empty text is NaN so that the schema refuses it; `validateTruckForm` says "required". */
const numberOf = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));
const businessTypeOf = (value: string) =>
  (BUSINESS_TYPES as readonly string[]).includes(value) ? (value as TBusinessType) : null;

/** The fields a create and an update share; empty texts clear the field (null). */
function fieldsOf(values: TTruckFormValues) {
  return {
    plate: values.plate,
    name: textOrNull(values.name),
    device_id: textOrNull(values.device_id),
    model: textOrNull(values.model),
    vehicle_type: values.vehicle_type,
    speed_limit_kmh: numberOrNull(values.speed_limit_kmh),
    cameras: numberOf(values.cameras),
    driver_username: textOrNull(values.driver_username),
    odometer_km: numberOf(values.odometer_km),
    payload_kg: numberOrNull(values.payload_kg),
    seats: numberOrNull(values.seats),
    business_type: businessTypeOf(values.business_type),
    vin: textOrNull(values.vin),
  };
}

export function createRequestOf(values: TTruckFormValues): TCreateTruckRequest {
  return fieldsOf(values);
}

export function updateRequestOf(id: number, values: TTruckFormValues): TUpdateTruckRequest {
  return { id, ...fieldsOf(values) };
}

const REQUIRED: TTruckFormField[] = ['plate', 'cameras', 'odometer_km'];

/** Checks the form with the same schemas the server uses; field → translated message. */
export function validateTruckForm(
  t: TTranslate,
  values: TTruckFormValues,
  id?: number,
): TFieldErrors {
  const request = id === undefined ? createRequestOf(values) : updateRequestOf(id, values);
  const schema = id === undefined ? ZCreateTruckRequest : ZUpdateTruckRequest;
  const result = schema.safeParse(request);
  const errors = result.success ? {} : formFieldErrors(t, result.error.issues, request);
  for (const field of REQUIRED) {
    if (values[field].trim() === '') errors[field] = t('validation:required');
  }
  return errors;
}
