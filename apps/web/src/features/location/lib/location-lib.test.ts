import { describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { serverFieldErrors } from '@/i18n/field-error-text';
import { ApiError } from '@/lib/api';
import { importRowErrors } from './import-errors';
import { emptyMarkerForm, markerRequestOf, parseDecimal } from './marker-form-model';
import { filterTrucks, foldText, roundSpeed } from './truck-search';

const vi = i18n.getFixedT('vi');

const trucks = [
  {
    id: 1,
    plate: '51D12345',
    plate_display: '51D-123.45',
    name: 'Xe đầu kéo',
    driver_name: 'Nguyễn Văn Đức',
    current_driver: 'ducnv',
    status: 'moving' as const,
  },
  {
    id: 2,
    plate: '29C67890',
    plate_display: '29C-678.90',
    name: null,
    driver_name: null,
    current_driver: null,
    status: 'stopped' as const,
  },
];

describe('filterTrucks', () => {
  it('finds by plate in any spelling, by truck name and by driver without accents', () => {
    const ids = (search: string) => filterTrucks(trucks, search, []).map((t) => t.id);
    expect(ids('')).toEqual([2, 1]);
    expect(ids('51d-123')).toEqual([1]);
    expect(ids('51D 123.45')).toEqual([1]);
    expect(ids('678')).toEqual([2]);
    expect(ids('nguyen van duc')).toEqual([1]);
    expect(ids('đầu kéo')).toEqual([1]);
    expect(ids('ducnv')).toEqual([1]);
    expect(ids('khong co')).toEqual([]);
  });

  it('keeps only the chosen statuses', () => {
    expect(filterTrucks(trucks, '', ['stopped']).map((t) => t.id)).toEqual([2]);
    expect(filterTrucks(trucks, '', ['idle'])).toEqual([]);
  });

  it('folds Vietnamese text', () => {
    expect(foldText('Đường Trường Sơn')).toBe('duong truong son');
  });
});

describe('roundSpeed', () => {
  it('rounds km/h for display (30 knots = 55.56 km/h → 56)', () => {
    expect(roundSpeed(30 * 1.852)).toBe(56);
    expect(roundSpeed(0.4)).toBe(0);
    expect(roundSpeed(null)).toBeNull();
  });
});

describe('markerRequestOf', () => {
  it('builds the create request from a form filled at a picked position', () => {
    const values = {
      ...emptyMarkerForm({ lat: 21.02851234567, lon: 105.8542 }),
      name: '  Kho Long Biên ',
      type: 'warehouse' as const,
      speed_limit_kmh: '40',
      note: ' ',
    };
    expect(values.lat).toBe('21.028512');
    expect(markerRequestOf(vi, values)).toEqual({
      errors: null,
      request: {
        name: 'Kho Long Biên',
        type: 'warehouse',
        lat: 21.028512,
        lon: 105.8542,
        radius_m: 100,
        // Only a speed zone carries its own limit.
        speed_limit_kmh: null,
        note: null,
        address: null,
      },
    });
  });

  it('keeps the limit of a speed zone and accepts decimal commas', () => {
    const result = markerRequestOf(vi, {
      ...emptyMarkerForm(),
      name: 'Khu dân cư',
      type: 'speed_zone',
      lat: '10,7769',
      lon: '106,7009',
      radius_m: '500',
      speed_limit_kmh: '50',
    });
    expect(result.request).toMatchObject({ lat: 10.7769, lon: 106.7009, speed_limit_kmh: 50 });
  });

  it('names each wrong field with the contract bounds', () => {
    const result = markerRequestOf(vi, {
      ...emptyMarkerForm(),
      name: ' ',
      lat: '95',
      lon: 'abc',
      radius_m: '2',
      type: 'speed_zone',
      speed_limit_kmh: '300',
    });
    expect(result.errors).toEqual({
      name: 'Bắt buộc nhập',
      lat: 'Không được lớn hơn 90',
      lon: 'Phải là số',
      radius_m: 'Không được nhỏ hơn 5',
      speed_limit_kmh: 'Không được lớn hơn 150',
    });
    expect(markerRequestOf(vi, { ...emptyMarkerForm(), name: 'x', radius_m: ' ' }).errors).toEqual({
      lat: 'Bắt buộc nhập',
      lon: 'Bắt buộc nhập',
      radius_m: 'Bắt buộc nhập',
    });
  });

  it('words the problems in the interface language', () => {
    const values = { ...emptyMarkerForm(), name: 'x'.repeat(201), lat: '-91', lon: '200' };
    expect(markerRequestOf(i18n.getFixedT('en'), values).errors).toEqual({
      name: 'At most 200 characters',
      lat: 'Must be at least -90',
      lon: 'Must be at most 180',
    });
  });

  it('words a refused save by its codes, never the English message', () => {
    const refused = new ApiError(400, 'VALIDATION_FAILED', 'body/lat must be <= 90', [
      { field: 'lat', code: 'max', params: { max: 90 }, message: 'must be at most 90' },
    ]);
    expect(serverFieldErrors(vi, refused)).toEqual({ lat: 'Không được lớn hơn 90' });
  });

  it('parses decimals strictly', () => {
    expect(parseDecimal('1.5')).toBe(1.5);
    expect(parseDecimal('-0,25')).toBe(-0.25);
    expect(parseDecimal('1e3')).toBeNaN();
    expect(parseDecimal('')).toBeNaN();
  });
});

describe('importRowErrors', () => {
  it('lists the refused rows in order', () => {
    const error = new ApiError(400, 'IMPORT_ROWS_INVALID', 'rows', [
      { row: 7, field: 'lat', code: 'max', params: { max: 90 }, message: 'must be at most 90' },
      { row: 3, field: '', message: 'name is required' },
      { nonsense: true },
    ]);
    expect(importRowErrors(error)).toEqual([
      { row: 3, field: null, message: 'name is required' },
      { row: 7, field: 'lat', code: 'max', params: { max: 90 }, message: 'must be at most 90' },
    ]);
  });

  it('is empty for other failures', () => {
    expect(importRowErrors(new ApiError(400, 'VALIDATION_FAILED', 'x', [{ row: 1 }]))).toEqual([]);
    expect(importRowErrors(new Error('x'))).toEqual([]);
  });
});
