import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ENDPOINTS } from '@fleet/contracts';
import { schemaDrift, served } from './endpoint-route.js';

describe('routes served from their endpoint records', () => {
  it('take method, path and schemas from the record', () => {
    const route = served(ENDPOINTS.createTruck);
    expect(route).toMatchObject({ method: 'POST', url: '/truck/create' });
    expect(route.schema.body).toBe(ENDPOINTS.createTruck.body);
    expect(route.schema.response[201]).toBe(ENDPOINTS.createTruck.response);
    expect(served(ENDPOINTS.roleUsers, 'fleet').url).toBe('/fleet/roles/get_list_users');
    expect(schemaDrift(ENDPOINTS.createTruck, route.schema)).toBeNull();
  });

  it('are refused when a route validates with another schema than its record', () => {
    const { schema } = served(ENDPOINTS.truckList);
    expect(schemaDrift(ENDPOINTS.truckList, { ...schema, body: z.object({}) })).toMatch(/body/);
    expect(schemaDrift(ENDPOINTS.truckList, { body: schema.body })).toMatch(/answer 200/);
    expect(
      schemaDrift(ENDPOINTS.createTruck, {
        ...served(ENDPOINTS.createTruck).schema,
        response: { 200: z.object({}) },
      }),
    ).toMatch(/answer 201/);
  });

  it('leave routes whose record names no schema free (sockets, documentation)', () => {
    expect(schemaDrift(ENDPOINTS.live, undefined)).toBeNull();
  });
});
