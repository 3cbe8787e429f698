import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key.js';

describe('throttle address keys', () => {
  it('counts IPv4 as it is, also when written IPv4-mapped', () => {
    expect(addressKey('192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('::FFFF:192.0.2.7')).toBe('192.0.2.7');
  });

  it('counts IPv6 by its /64, however the address is written', () => {
    const key = addressKey('2001:db8:0:1::1');
    expect(key).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:0db8:0000:0001:ffff:aaaa:bbbb:cccc')).toBe(key);
    expect(addressKey('2001:db8:0:1:0:0:0:2%eth0')).toBe(key);
    expect(addressKey('2001:db8:0:2::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('64:ff9b::192.0.2.7')).toBe('64:ff9b:0:0::/64');
  });

  it('keeps anything else as given', () => {
    expect(addressKey('unknown')).toBe('unknown');
  });
});
