import {
  type TContract,
  type TContractStatus,
  type TCreateContractRequest,
  type TUpdateContractRequest,
} from '@fleet/contracts';
import { fieldErrors } from '@/lib/api';
import { companyDay, wireTime } from '@/lib/company-time';
import type { TTranslate } from './translate';

/** What the form holds: times as wire times (company zone), as the date-time fields hand them. */
export interface TContractFormValues {
  code: string;
  customer: string;
  plate: string;
  driver_username: string;
  planned_start: string;
  planned_end: string;
  origin_marker_id: number | null;
  destination_marker_id: number | null;
  cargo: string;
  status: TContractStatus;
  note: string;
}

export type TContractFormErrors = Partial<Record<keyof TContractFormValues, string>>;

/** A new contract starts today 08:00–17:00 in the company zone. */
export function emptyContractForm(now: Date, timeZone: string): TContractFormValues {
  const day = companyDay(now, timeZone);
  return {
    code: '',
    customer: '',
    plate: '',
    driver_username: '',
    planned_start: `${day} 08:00:00`,
    planned_end: `${day} 17:00:00`,
    origin_marker_id: null,
    destination_marker_id: null,
    cargo: '',
    status: 'planned',
    note: '',
  };
}

export function contractFormFrom(contract: TContract, timeZone: string): TContractFormValues {
  return {
    code: contract.code,
    customer: contract.customer,
    plate: contract.plate,
    driver_username: contract.driver_username ?? '',
    planned_start: wireTime(contract.planned_start, timeZone) ?? '',
    planned_end: wireTime(contract.planned_end, timeZone) ?? '',
    origin_marker_id: contract.origin?.id ?? null,
    destination_marker_id: contract.destination?.id ?? null,
    cargo: contract.cargo ?? '',
    status: contract.status,
    note: contract.note ?? '',
  };
}

/** What is wrong before asking the server; `{}` when nothing is. */
export function validateContractForm(
  t: TTranslate,
  values: TContractFormValues,
  timeZone: string,
): TContractFormErrors {
  const errors: TContractFormErrors = {};
  for (const field of ['code', 'customer', 'plate'] as const)
    if (!values[field].trim()) errors[field] = t('fieldErrors.required');
  const start = wireTime(values.planned_start, timeZone);
  const end = wireTime(values.planned_end, timeZone);
  if (!start) errors.planned_start = t('fieldErrors.invalidTime');
  if (!end) errors.planned_end = t('fieldErrors.invalidTime');
  else if (start && end < start) errors.planned_end = t('fieldErrors.endBeforeStart');
  return errors;
}

export function createRequestOf(
  values: TContractFormValues,
  timeZone: string,
): TCreateContractRequest {
  return {
    code: values.code.trim(),
    customer: values.customer.trim(),
    plate: values.plate,
    driver_username: values.driver_username || null,
    planned_start: wireTime(values.planned_start, timeZone) ?? '',
    planned_end: wireTime(values.planned_end, timeZone) ?? '',
    origin_marker_id: values.origin_marker_id,
    destination_marker_id: values.destination_marker_id,
    cargo: values.cargo.trim() || null,
    status: values.status,
    note: values.note.trim() || null,
  };
}

/** The whole form as an update: emptied fields clear on the server. */
export function updateRequestOf(
  id: number,
  values: TContractFormValues,
  timeZone: string,
): TUpdateContractRequest {
  return {
    id,
    ...createRequestOf(values, timeZone),
    cargo: values.cargo.trim(),
    note: values.note.trim(),
  };
}

const SERVER_MESSAGES: Record<string, string> = {
  'is required': 'fieldErrors.required',
  'is already used': 'fieldErrors.codeTaken',
  'is not a user': 'fieldErrors.driverMissing',
  'is not a map point': 'fieldErrors.pointMissing',
  'must not be before planned_start': 'fieldErrors.endBeforeStart',
};

/** Field messages of a 400 or 409 answer, translated where the text is known. */
export function serverFormErrors(t: TTranslate, error: unknown): TContractFormErrors {
  const errors: TContractFormErrors = {};
  for (const [field, message] of Object.entries(fieldErrors(error))) {
    const known = SERVER_MESSAGES[message];
    errors[field as keyof TContractFormValues] = known ? t(known) : message;
  }
  return errors;
}
