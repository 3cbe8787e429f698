import {
  canonicalPlate,
  type TCreateRuleRequest,
  type TEditRuleRequest,
  type TRule,
} from '@fleet/contracts';

type TTranslate = (key: string) => string;

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

export function validateRuleForm(t: TTranslate, form: TRuleForm): Record<string, string> {
  const errors: Record<string, string> = {};
  if (form.target === 'truck' && !canonicalPlate(form.plate))
    errors.plate = t('rule:form.required');
  const total = kilometres(form.total_km);
  if (total === null || Number.isNaN(total) || total <= 0) errors.total_km = t('rule:form.badKm');
  const last = kilometres(form.last_service_km);
  if (last !== null && (Number.isNaN(last) || last < 0))
    errors.last_service_km = t('rule:form.badKm');
  return errors;
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
