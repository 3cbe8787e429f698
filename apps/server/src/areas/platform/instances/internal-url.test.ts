import { describe, expect, it } from 'vitest';
import { internalUrlOf } from './internal-url.js';

describe('internalUrlOf', () => {
  it('takes INTERNAL_URL, else the listening address, else an external one', () => {
    const at = (address: string) => ({ address, family: 'IPv4', port: 8080 });
    expect(internalUrlOf('http://console-a:8080/', at('0.0.0.0'))).toBe('http://console-a:8080');
    expect(internalUrlOf(undefined, at('10.1.2.3'))).toBe('http://10.1.2.3:8080');
    expect(internalUrlOf(undefined, at('::1'))).toBe('http://[::1]:8080');
    expect(internalUrlOf(undefined, at('0.0.0.0'))).toMatch(/^http:\/\/[^/]+:8080$/);
    expect(internalUrlOf(undefined, at('0.0.0.0'))).not.toContain('0.0.0.0');
    expect(internalUrlOf(undefined, null)).toBeNull();
  });
});
