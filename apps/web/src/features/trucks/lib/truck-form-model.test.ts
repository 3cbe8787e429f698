import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import type { TTruck } from '@fleet/contracts';
import { serverFieldErrors } from '@/i18n/field-error-text';
import {
  createRequestOf,
  emptyTruckForm,
  truckFormFrom,
  updateRequestOf,
  validateTruckForm,
} from './truck-form-model';

/** The key and its params (not the fallback), so a test reads which text a field gets. */
const t = (key: string, options: Record<string, unknown> = {}) => {
  const params = Object.entries(options).filter(([name]) => name !== 'defaultValue');
  return params.length > 0 ? `${key} ${JSON.stringify(Object.fromEntries(params))}` : key;
};

const truck: TTruck = {
  id: 7,
  plate: '51D12345',
  plate_display: '51D-123.45',
  name: 'Xe 1',
  device_id: null,
  model: 'Hino 500',
  vehicle_type: 'tractor',
  speed_limit_kmh: 70,
  cameras: 4,
  driver_username: 'taixe1',
  odometer_km: 12345.6,
  payload_kg: 15000,
  seats: null,
  business_type: 'container',
  vin: null,
  created_at: '2025-01-01 08:00:00',
};

describe('truck form model', () => {
  it('starts with the schema defaults: truck over 3.5 t, no cameras, odometer 0', () => {
    const form = emptyTruckForm();
    expect(form).toMatchObject({ vehicle_type: 'truck_over_3_5t', cameras: '0', odometer_km: '0' });
    expect(form.speed_limit_kmh).toBe('');
  });

  it('accepts a plate as typed and sends empty texts as null', () => {
    const values = { ...emptyTruckForm(), plate: '51d 12345', name: '  ' };
    expect(validateTruckForm(t, values)).toEqual({});
    expect(createRequestOf(values)).toMatchObject({
      plate: '51d 12345',
      name: null,
      device_id: null,
      speed_limit_kmh: null,
      cameras: 0,
      driver_username: null,
      odometer_km: 0,
    });
  });

  it('names each invalid field with a translated message', () => {
    const errors = validateTruckForm(t, {
      ...emptyTruckForm(),
      plate: '51I 12345',
      device_id: 'has space',
      speed_limit_kmh: '3',
      cameras: '17',
      odometer_km: '',
    });
    expect(errors).toEqual({
      plate: 'validation:plate',
      device_id: 'validation:device_id',
      speed_limit_kmh: 'validation:min {"min":5}',
      cameras: 'validation:max {"max":16}',
      odometer_km: 'validation:required',
    });
  });

  it('refuses a fractional camera count and a missing plate', () => {
    const errors = validateTruckForm(t, { ...emptyTruckForm(), cameras: '1.5' });
    expect(errors.cameras).toBe('validation:whole_number');
    expect(errors.plate).toBe('validation:required');
  });

  it('edits a truck from its list row and sends every field with its id', () => {
    const values = truckFormFrom(truck);
    expect(values).toMatchObject({ plate: '51D-123.45', device_id: '', cameras: '4' });
    expect(validateTruckForm(t, values, truck.id)).toEqual({});
    expect(updateRequestOf(truck.id, { ...values, name: 'Xe mới' })).toEqual({
      id: 7,
      plate: '51D-123.45',
      name: 'Xe mới',
      device_id: null,
      model: 'Hino 500',
      vehicle_type: 'tractor',
      speed_limit_kmh: 70,
      cameras: 4,
      driver_username: 'taixe1',
      odometer_km: 12345.6,
      payload_kg: 15000,
      seats: null,
      business_type: 'container',
      vin: null,
    });
  });

  it("checks the law's data: a VIN of 17 characters, a whole payload, a known business type", () => {
    const values = { ...emptyTruckForm(), plate: '51C-678.90' };
    const errors = validateTruckForm(t, { ...values, vin: 'ABC', payload_kg: '1.5', seats: '' });
    expect(errors).toEqual({ vin: 'validation:vin', payload_kg: 'validation:whole_number' });
    const request = createRequestOf({ ...values, business_type: 'own_account', seats: '3' });
    expect(request).toMatchObject({ business_type: 'own_account', seats: 3, payload_kg: null });
    expect(createRequestOf({ ...values, business_type: '' }).business_type).toBeNull();
  });
});

describe('server field errors', () => {
  it('puts a duplicate plate or device id on its field, worded for that field', () => {
    const conflict = (field: string) =>
      new ApiError(409, 'CONFLICT', 'taken', [
        { field, code: 'taken', params: {}, message: 'is already used' },
      ]);
    expect(serverFieldErrors(t, conflict('plate'))).toEqual({
      plate: 'validation:byField.plate.taken',
    });
    expect(serverFieldErrors(t, conflict('device_id'))).toEqual({
      device_id: 'validation:byField.device_id.taken',
    });
  });

  it('translates by code, never by the English message, and shows a message without code', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'bad', [
      { field: 'driver_username', code: 'not_a_user', params: {}, message: 'is not a user' },
      { field: 'name', code: 'too_long', params: { max: 100 }, message: 'anything' },
      { field: 'model', message: 'something new' },
    ]);
    expect(serverFieldErrors(t, error)).toEqual({
      driver_username: 'validation:not_a_user',
      name: 'validation:too_long {"max":100}',
      model: 'something new',
    });
    expect(serverFieldErrors(t, new Error('network'))).toEqual({});
  });
});
