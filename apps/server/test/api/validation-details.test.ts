import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestConsole, type TestConsole } from '../test-console.js';

let fleet: TestConsole;
beforeAll(async () => {
  fleet = await startTestConsole();
});
afterAll(() => fleet.close());

/** Issues 14 and 16: a refused field carries a code and params the web translates by. */
describe('validation details', () => {
  it('names each field of a bad body with its code, params and an English message', async () => {
    const answer = await fleet.call('POST', '/truck/create', {
      token: fleet.adminToken,
      body: { plate: 'ABC', name: 'x'.repeat(101), cameras: 1.5, speed_limit_kmh: 200 },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('VALIDATION_FAILED');
    expect(answer.body.error.details).toEqual([
      {
        field: 'plate',
        code: 'plate',
        params: {},
        message: 'must be a Vietnamese plate such as 51D-123.45',
      },
      {
        field: 'name',
        code: 'too_long',
        params: { max: 100 },
        message: 'must be at most 100 characters',
      },
      {
        field: 'speed_limit_kmh',
        code: 'max',
        params: { max: 150 },
        message: 'must be at most 150',
      },
      { field: 'cameras', code: 'whole_number', params: {}, message: 'must be a whole number' },
    ]);
  });

  it('reads an absent field as required and a short password with its minimum', async () => {
    const answer = await fleet.call('POST', '/user/create', {
      token: fleet.adminToken,
      body: { password: 'short', fullname: 'Nguyễn Văn A' },
    });
    expect(answer.status).toBe(400);
    const codes = answer.body.error.details.map(
      (d: { field: string; code: string; params: object }) => [d.field, d.code, d.params],
    );
    expect(codes).toEqual([
      ['username', 'required', {}],
      ['password', 'too_short', { min: 8 }],
    ]);
  });

  it('answers a taken plate and an unknown driver by code', async () => {
    const create = (body: object) =>
      fleet.call('POST', '/truck/create', { token: fleet.adminToken, body });
    expect((await create({ plate: '51D-555.55' })).status).toBe(201);
    const taken = await create({ plate: '51D55555' });
    expect(taken.status).toBe(409);
    expect(taken.body.error.details).toEqual([
      { field: 'plate', code: 'taken', params: {}, message: 'is already used' },
    ]);
    const nobody = await create({ plate: '51D-555.56', driver_username: 'nobody' });
    expect(nobody.status).toBe(400);
    expect(nobody.body.error.details).toEqual([
      { field: 'driver_username', code: 'not_a_user', params: {}, message: 'is not a user' },
    ]);
  });

  it('codes a value that is not one of a list, naming the list', async () => {
    const answer = await fleet.call('POST', '/truck/get_list', {
      token: fleet.adminToken,
      body: { vehicle_type: 'bus' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.details).toEqual([
      expect.objectContaining({
        field: 'vehicle_type',
        code: 'one_of',
        params: { options: 'truck_up_to_3_5t, truck_over_3_5t, tractor, tanker' },
      }),
    ]);
  });
});
