import crypto from 'node:crypto';
import type { Answer } from '../../fleet/index.js';
import type { Jt808Packet } from './packet.js';
import { PLATFORM, REGISTER_RESULT, registerResponse, RESULT } from './platform-messages.js';
import { codeAccepted, registrationTaken } from './terminal-claims.js';
import type { TerminalConnection } from './terminal-connection.js';
import { readAuthCode, readRegistration } from './terminal-messages.js';

/**
 * The truck of the connection's terminal, or null for a terminal no truck has. The first
 * time it is known, the terminal's saved profile (the driver card) is loaded.
 * Answered at once for a profiled terminal whose truck is cached (every location asks).
 */
export function knownTruck(connection: TerminalConnection): Answer<number | null> {
  const deviceId = connection.deviceId;
  if (!deviceId) return null;
  const truckId = connection.context.truckOf(deviceId);
  if (connection.profiled && !(truckId instanceof Promise)) return truckId;
  return profiledTruck(connection, deviceId, truckId);
}

async function profiledTruck(
  connection: TerminalConnection,
  deviceId: string,
  truck: Answer<number | null>,
): Promise<number | null> {
  const truckId = await truck;
  if (truckId === null || connection.profiled) return truckId;
  const profile = await connection.context.terminals.load(deviceId);
  if (connection.deviceId !== deviceId || connection.profiled) return truckId;
  connection.profiled = true;
  if (profile.cardId)
    connection.card = {
      id: profile.cardId,
      username: await connection.context.driverOf(profile.cardId),
    };
  return truckId;
}

/**
 * 0x0100 → 0x8100. A terminal of a known truck gets a new random authentication code, kept
 * with the terminal, unless the terminal is another's (terminal-claims.ts): then result 3
 * ("already registered") and a warning on the truck. An unknown one is told it is not in the
 * database (result 4) and listed with the unknown devices, so an admin can give a truck its
 * phone number. It registers again by itself.
 */
export async function register(connection: TerminalConnection, packet: Jt808Packet): Promise<void> {
  const { context } = connection;
  const registration = readRegistration(packet.body, packet.version);
  const deviceId = connection.deviceId!;
  const truckId = await knownTruck(connection);
  if (truckId === null) {
    await context.recordUnknown(deviceId, null);
    const refusal = registerResponse(packet.serial, REGISTER_RESULT.unknownTerminal, '');
    connection.send(PLATFORM.registerResponse, refusal);
    return;
  }
  const terminal = await context.terminals.load(deviceId);
  const holder = connection.authenticated
    ? 'this'
    : (await context.heldByAnother(deviceId, connection))
      ? 'another'
      : 'none';
  if (!registrationTaken(terminal, registration, holder)) {
    const refusal = registerResponse(packet.serial, REGISTER_RESULT.terminalRegistered, '');
    connection.send(PLATFORM.registerResponse, refusal);
    await context.claimRefused(truckId, connection.address);
    return;
  }
  const code = crypto.randomBytes(8).toString('hex');
  await context.terminals.registered(deviceId, registration ?? {}, code);
  connection.send(
    PLATFORM.registerResponse,
    registerResponse(packet.serial, REGISTER_RESULT.ok, code),
  );
}

/**
 * 0x0102 → 0x8001. The code the console handed out passes (terminal-claims.ts); a wrong one
 * fails, and the standard terminal registers again. Only now is the connection believed: it
 * becomes the terminal's, taking over from an older connection of the same terminal.
 */
export async function authenticate(
  connection: TerminalConnection,
  packet: Jt808Packet,
): Promise<void> {
  const { context } = connection;
  const deviceId = connection.deviceId!;
  const truckId = await knownTruck(connection);
  if (truckId === null) {
    await context.recordUnknown(deviceId, null);
    return connection.respond(packet, RESULT.failure);
  }
  const presented = readAuthCode(packet.body, packet.version);
  if (!codeAccepted(await context.terminals.load(deviceId), presented))
    return connection.respond(packet, RESULT.failure);
  await context.terminals.authenticated(deviceId, presented, connection.address);
  // The phone number may have changed on the connection meanwhile (a relay).
  if (connection.deviceId !== deviceId) return connection.respond(packet, RESULT.failure);
  connection.signIn();
  connection.respond(packet, RESULT.ok);
}
