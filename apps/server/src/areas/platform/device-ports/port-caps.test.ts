import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.js';
import { openFileLimit } from './file-limit.js';
import { devicePortCaps, headroomOf } from './port-caps.js';
import { addressKey } from './address-key.js';

const config = (env: Record<string, string> = {}) => loadConfig({ DATA_DIR: '/tmp/x', ...env });

describe('device port caps', () => {
  it('share what the open-file limit leaves after the headroom of HTTP and the database', () => {
    const caps = devicePortCaps(config(), 20_000);
    expect(caps.headroom).toBe(4096);
    expect(caps.ports).toEqual({
      jt808: { maxConnections: 9542, maxPerAddress: 256 },
      osmand: { maxConnections: 3976, maxPerAddress: 256 },
      jt1078: { maxConnections: 1590, maxPerAddress: 64 },
      jt808_attachments: { maxConnections: 500, maxPerAddress: 32 },
    });
    const total = Object.values(caps.ports).reduce((sum, port) => sum + port.maxConnections, 0);
    expect(total).toBeLessThanOrEqual(20_000 - caps.headroom);
    expect(caps.overcommitted).toBe(false);
    expect(caps.firstFrameMs).toBe(5_000);
  });

  it('keep a quarter for HTTP on a small limit, and stop at their ceilings on a large one', () => {
    expect(headroomOf(1024)).toBe(256);
    expect(devicePortCaps(config(), 1024).ports.jt808.maxConnections).toBe(460);
    const large = devicePortCaps(config(), 1_048_576);
    expect(large.ports.jt808.maxConnections).toBe(50_000);
    expect(large.ports.jt808_attachments.maxConnections).toBe(500);
  });

  it('take the settings given, and say when they add up to more files than there are', () => {
    const caps = devicePortCaps(
      config({
        JT808_MAX_CONNECTIONS: '30000',
        JT808_MAX_PER_ADDRESS: '5000',
        DEVICE_FIRST_FRAME_S: '3',
      }),
      20_000,
    );
    expect(caps.ports.jt808).toEqual({ maxConnections: 30_000, maxPerAddress: 5000 });
    expect(caps.firstFrameMs).toBe(3_000);
    expect(caps.overcommitted).toBe(true);
    expect(() => config({ OSMAND_MAX_CONNECTIONS: '0' })).toThrow(/OSMAND_MAX_CONNECTIONS/);
  });

  it('read the soft limit of open files', () => {
    const limits = [
      'Limit                     Soft Limit           Hard Limit           Units',
      'Max open files            20000                40000                files',
    ].join('\n');
    expect(openFileLimit(() => limits)).toBe(20_000);
    expect(openFileLimit(() => limits.replace('20000 ', 'unlimited'))).toBeNull();
    expect(
      openFileLimit(() => {
        throw new Error('ENOENT');
      }),
    ).toBeNull();
  });
});

describe('address key', () => {
  it('is the IPv4 address, mapped or not, and the /64 of an IPv6 one', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('2001:db8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:db8:0:1:bbbb:cccc:dddd:eeee')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey(undefined)).toBe('');
  });
});
