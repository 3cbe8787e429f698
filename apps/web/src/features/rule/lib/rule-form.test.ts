import { describe, expect, it } from 'vitest';
import type { TRule } from '@fleet/contracts';
import {
  createRuleRequest,
  editRuleRequest,
  emptyRuleForm,
  kilometres,
  validateRuleForm,
} from './rule-form';

const t = (key: string) => key;
const rule: TRule = {
  id: 3,
  plate: '51C12345',
  truck_id: 1,
  vehicle_type: null,
  total_km: 20_000,
  type: 'oil_change',
  last_service_km: 1_000,
  note: null,
  due_km: 21_000,
  current_km: 5_000,
  km_left: 16_000,
  status: 'ok',
};

describe('rule form', () => {
  it('turns km typed as text into numbers', () => {
    expect(kilometres(' 20,000 ')).toBe(20_000);
    expect(kilometres('')).toBeNull();
    expect(kilometres('abc')).toBeNaN();
  });

  it('refuses a missing plate and a non-positive interval', () => {
    expect(validateRuleForm(t, { ...emptyRuleForm(), total_km: '0' })).toEqual({
      plate: 'rule:form.required',
      total_km: 'rule:form.badKm',
    });
  });

  it('sends total_km as a number and leaves an empty last service out', () => {
    const body = createRuleRequest({ ...emptyRuleForm(), plate: '51C-123.45', total_km: '20000' });
    expect(body).toEqual({ plate: '51C-123.45', type: 'oil_change', total_km: 20_000, note: null });
    const byType = createRuleRequest({
      ...emptyRuleForm(),
      target: 'type',
      vehicle_type: 'tanker',
      total_km: '5000',
    });
    expect(byType).toMatchObject({ vehicle_type: 'tanker', total_km: 5_000 });
    expect(byType).not.toHaveProperty('plate');
  });

  it('names the truck only when the last service changed', () => {
    const same = editRuleRequest(rule, {
      ...emptyRuleForm(),
      total_km: '15000',
      last_service_km: '1000',
    });
    expect(same).toEqual({ id: 3, type: 'oil_change', total_km: 15_000, note: null });
    const moved = editRuleRequest(rule, {
      ...emptyRuleForm(),
      total_km: '15000',
      last_service_km: '2000',
    });
    expect(moved).toMatchObject({ plate: '51C12345', last_service_km: 2_000 });
  });
});
