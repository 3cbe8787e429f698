import crypto from 'node:crypto';
import type { Registration } from './terminal-messages.js';
import type { TerminalProfile } from './terminal-repository.js';

type Claimed = Pick<TerminalProfile, 'authCode' | 'terminalId' | 'released'>;

/** Which connection is authenticated as the terminal now, seen from a registering one. */
export type TerminalHolder = 'none' | 'this' | 'another';

/**
 * Whether a registration (0x0100) of a known truck's phone number is taken. A terminal that
 * holds a code is its own: another registration is taken only from the connection already
 * authenticated as the terminal, when it names the terminal id registered before, or after an
 * admin released the terminal. Never while another connection is authenticated as the
 * terminal: a second claim does not displace it.
 */
export function registrationTaken(
  terminal: Claimed,
  registration: Registration | null,
  holder: TerminalHolder,
): boolean {
  if (holder !== 'none') return holder === 'this';
  if (terminal.released || terminal.authCode === null) return true;
  const id = registration?.terminal_id.trim() ?? '';
  return id !== '' && id === terminal.terminalId?.trim();
}

/**
 * Whether the code of an authentication (0x0102) proves the terminal. A terminal set up by
 * another platform brings that platform's code, kept the first time (there is nothing to
 * compare it with); a released terminal has no code until the next registration.
 */
export function codeAccepted(terminal: Claimed, presented: string): boolean {
  if (presented === '') return false;
  if (terminal.authCode === null) return !terminal.released;
  const expected = Buffer.from(terminal.authCode);
  const given = Buffer.from(presented);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}
