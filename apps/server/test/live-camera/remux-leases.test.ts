import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { remuxLeaseRepository } from '../../src/areas/media/live-camera/remux-lease-repository.js';
import { sharedLeases } from '../../src/areas/media/live-camera/remux-leases.js';
import { startTestConsole, type TestConsole } from '../test-console.js';

let fleet: TestConsole;
beforeAll(async () => {
  fleet = await startTestConsole();
});
afterAll(() => fleet.close());
beforeEach(() => fleet.db.query('delete from live_remuxes'));

const expire = (truckId: number, channel: number) =>
  fleet.db.query(
    `update live_remuxes set lease_until = now() - interval '1 second'
      where truck_id = $1 and channel = $2`,
    [truckId, channel],
  );

/** The lease table that names one instance per live channel (run on both engines). */
describe('remux leases', () => {
  it('give a channel to exactly one of several instances claiming it at once', async () => {
    const repository = remuxLeaseRepository(fleet.db);
    const claims = await Promise.all(
      ['a', 'b', 'c', 'd'].map((id) =>
        repository.claim(7, 1, { id, url: `http://${id}:8080` }, 20),
      ),
    );
    expect(claims.filter((c) => c.taken)).toHaveLength(1);
    const holder = await repository.holder(7, 1);
    expect(holder).toMatchObject({ expired: false });
    // Its owner claims again (the same channel asked twice): still its own, no takeover.
    expect(await repository.claim(7, 1, { id: holder!.ownerId, url: null }, 20)).toEqual({
      taken: true,
      from: null,
    });
  });

  it('are taken over only once their owner stopped renewing, naming that owner', async () => {
    const repository = remuxLeaseRepository(fleet.db);
    await repository.claim(7, 2, { id: 'dead', url: 'http://dead:8080' }, 20);
    expect((await repository.claim(7, 2, { id: 'alive', url: null }, 20)).taken).toBe(false);
    await expire(7, 2);
    expect(await repository.holder(7, 2)).toMatchObject({ ownerId: 'dead', expired: true });
    expect(await repository.claim(7, 2, { id: 'alive', url: 'http://alive:8080' }, 20)).toEqual({
      taken: true,
      from: 'dead',
    });
    expect(await repository.holder(7, 2)).toEqual({
      ownerId: 'alive',
      ownerUrl: 'http://alive:8080',
      expired: false,
    });
  });

  it('are renewed and released by their owner only', async () => {
    const repository = remuxLeaseRepository(fleet.db);
    await repository.claim(8, 1, { id: 'a', url: null }, 20);
    await repository.claim(8, 2, { id: 'a', url: null }, 20);
    await repository.claim(8, 3, { id: 'b', url: null }, 20);
    await expire(8, 1);
    await expire(8, 3);
    expect((await repository.renew('a', 20)).sort((x, y) => x.channel - y.channel)).toEqual([
      { truckId: 8, channel: 1 },
      { truckId: 8, channel: 2 },
    ]);
    expect(await repository.holder(8, 1)).toMatchObject({ ownerId: 'a', expired: false });
    expect(await repository.holder(8, 3)).toMatchObject({ ownerId: 'b', expired: true });
    await repository.release('b', 8, 1);
    expect(await repository.holder(8, 1)).toMatchObject({ ownerId: 'a' });
    await repository.releaseAll('a');
    expect(await repository.holder(8, 1)).toBeUndefined();
    expect(await repository.holder(8, 3)).toMatchObject({ ownerId: 'b' });
  });

  it('tell an instance where another runs a channel, or that its owner is gone', async () => {
    const repository = remuxLeaseRepository(fleet.db);
    const mine = sharedLeases({ repository, instanceId: 'me', url: () => 'http://me:8080' });
    const theirs = sharedLeases({ repository, instanceId: 'them', url: () => 'http://them:8080' });
    expect(await mine.elsewhere(9, 1)).toBeNull();
    expect(await mine.claim(9, 1)).toEqual({ mine: true, from: null });
    expect(await mine.elsewhere(9, 1)).toBeNull();
    expect(await theirs.elsewhere(9, 1)).toEqual({ ownerId: 'me', url: 'http://me:8080' });
    expect(await theirs.claim(9, 1)).toEqual({
      mine: false,
      owner: { ownerId: 'me', url: 'http://me:8080' },
    });
    expect(await mine.renew()).toEqual(new Set(['9-1']));
    await expire(9, 1);
    expect(await theirs.elsewhere(9, 1)).toBe('expired');
    expect(await theirs.claim(9, 1)).toEqual({ mine: true, from: 'me' });
    // The old owner finds at its next renewal that the channel is no longer its own.
    expect(await mine.renew()).toEqual(new Set());
  });
});
