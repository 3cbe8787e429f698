import { describe, expect, it } from 'vitest';
import type { TRule } from '@fleet/contracts';
import i18n from '@/i18n';
import { ApiError } from '@/lib/api';
import {
  createRuleRequest,
  editRuleRequest,
  emptyRuleForm,
  kilometres,
  ruleServerErrors,
  validateRuleForm,
} from './rule-form-model';

const vi = i18n.getFixedT('vi');
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
const filled = { ...emptyRuleForm(), plate: '51C-123.45', total_km: '20000' };

describe('rule form', () => {
  it('turns km typed as text into numbers', () => {
    expect(kilometres(' 20,000 ')).toBe(20_000);
    expect(kilometres('')).toBeNull();
    expect(kilometres('abc')).toBeNaN();
  });

  it('words each bad field in Vietnamese by the schema the server uses', () => {
    expect(validateRuleForm(vi, emptyRuleForm())).toEqual({
      plate: 'Bắt buộc nhập',
      total_km: 'Bắt buộc nhập',
    });
    expect(validateRuleForm(vi, { ...filled, total_km: '0', last_service_km: '-5' })).toEqual({
      total_km: 'Phải lớn hơn 0',
      last_service_km: 'Không được nhỏ hơn 0',
    });
    expect(validateRuleForm(vi, { ...filled, total_km: 'abc' })).toEqual({
      total_km: 'Phải là số',
    });
    expect(validateRuleForm(vi, { ...filled, total_km: '20000000' })).toEqual({
      total_km: 'Không được lớn hơn 10000000',
    });
    expect(validateRuleForm(vi, filled)).toEqual({});
  });

  it('checks an edit with the edit schema', () => {
    const form = { ...emptyRuleForm(), total_km: '', last_service_km: 'x' };
    expect(validateRuleForm(vi, form, rule)).toEqual({
      total_km: 'Bắt buộc nhập',
      last_service_km: 'Phải là số',
    });
    expect(validateRuleForm(vi, { ...form, total_km: '5000', last_service_km: '' }, rule)).toEqual(
      {},
    );
  });

  it('sends total_km as a number and leaves an empty last service out', () => {
    expect(createRuleRequest(filled)).toEqual({
      plate: '51C-123.45',
      type: 'oil_change',
      total_km: 20_000,
      note: null,
    });
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

describe('rule server errors', () => {
  it('words a refused field by its code, never by the English message', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'total_km: must be greater than 0', [
      {
        field: 'total_km',
        code: 'more_than',
        params: { min: 0 },
        message: 'must be greater than 0',
      },
      { field: 'plate', code: 'plate_or_vehicle_type', params: {}, message: 'give either…' },
    ]);
    expect(ruleServerErrors(vi, error, filled)).toEqual({
      total_km: 'Phải lớn hơn 0',
      plate: 'Chọn biển số hoặc loại xe (chỉ một)',
    });
  });

  it('leaves out fields the form does not show, so the failure shows instead', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'bad', [
      { field: 'plate', code: 'required', params: {}, message: 'is required' },
    ]);
    expect(ruleServerErrors(vi, error, { ...filled, target: 'type' })).toEqual({});
  });
});
