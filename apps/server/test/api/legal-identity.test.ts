import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZSessionUser, ZTruckResponse } from '@fleet/contracts';
import { createTruck, createUser } from '../factories.js';
import { startTestConsole, type TestConsole } from '../test-console.js';

/** The data the law asks for of a truck and a driver (TT 71/2024 art. 6), edited and checked. */
let fleet: TestConsole;
beforeAll(async () => {
  fleet = await startTestConsole();
});
afterAll(() => fleet.close());

describe("a truck's legal data", () => {
  it('stores payload, seats, business type and VIN, and clears them', async () => {
    const truck = await createTruck(fleet, {
      plate: '51c 678.90',
      payload_kg: 15_500,
      business_type: 'container',
      vin: 'rl4bb9c84n1234567',
    });
    expect(truck).toMatchObject({
      plate: '51C67890',
      payload_kg: 15_500,
      seats: null,
      business_type: 'container',
      vin: 'RL4BB9C84N1234567',
    });
    const updated = await fleet.call('PUT', '/truck/update', {
      token: fleet.adminToken,
      body: { id: truck.id, payload_kg: null, seats: 2, business_type: null, vin: '' },
    });
    expect(updated.status).toBe(200);
    expect(ZTruckResponse.parse(updated.body).data).toMatchObject({
      payload_kg: null,
      seats: 2,
      business_type: null,
      vin: null,
    });
  });

  it('refuses a plate that does not normalise, a bad VIN, a payload out of range and an unknown business type, naming each field', async () => {
    const refused = await fleet.call('POST', '/truck/create', {
      token: fleet.adminToken,
      body: { plate: '51C-12', vin: 'IOQ12345678901234', payload_kg: -1, business_type: 'bus' },
    });
    expect(refused.status).toBe(400);
    const fields = (refused.body.error.details as { field: string; code: string }[]).map(
      (d) => `${d.field}:${d.code}`,
    );
    expect(fields).toEqual(
      expect.arrayContaining(['plate:plate', 'vin:vin', 'payload_kg:min', 'business_type:one_of']),
    );
  });
});

describe("a driver's licence", () => {
  it('keeps class, issue and expiry dates and issuer; an expiry before the issue is refused', async () => {
    const driver = await createUser(fleet, {
      licence_number: '790123456789',
      licence_class: 'CE',
      licence_issued_on: '2025-03-01',
      licence_expires_on: '2030-03-01',
      licence_issued_by: 'Sở GTVT TP. Hồ Chí Minh',
    });
    const info = await fleet.call('POST', '/user/get_info', {
      token: fleet.adminToken,
      body: { username: driver.username },
    });
    expect(ZSessionUser.parse(info.body.data)).toMatchObject({
      licence_number: '790123456789',
      licence_class: 'CE',
      licence_issued_on: '2025-03-01',
      licence_expires_on: '2030-03-01',
      licence_issued_by: 'Sở GTVT TP. Hồ Chí Minh',
    });
    const backwards = await fleet.call('PUT', '/user/update_info', {
      token: fleet.adminToken,
      body: {
        username: driver.username,
        licence_expires_on: '2024-01-01',
        licence_issued_on: '2025-01-01',
      },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.details[0]).toMatchObject({
      field: 'licence_expires_on',
      code: 'after_start',
    });
    const badClass = await fleet.call('PUT', '/user/update_info', {
      token: fleet.adminToken,
      body: { username: driver.username, licence_class: 'Z9' },
    });
    expect(badClass.status).toBe(400);
    expect(badClass.body.error.details[0].field).toBe('licence_class');
  });

  it('lets only someone who manages the driver change the licence (not the driver)', async () => {
    const driver = await createUser(fleet, { licence_class: 'C' });
    const own = await fleet.call('PUT', '/user/update_info', {
      token: driver.token,
      body: { username: driver.username, licence_class: 'CE' },
    });
    expect(own.status).toBe(403);
    const byAdmin = await fleet.call('PUT', '/user/update_info', {
      token: fleet.adminToken,
      body: { username: driver.username, licence_class: 'CE', licence_issued_by: '' },
    });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.data).toMatchObject({ licence_class: 'CE', licence_issued_by: null });
  });
});
