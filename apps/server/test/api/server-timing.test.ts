import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../src/areas/accounts/users/passwords.js';
import { ADMIN_PASSWORD, startTestConsole, type TestConsole } from '../test-console.js';

let fleet: TestConsole;
beforeAll(async () => {
  fleet = await startTestConsole();
});
afterAll(async () => {
  await fleet.close();
});

/** The `app;dur=` value of an answer, in milliseconds. */
function serverTime(header: unknown): number {
  const match = /^app;dur=(\d+(?:\.\d+)?)$/.exec(String(header));
  expect(match, `server-timing header: ${String(header)}`).not.toBeNull();
  return Number(match![1]);
}

describe('Server-Timing', () => {
  it('tells the server time of a successful answer', async () => {
    const answer = await fleet.call('GET', '/api/health');
    expect(answer.status).toBe(200);
    expect(serverTime(answer.headers['server-timing'])).toBeGreaterThan(0);
  });

  it('is on refusals, not-found answers and device messages too', async () => {
    const refused = await fleet.call('POST', '/truck/get_current_truck_list');
    expect(refused.status).toBe(401);
    const missing = await fleet.call('GET', '/api/no-such-route');
    expect(missing.status).toBe(404);
    const osmand = await fleet.call('POST', '/osmand', {
      body: 'id=unknown-device-1&lat=10.8&lon=106.7',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(osmand.status).toBe(200);
    for (const answer of [refused, missing, osmand]) {
      expect(serverTime(answer.headers['server-timing'])).toBeGreaterThanOrEqual(0);
    }
  });

  it('covers the handler and its waits, and no more than the round trip', async () => {
    // A sign-in verifies an argon2 hash: time the server cannot answer without spending.
    const hash = await hashPassword(ADMIN_PASSWORD);
    const verifyStart = performance.now();
    await verifyPassword(hash, ADMIN_PASSWORD);
    const verifyMs = performance.now() - verifyStart;

    const callStart = performance.now();
    const answer = await fleet.call('POST', '/user/login', {
      body: { username: 'admin', password: ADMIN_PASSWORD },
    });
    const roundTripMs = performance.now() - callStart;
    expect(answer.status).toBe(200);
    const ms = serverTime(answer.headers['server-timing']);
    expect(ms).toBeGreaterThan(verifyMs / 2);
    expect(ms).toBeLessThanOrEqual(roundTripMs);
  });
});
