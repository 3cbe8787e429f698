import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy, ZTrustProxy, type TTrustProxy } from './trust-proxy.js';

/** The address a console built with this setting sees for a request. */
async function seenAddress(
  trust: TTrustProxy | undefined,
  peer: string,
  forwardedFor?: string,
): Promise<string> {
  const app = Fastify({ trustProxy: fastifyTrustProxy(trust) });
  app.get('/', async (request) => request.ip);
  const answer = await app.inject({
    url: '/',
    remoteAddress: peer,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  await app.close();
  return answer.body;
}

describe('TRUST_PROXY', () => {
  it('reads proxy lists, CIDR ranges, range names and hop counts', () => {
    expect(ZTrustProxy.parse('10.0.0.5')).toEqual({ proxies: ['10.0.0.5'] });
    expect(ZTrustProxy.parse(' 10.0.0.0/8, 2001:db8::/32 ,loopback')).toEqual({
      proxies: ['10.0.0.0/8', '2001:db8::/32', 'loopback'],
    });
    expect(ZTrustProxy.parse('2')).toEqual({ hops: 2 });
  });

  it.each(['true', '0', '11', '10.0.0.0/33', '10.0.0.1,', 'proxy.example.com', '1.2.3'])(
    'refuses %j',
    (text) => {
      expect(ZTrustProxy.safeParse(text).success).toBe(false);
    },
  );

  it('unset: the socket address counts and X-Forwarded-For is ignored', async () => {
    expect(await seenAddress(undefined, '203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
  });

  it('a proxy list: the forwarded address counts only when a listed proxy sends it', async () => {
    const trust = ZTrustProxy.parse('10.0.0.0/24');
    expect(await seenAddress(trust, '10.0.0.5', '198.51.100.1')).toBe('198.51.100.1');
    expect(await seenAddress(trust, '10.0.0.5', '192.0.2.9, 198.51.100.1')).toBe('198.51.100.1');
    expect(await seenAddress(trust, '203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
  });

  it('a hop count: the address that many proxies back counts', async () => {
    const trust = ZTrustProxy.parse('1');
    expect(await seenAddress(trust, '10.0.0.5', '192.0.2.9, 198.51.100.1')).toBe('198.51.100.1');
    expect(await seenAddress(ZTrustProxy.parse('2'), '10.0.0.5', '192.0.2.9, 198.51.100.1')).toBe(
      '192.0.2.9',
    );
  });
});
