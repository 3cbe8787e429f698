import type { TCreateTruckRequest, TCreateUserRequest, TTruck } from '@fleet/contracts';
import type { TestConsole } from './test-console.js';

let sequence = 0;

/** Creates a user through the service, as an admin would; returns the request used. */
export async function createUser(fleet: TestConsole, overrides: Partial<TCreateUserRequest> = {}) {
  sequence += 1;
  const input = {
    username: `user${sequence}_${Math.random().toString(36).slice(2, 7)}`,
    password: 'password-123',
    fullname: `Nguyễn Văn ${sequence}`,
    role: 'driver',
    ...overrides,
  };
  const response = await fleet.call('POST', '/user/create', {
    token: fleet.adminToken,
    body: input,
  });
  if (response.status !== 201)
    throw new Error(`createUser failed: ${JSON.stringify(response.body)}`);
  return { ...input, token: await fleet.tokenFor(input.username) };
}

let plateSequence = 10_000;

/** Creates a truck through the API as admin; plates and device ids are unique per call. */
export async function createTruck(
  fleet: TestConsole,
  overrides: Partial<TCreateTruckRequest> = {},
): Promise<TTruck> {
  plateSequence += 1;
  const input: TCreateTruckRequest = {
    plate: `51C${plateSequence}`,
    name: `Xe ${plateSequence}`,
    device_id: `dev-${plateSequence}-${Math.random().toString(36).slice(2, 7)}`,
    ...overrides,
  };
  const response = await fleet.call('POST', '/truck/create', {
    token: fleet.adminToken,
    body: input,
  });
  if (response.status !== 201)
    throw new Error(`createTruck failed: ${JSON.stringify(response.body)}`);
  return response.body.data as TTruck;
}

/** The `n`-th overspeed warning of a truck, as the motion engine raises it (`raiseSystem`). */
export function overspeedWarning(truckId: number, n: number, key = `overspeed-${n}`) {
  return {
    truckId,
    type: 'overspeed' as const,
    content: `Quá tốc độ: ${90 + (n % 30)} km/h (giới hạn 80 km/h)`,
    lat: 10.8,
    lon: 106.7,
    time: new Date(),
    dedupeKey: key,
  };
}

/** Assigns `driverUsername` to the truck from 2025-01-01 (its fixes are then the driver's). */
export async function assignDriver(fleet: TestConsole, truckId: number, driverUsername: string) {
  const answer = await fleet.call('POST', '/api/trucks/assignments/create', {
    token: fleet.adminToken,
    body: { truck_id: truckId, driver_username: driverUsername, valid_from: '2025-01-01 00:00:00' },
  });
  if (answer.status !== 201) throw new Error(`assignment failed: ${JSON.stringify(answer.body)}`);
}
