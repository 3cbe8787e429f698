import { afterEach, describe, expect, it } from 'vitest';
import { reassemblyBytes, SUB_PACKAGE_LIMITS, SubPackages } from './sub-packages.js';

const PHOTO = 0x0801;
const body = (bytes = 1023, fill = 1) => Buffer.alloc(bytes, fill);
const opened: SubPackages[] = [];
const connection = (address: string) => {
  const packages = new SubPackages();
  packages.chargeTo(address);
  opened.push(packages);
  return packages;
};
afterEach(() => {
  for (const packages of opened.splice(0)) packages.clear();
});

/** Sends packages 1..`upTo` of a message of `total` (serials from `firstSerial`). */
function send(packages: SubPackages, total: number, upTo: number, firstSerial = 0) {
  let last;
  for (let index = 1; index <= upTo; index++)
    last = packages.add(PHOTO, firstSerial + index - 1, total, index, body());
  return last;
}

describe('sub-package reassembly budgets', () => {
  it('a package sent again does not put off the timeout', () => {
    const packages = connection('198.51.100.1');
    let now = 1_000_000;
    packages.add(PHOTO, 0, 3, 1, body(), now);
    now += 20_000;
    expect(packages.add(PHOTO, 0, 3, 1, body(), now).kind).toBe('partial');
    now += 10_000;
    const expired: number[][] = [];
    packages.sweep((_, __, missing) => expired.push(missing), now);
    expect(expired).toEqual([[2, 3]]);
  });

  it('18 hoarders of one address hold its share; a terminal elsewhere still gets its photo through', () => {
    const hoarders = Array.from({ length: 18 }, () => connection('203.0.113.66'));
    // Each tries to hold four 4 MB messages (made-up phone numbers: one message id each).
    for (const hoarder of hoarders)
      for (let message = 0; message < SUB_PACKAGE_LIMITS.maxPending; message++)
        send(hoarder, 4096, 4095, message * 4096);
    expect(reassemblyBytes('203.0.113.66')).toBeLessThanOrEqual(SUB_PACKAGE_LIMITS.maxAddressBytes);
    expect(reassemblyBytes()).toBe(reassemblyBytes('203.0.113.66'));

    const genuine = connection('198.51.100.7');
    const outcome = send(genuine, 4096, 4096);
    expect(outcome).toMatchObject({ kind: 'complete' });
    expect(outcome?.kind === 'complete' && outcome.body.length).toBe(4096 * 1023);
  });

  it('one connection holds at most its own share, whatever it sends', () => {
    const hoarder = connection('203.0.113.67');
    for (let message = 0; message < SUB_PACKAGE_LIMITS.maxPending; message++)
      send(hoarder, 4096, 4095, message * 4096);
    expect(reassemblyBytes('203.0.113.67')).toBeLessThanOrEqual(
      SUB_PACKAGE_LIMITS.maxConnectionBytes,
    );
    expect(reassemblyBytes('203.0.113.67')).toBeGreaterThan(
      SUB_PACKAGE_LIMITS.maxConnectionBytes - 1023,
    );
    hoarder.clear();
    expect(reassemblyBytes()).toBe(0);
  });

  it('moves what it holds when told its address', () => {
    const packages = new SubPackages();
    opened.push(packages);
    send(packages, 10, 3);
    expect(reassemblyBytes('')).toBe(3 * 1023);
    packages.chargeTo('192.0.2.5');
    expect(reassemblyBytes('')).toBe(0);
    expect(reassemblyBytes('192.0.2.5')).toBe(3 * 1023);
  });
});
