import { describe, expect, it } from 'vitest';
import { driverIdentification, driverIdOf } from './driver-identification.js';
import { intakeCounts } from './intake-counts.js';

const drivers = new Map([
  ['b2-790123456', 'lai.xe'],
  ['nguyenvana', 'nguyenvana'],
]);
const identification = () =>
  driverIdentification({ driverOf: (id) => drivers.get(id.toLowerCase()) ?? null });

describe('driver identification', () => {
  it('drops a vendor padding of NUL and spaces on either side', () => {
    expect(driverIdOf('\u0000\u0000 B2-790123456 \u0000')).toBe('B2-790123456');
    expect(driverIdOf('\u0000 \u0000')).toBeNull();
    expect(driverIdOf('x'.repeat(65))).toBeNull();
  });

  it('takes the first id that names a driver, else keeps the first and counts it', async () => {
    const identify = (ids: string[]) => identification().identify(ids);
    expect(identify([])).toBeNull();
    expect(await identify(['A-000', '\u0000B2-790123456', 'nguyenvana'])).toEqual({
      id: 'B2-790123456',
      username: 'lai.xe',
    });
    const before = intakeCounts().unknownDriverIds;
    expect(await identify([' NOBODY '])).toEqual({ id: 'NOBODY', username: null });
    expect(identify(['x'.repeat(80)])).toBeNull();
    expect(identify(['\u0000  '])).toBeNull();
    expect(intakeCounts().unknownDriverIds).toBe(before + 2);
  });
});
