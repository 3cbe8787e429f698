import {
  ZCreateRuleRequest,
  ZEditRuleRequest,
  type TCreateRuleRequest,
  type TEditRuleRequest,
  type TRule,
} from '@fleet/contracts';
import { formFieldErrors, serverFieldErrors, type TFieldErrors } from '@/i18n/field-error-text';

type TTranslate = (key: string, options?: Record<string, unknown>) => string;

export interface TRuleForm {
  target: 'truck' | 'type';
  plate: string;
  vehicle_type: string;
  type: string;
  total_km: string;
  last_service_km: string;
  note: string;
}

export const emptyRuleForm = (): TRuleForm => ({
  target: 'truck',
  plate: '',
  vehicle_type: 'truck_over_3_5t',
  type: 'oil_change',
  total_km: '',
  last_service_km: '',
  note: '',
});

export const ruleFormFrom = (rule: TRule): TRuleForm => ({
  target: rule.vehicle_type ? 'type' : 'truck',
  plate: rule.plate,
  vehicle_type: rule.vehicle_type ?? 'truck_over_3_5t',
  type: rule.type,
  total_km: String(rule.total_km),
  last_service_km: String(rule.last_service_km),
  note: rule.note ?? '',
});

/** Spec 5: the km typed as text become numbers before sending; '' stays absent. */
export function kilometres(text: string): number | null {
  const cleaned = text.trim().replace(/[\s,]/g, '');
  if (cleaned === '') return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : Number.NaN;
}

export function createRuleRequest(form: TRuleForm): TCreateRuleRequest {
  const last = kilometres(form.last_service_km);
  return {
    ...(form.target === 'truck'
      ? { plate: form.plate }
      : { vehicle_type: form.vehicle_type as never }),
    type: form.type as TCreateRuleRequest['type'],
    total_km: kilometres(form.total_km)!,
    ...(last === null ? {} : { last_service_km: last }),
    note: form.note.trim() || null,
  };
}

/** An edit sends the changed numbers as numbers; a changed last service names the truck. */
export function editRuleRequest(rule: TRule, form: TRuleForm): TEditRuleRequest {
  const last = kilometres(form.last_service_km);
  return {
    id: rule.id,
    type: form.type as TEditRuleRequest['type'],
    total_km: kilometres(form.total_km)!,
    note: form.note.trim() || null,
    ...(last !== null && last !== rule.last_service_km
      ? { plate: rule.plate, last_service_km: last }
      : {}),
  };
}

/**
 * Checks the request the form would send with the schema the server uses (`rule` when editing);
 * field → text in the interface language.
 */
export function validateRuleForm(t: TTranslate, form: TRuleForm, rule?: TRule): TFieldErrors {
  const request = rule ? editRuleRequest(rule, form) : createRuleRequest(form);
  const result = (rule ? ZEditRuleRequest : ZCreateRuleRequest).safeParse(request);
  const errors = result.success ? {} : formFieldErrors(t, result.error.issues, request);
  // A new rule for one truck without a plate misses it (the schema says "plate or type").
  if (!rule && form.target === 'truck' && !form.plate.trim())
    errors.plate = t('validation:required');
  return errors;
}

/** The fields a refused save names, worded by code, as far as the form shows them. */
export function ruleServerErrors(t: TTranslate, error: unknown, form: TRuleForm): TFieldErrors {
  const owner = form.target === 'truck' ? 'plate' : 'vehicle_type';
  return serverFieldErrors(t, error, [owner, 'type', 'total_km', 'last_service_km', 'note']);
}
