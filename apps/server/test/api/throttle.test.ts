import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/areas/platform/throttle/limits.js';
import { throttle } from '../../src/areas/platform/throttle/throttle.js';
import { createUser } from '../factories.js';
import { startTestConsole, type TestConsole } from '../test-console.js';

let fleet: TestConsole;
beforeAll(async () => {
  fleet = await startTestConsole();
});
afterAll(() => fleet.close());

let nextAddress = 0;
/** A client address no other test uses. */
const freshAddress = () => `198.18.${Math.floor(++nextAddress / 250)}.${(nextAddress % 250) + 1}`;

function signIn(
  console: TestConsole,
  username: string,
  password: string,
  from: { remoteAddress?: string; forwardedFor?: string } = {},
) {
  return console.call('POST', '/user/login', {
    body: { username, password },
    ...(from.remoteAddress ? { remoteAddress: from.remoteAddress } : {}),
    ...(from.forwardedFor ? { headers: { 'x-forwarded-for': from.forwardedFor } } : {}),
  });
}

function expectRateLimited(answer: { status: number; body: any; headers: any }, windowS: number) {
  expect(answer.status).toBe(429);
  expect(answer.body.error.code).toBe('RATE_LIMITED');
  const retryAfter = Number(answer.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowS);
}

const loginWindowS = LIMITS.loginAddressUser.windowS;
const perPair = LIMITS.loginAddressUser.max;

describe('sign-in throttle', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY is set: rotating it does not escape', async () => {
    const user = await createUser(fleet);
    const remoteAddress = freshAddress();
    for (let i = 0; i < perPair; i++) {
      const answer = await signIn(fleet, user.username, 'bad-password', {
        remoteAddress,
        forwardedFor: `192.0.2.${i + 1}`,
      });
      expect(answer.status).toBe(401);
    }
    const rotated = await signIn(fleet, user.username, user.password, {
      remoteAddress,
      forwardedFor: '192.0.2.200',
    });
    expectRateLimited(rotated, loginWindowS);
  });

  it('throttles one address hammering one username, while the right password from another address signs in', async () => {
    const user = await createUser(fleet);
    const attacker = freshAddress();
    const answers = [];
    for (let i = 0; i < perPair + 5; i++) {
      answers.push(
        (await signIn(fleet, user.username, `guess-${i}`, { remoteAddress: attacker })).status,
      );
    }
    expect(answers).toEqual([...Array(perPair).fill(401), ...Array(5).fill(429)]);
    expectRateLimited(
      await signIn(fleet, user.username, user.password, { remoteAddress: attacker }),
      loginWindowS,
    );
    const owner = await signIn(fleet, user.username, user.password, {
      remoteAddress: freshAddress(),
    });
    expect(owner.status).toBe(200);
  });

  it('counts a burst of parallel guesses: no more than the limit get an answer', async () => {
    const user = await createUser(fleet);
    const remoteAddress = freshAddress();
    const statuses = (
      await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          signIn(fleet, user.username, `burst-${i}`, { remoteAddress }),
        ),
      )
    ).map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(perPair);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
  });

  it('forgives the typing errors of an address once its right password is given', async () => {
    const user = await createUser(fleet);
    const remoteAddress = freshAddress();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < perPair - 1; i++) {
        expect((await signIn(fleet, user.username, 'typo', { remoteAddress })).status).toBe(401);
      }
      expect((await signIn(fleet, user.username, user.password, { remoteAddress })).status).toBe(
        200,
      );
    }
  });

  it('under a distributed attack gives each address one failure, and never locks out the owner', async () => {
    const user = await createUser(fleet);
    const attackers = Array.from({ length: LIMITS.loginUser.max }, freshAddress);
    for (const remoteAddress of attackers) {
      expect((await signIn(fleet, user.username, 'spray', { remoteAddress })).status).toBe(401);
    }
    // Past the ceiling: an address that already failed on this account waits...
    expectRateLimited(
      await signIn(fleet, user.username, user.password, { remoteAddress: attackers[0] }),
      loginWindowS,
    );
    // ...a new address gets one try, and the owner's right password still signs in.
    const newcomer = freshAddress();
    expect((await signIn(fleet, user.username, 'spray', { remoteAddress: newcomer })).status).toBe(
      401,
    );
    expect((await signIn(fleet, user.username, 'spray', { remoteAddress: newcomer })).status).toBe(
      429,
    );
    const owner = await signIn(fleet, user.username, user.password, {
      remoteAddress: freshAddress(),
    });
    expect(owner.status).toBe(200);
  });

  it('with TRUST_PROXY set, the address the proxy forwards counts, and only from that proxy', async () => {
    const proxy = '10.20.30.40';
    const behind = await startTestConsole({ TRUST_PROXY: proxy });
    try {
      const user = await createUser(behind);
      const viaProxy = (client: string) => ({ remoteAddress: proxy, forwardedFor: client });
      for (let i = 0; i < perPair; i++) {
        const answer = await signIn(behind, user.username, 'bad', viaProxy('192.0.2.10'));
        expect(answer.status).toBe(401);
      }
      expectRateLimited(
        await signIn(behind, user.username, user.password, viaProxy('192.0.2.10')),
        loginWindowS,
      );
      // Another client behind the same proxy is another address.
      expect(
        (await signIn(behind, user.username, user.password, viaProxy('192.0.2.11'))).status,
      ).toBe(200);
      // A peer that is not the proxy cannot borrow an address with the header.
      const direct = { remoteAddress: '203.0.113.50', forwardedFor: '192.0.2.10' };
      expect((await signIn(behind, user.username, user.password, direct)).status).toBe(200);
    } finally {
      await behind.close();
    }
  });
});

describe('change_password throttle', () => {
  const wrongChange = (token: string, remoteAddress: string) =>
    fleet.call('POST', '/api/user/change_password', {
      token,
      remoteAddress,
      body: { current_password: 'not-my-password', new_password: 'a-new-password-1' },
    });

  it('limits wrong current passwords per user, from any address', async () => {
    const user = await createUser(fleet);
    for (let i = 0; i < LIMITS.passwordUser.max; i++) {
      const answer = await wrongChange(user.token, freshAddress());
      expect(answer.body.error.code).toBe('WRONG_PASSWORD');
    }
    const right = await fleet.call('POST', '/api/user/change_password', {
      token: user.token,
      remoteAddress: freshAddress(),
      body: { current_password: user.password, new_password: 'a-new-password-1' },
    });
    expectRateLimited(right, LIMITS.passwordUser.windowS);
    await expect(fleet.login(user.username, user.password)).resolves.toBeTruthy();
  });

  it('limits wrong current passwords per address, across users', async () => {
    const remoteAddress = freshAddress();
    const perUser = LIMITS.passwordUser.max - 1;
    let tried = 0;
    while (tried < LIMITS.passwordAddress.max) {
      const user = await createUser(fleet);
      for (let i = 0; i < perUser && tried < LIMITS.passwordAddress.max; i++, tried++) {
        expect((await wrongChange(user.token, remoteAddress)).body.error.code).toBe(
          'WRONG_PASSWORD',
        );
      }
    }
    const fresh = await createUser(fleet);
    expectRateLimited(
      await wrongChange(fresh.token, remoteAddress),
      LIMITS.passwordAddress.windowS,
    );
    const elsewhere = await wrongChange(fresh.token, freshAddress());
    expect(elsewhere.body.error.code).toBe('WRONG_PASSWORD');
  });
});

describe('account request (demo) form throttle', () => {
  const request = (remoteAddress: string, i: number) =>
    fleet.call('POST', '/form/requeset_demo', {
      remoteAddress,
      body: { fullname: `Khách ${i}`, email: `guest${i}@example.com`, phone: '0901234567' },
    });

  it('takes a few requests per address, then answers 429 with Retry-After', async () => {
    const remoteAddress = freshAddress();
    for (let i = 0; i < LIMITS.accountRequestAddress.max; i++) {
      expect((await request(remoteAddress, i)).status).toBe(201);
    }
    expectRateLimited(await request(remoteAddress, 99), LIMITS.accountRequestAddress.windowS);
    expect((await request(freshAddress(), 100)).status).toBe(201);
    const stored = await fleet.db.query<{ n: number }>(
      "select count(*)::int as n from account_requests where email like 'guest%@example.com'",
    );
    expect(stored[0]!.n).toBe(LIMITS.accountRequestAddress.max + 1);
  });
});

describe('throttle records', () => {
  it('prunes attempts older than the longest window', async () => {
    await fleet.db.query(
      `insert into throttle_events (counter, subject, at)
       values ('login:address', 'old', now() - interval '2 hours'),
              ('login:address', 'recent', now() - interval '5 minutes')`,
    );
    // A fresh instance prunes on its first attempt (then at most once a minute).
    await throttle(fleet.db).take([{ limit: 'accountRequestAddress', subject: 'pruning-test' }]);
    const left = await fleet.db.query<{ subject: string }>(
      "select subject from throttle_events where subject in ('old', 'recent')",
    );
    expect(left.map((row) => row.subject)).toEqual(['recent']);
  });
});
