import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZCreateTruckRequest } from './truck.js';
import { ZCreateUserRequest } from './user.js';
import { ZCreateMarkerRequest } from './marker.js';
import { ZAddPaperFields } from './paper.js';
import { issuesOf, validationMessage, VALIDATION_CODES } from './validation-codes.js';

const codesOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return issuesOf(result.error.issues, input).map(({ field, code, params }) => ({
    field,
    code,
    params,
  }));
};

describe('issueOf', () => {
  it('names absent, too long, out of range and non-integer fields by code', () => {
    expect(
      codesOf(ZCreateTruckRequest, {
        name: 'x'.repeat(101),
        speed_limit_kmh: 200,
        cameras: 1.5,
      }),
    ).toEqual([
      { field: 'plate', code: 'required', params: {} },
      { field: 'name', code: 'too_long', params: { max: 100 } },
      { field: 'speed_limit_kmh', code: 'max', params: { max: 150 } },
      { field: 'cameras', code: 'whole_number', params: {} },
    ]);
  });

  it('takes the code a rule declares: plate, device id, username, password, email', () => {
    expect(
      codesOf(ZCreateTruckRequest, { plate: 'ABC', device_id: 'a b' }).map((i) => i.code),
    ).toEqual(['plate', 'device_id']);
    expect(
      codesOf(ZCreateUserRequest, {
        username: 'a',
        password: 'short',
        fullname: ' ',
        email: 'nope',
        ngay_bat_dau: '2025-13-40',
      }),
    ).toEqual([
      { field: 'username', code: 'username', params: {} },
      { field: 'password', code: 'too_short', params: { min: 8 } },
      { field: 'fullname', code: 'required', params: {} },
      { field: 'email', code: 'email', params: {} },
      { field: 'ngay_bat_dau', code: 'date', params: {} },
    ]);
  });

  it('reads a number that is not one, an enum and a cross-field rule with its params', () => {
    expect(codesOf(ZCreateMarkerRequest, { name: 'A', lat: 'abc', lon: 5, type: 'x' })).toEqual([
      { field: 'lat', code: 'number', params: {} },
      { field: 'type', code: 'one_of', params: { options: expect.stringContaining('warehouse') } },
    ]);
    const paper = codesOf(ZAddPaperFields, {
      plate: '51D-123.45',
      type: 'registration',
      issued_at: '2025-02-01',
      expires_at: '2025-01-01',
    });
    expect(paper).toContainEqual({
      field: 'expires_at',
      code: 'not_before_start',
      params: { start: 'issued_at' },
    });
  });

  it('has an English message for every code', () => {
    for (const code of VALIDATION_CODES) expect(validationMessage(code, {})).toMatch(/\S/);
  });
});
