import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, mapOrigins } from './security-headers.js';

const directives = (policy: string) =>
  new Map(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name!, sources];
    }),
  );

describe('mapOrigins', () => {
  it('allows the OpenStreetMap tiles by default, the style host when absolute, nothing more when relative', () => {
    expect(mapOrigins(undefined)).toEqual(['https://tile.openstreetmap.org']);
    expect(mapOrigins('https://api.maptiler.com/maps/streets/style.json?key=x')).toEqual([
      'https://api.maptiler.com',
    ]);
    expect(mapOrigins('/map-styles/offline.json')).toEqual([]);
    expect(mapOrigins('file:///etc/style.json')).toEqual([]);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows own scripts only, the map and HLS workers, the tiles and the live socket', () => {
    const policy = directives(
      contentSecurityPolicy(['https://tile.openstreetmap.org'], 'fleet.example.vn:8443'),
    );
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(policy.get('img-src')).toContain('https://tile.openstreetmap.org');
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'ws://fleet.example.vn:8443',
      'wss://fleet.example.vn:8443',
      'https://tile.openstreetmap.org',
    ]);
    expect(policy.get('media-src')).toEqual(["'self'", 'blob:']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
  });

  it('never writes an odd Host header into the policy', () => {
    const policy = contentSecurityPolicy([], "evil.example; script-src 'unsafe-inline'");
    expect(directives(policy).get('connect-src')).toEqual(["'self'"]);
    expect(policy.match(/script-src/g)).toHaveLength(1);
    expect(directives(contentSecurityPolicy([], '[::1]:8080')).get('connect-src')).toEqual([
      "'self'",
      'ws://[::1]:8080',
      'wss://[::1]:8080',
    ]);
  });
});
