import { describe, expect, it } from 'vitest';
import { codeAccepted, registrationTaken } from './terminal-claims.js';
import type { Registration } from './terminal-messages.js';

const registration = (terminal_id: string): Registration => ({
  province: 44,
  city: 303,
  manufacturer: 'SIMUL',
  model: 'FLEET-DASHCAM',
  terminal_id,
  plate_color: 1,
  plate: '51C12345',
});

const held = { authCode: 'c0ffee00c0ffee00', terminalId: 'T000001', released: false };
const fresh = { authCode: null, terminalId: null, released: false };
const released = { authCode: null, terminalId: null, released: true };

describe('who may register a truck terminal', () => {
  it('takes a terminal that holds no code yet, or that an admin released', () => {
    expect(registrationTaken(fresh, registration('ANY0001'), 'none')).toBe(true);
    expect(registrationTaken(released, registration('NEW0001'), 'none')).toBe(true);
    expect(registrationTaken(fresh, null, 'none')).toBe(true);
  });

  it('takes a registered terminal again only with its terminal id', () => {
    expect(registrationTaken(held, registration('T000001'), 'none')).toBe(true);
    expect(registrationTaken(held, registration(' T000001 '), 'none')).toBe(true);
    expect(registrationTaken(held, registration('EVIL001'), 'none')).toBe(false);
    expect(registrationTaken(held, registration(''), 'none')).toBe(false);
    expect(registrationTaken(held, null, 'none')).toBe(false);
    // Registered elsewhere first (a code kept, no terminal id): only a release frees it.
    const foreign = { authCode: 'other-platform', terminalId: null, released: false };
    expect(registrationTaken(foreign, registration(''), 'none')).toBe(false);
  });

  it('never while another connection is authenticated as the terminal; always from that one', () => {
    expect(registrationTaken(held, registration('T000001'), 'another')).toBe(false);
    expect(registrationTaken(released, registration('NEW0001'), 'another')).toBe(false);
    expect(registrationTaken(held, registration('RENAMED'), 'this')).toBe(true);
  });
});

describe('which code proves a terminal', () => {
  it('is the code it holds; the first one of a terminal holding none; none once released', () => {
    expect(codeAccepted(held, 'c0ffee00c0ffee00')).toBe(true);
    expect(codeAccepted(held, 'c0ffee00c0ffee01')).toBe(false);
    expect(codeAccepted(held, 'c0ffee00')).toBe(false);
    expect(codeAccepted(fresh, 'other-platform')).toBe(true);
    expect(codeAccepted(fresh, '')).toBe(false);
    expect(codeAccepted(released, 'c0ffee00c0ffee00')).toBe(false);
  });
});
