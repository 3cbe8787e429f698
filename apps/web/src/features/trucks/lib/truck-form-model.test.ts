import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import type { TTruck } from '@fleet/contracts';
import { serverFieldErrors } from './field-errors';
import {
  createRequestOf,
  emptyTruckForm,
  truckFormFrom,
  updateRequestOf,
  validateTruckForm,
} from './truck-form-model';

const t = (key: string, options?: Record<string, unknown>) =>
  options ? `${key} ${JSON.stringify(options)}` : key;

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
      plate: 'fieldErrors.plate',
      device_id: 'fieldErrors.deviceId',
      speed_limit_kmh: 'fieldErrors.min {"min":5}',
      cameras: 'fieldErrors.max {"max":16}',
      odometer_km: 'fieldErrors.required',
    });
  });

  it('refuses a fractional camera count and a missing plate', () => {
    const errors = validateTruckForm(t, { ...emptyTruckForm(), cameras: '1.5' });
    expect(errors.cameras).toBe('fieldErrors.wholeNumber');
    expect(errors.plate).toBe('fieldErrors.required');
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
    });
  });
});

describe('server field errors', () => {
  it('puts a duplicate plate or device id on its field', () => {
    const conflict = (field: string) =>
      new ApiError(409, 'CONFLICT', 'taken', [{ field, message: 'is already used' }]);
    expect(serverFieldErrors(t, conflict('plate'))).toEqual({ plate: 'fieldErrors.plateTaken' });
    expect(serverFieldErrors(t, conflict('device_id'))).toEqual({
      device_id: 'fieldErrors.deviceIdTaken',
    });
  });

  it('translates an unknown driver and keeps messages it does not know', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'bad', [
      { field: 'driver_username', message: 'is not a user' },
      { field: 'model', message: 'something new' },
    ]);
    expect(serverFieldErrors(t, error)).toEqual({
      driver_username: 'fieldErrors.driverMissing',
      model: 'something new',
    });
    expect(serverFieldErrors(t, new Error('network'))).toEqual({});
  });
});
