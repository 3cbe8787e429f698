import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { mediaHub, type StreamOffer, type StreamSink } from './media-hub.js';

function setup() {
  const warnings: unknown[] = [];
  const log = { warn: (entry: unknown) => warnings.push(entry) } as unknown as FastifyBaseLogger;
  const hub = mediaHub({ publicHost: null, publicPort: null, log });
  const sink = (): StreamSink => ({ attached: () => {}, frame: () => {}, detached: () => {} });
  const offer = (address: string) => {
    const seen: { attached: StreamSink | null; refused: string | null } = {
      attached: null,
      refused: null,
    };
    const made: StreamOffer & { seen: typeof seen } = {
      address,
      ended: false,
      seen,
      attach: (to) => (seen.attached = to),
      refuse: (reason) => (seen.refused = reason),
    };
    return made;
  };
  return { hub, sink, offer, warnings };
}

describe('the JT/T 1078 hub takes video only from the truck', () => {
  it('holds a connection until the dashcam answered, then places it when it comes from there', () => {
    const { hub, sink, offer } = setup();
    const tile = sink();
    const request = hub.expect('13900000001', 1, tile);
    const dashcam = offer('203.0.113.7');
    hub.offer('13900000001', 1, dashcam);
    expect(dashcam.seen).toEqual({ attached: null, refused: null });
    request.answered('203.0.113.7');
    expect(dashcam.seen.attached).toBe(tile);
    // The stream is taken: another connection for it now was asked by nobody.
    const late = offer('203.0.113.7');
    hub.offer('13900000001', 1, late);
    expect(late.seen.refused).toBe('unrequested');
  });

  it('refuses connections from elsewhere, before or after the answer, and logs it once', () => {
    const { hub, sink, offer, warnings } = setup();
    const tile = sink();
    const request = hub.expect('13900000002', 1, tile);
    const early = offer('198.51.100.9');
    hub.offer('13900000002', 1, early);
    expect(early.seen.refused).toBeNull();
    request.answered('203.0.113.7');
    expect(early.seen.refused).toBe('not_from_truck');
    const again = offer('198.51.100.9');
    hub.offer('13900000002', 1, again);
    expect(again.seen.refused).toBe('not_from_truck');
    expect(warnings).toHaveLength(1);
    const dashcam = offer('203.0.113.7');
    hub.offer('13900000002', 1, dashcam);
    expect(dashcam.seen.attached).toBe(tile);
  });

  it('closes what waits when the request is given up, and what nobody asked for at once', () => {
    const { hub, sink, offer } = setup();
    const request = hub.expect('13900000003', 2, sink());
    const waiting = offer('203.0.113.7');
    const gone = offer('203.0.113.8');
    hub.offer('13900000003', 2, waiting);
    hub.offer('13900000003', 2, gone);
    gone.ended = true;
    hub.withdraw('13900000003', 2);
    expect(hub.waitingOffers()).toBe(1);
    request.cancel();
    expect(waiting.seen.refused).toBe('unrequested');
    expect(gone.seen.refused).toBeNull();
    expect(hub.waitingOffers()).toBe(0);
    const nobody = offer('203.0.113.7');
    hub.offer('13900000003', 3, nobody);
    expect(nobody.seen.refused).toBe('unrequested');
  });

  it('takes nothing when the answer does not say where the dashcam is', () => {
    const { hub, sink, offer } = setup();
    const request = hub.expect('13900000004', 1, sink());
    request.answered(null);
    const any = offer('203.0.113.7');
    hub.offer('13900000004', 1, any);
    expect(any.seen.refused).toBe('not_from_truck');
  });
});
