import type { TCreateUserRequest } from '@fleet/contracts';
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
