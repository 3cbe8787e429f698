import {
  ZCreateContractRequest,
  type TContract,
  type TContractStatus,
  type TCreateContractRequest,
  type TUpdateContractRequest,
} from '@fleet/contracts';
import { formFieldErrors, serverFieldErrors } from '@/i18n/field-error-text';
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
  const request = createRequestOf(values, timeZone);
  const result = ZCreateContractRequest.safeParse(request);
  const errors: TContractFormErrors = result.success
    ? {}
    : formFieldErrors(t, result.error.issues, request);
  // An empty plate is missing, not a malformed one.
  if (!values.plate.trim()) errors.plate = t('validation:required');
  const { planned_start: start, planned_end: end } = request;
  if (!errors.planned_start && !errors.planned_end && end < start)
    errors.planned_end = t('validation:not_before_start');
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

/** Field texts of a 400 or 409 answer, by the codes its `details` carry. */
export const serverFormErrors = (t: TTranslate, error: unknown): TContractFormErrors =>
  serverFieldErrors(t, error);
