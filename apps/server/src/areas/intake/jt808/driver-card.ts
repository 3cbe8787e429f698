import type { Jt808Packet } from './packet.js';
import { sourceOf } from './location-ingest.js';
import { RESULT } from './platform-messages.js';
import { knownTruck } from './terminal-auth.js';
import type { TerminalConnection } from './terminal-connection.js';
import { readDriverCard } from './terminal-messages.js';

/**
 * 0x0702: a driver card put in the reader logs its driver in on the truck, as OsmAnd's
 * `driverUniqueId` does: every fix after it carries the card (so the motion engine counts
 * driving time per driver from it) until the card is taken out. The intake's driver
 * identification matches it, against users' card ids then usernames: its licence number
 * (the qualification certificate code), then its ID number, then the name on it. The card
 * stays with the terminal across connections.
 */
export async function driverCard(connection: TerminalConnection, packet: Jt808Packet) {
  const { context } = connection;
  const deviceId = connection.deviceId!;
  const truckId = await knownTruck(connection);
  const card = readDriverCard(
    packet.body,
    packet.version,
    await context.terminals.offsetOf(deviceId),
  );
  if (!card) return connection.respond(packet, RESULT.badMessage);
  if (truckId === null) {
    await context.recordUnknown(deviceId, null);
    return connection.respond(packet, RESULT.ok);
  }
  if (!card.inserted) {
    const out = connection.card;
    connection.card = null;
    await context.terminals.card(deviceId, null);
    if (out?.username) await context.terminals.loggedOut(truckId, out.username);
    return connection.respond(packet, RESULT.ok);
  }
  const names = [card.licence, card.idNumber, card.name].filter((name) => name !== '');
  // A card that could not be read (its result says why) changes nothing.
  if (card.readResult !== 0 || names.length === 0) return connection.respond(packet, RESULT.ok);
  const found = await context.intake.identifyDriver(names);
  if (!found) return connection.respond(packet, RESULT.ok);
  connection.card = found;
  await context.terminals.card(deviceId, found.id);
  // The login shows on the live map at once, not only with the next fix.
  if (found.username)
    await context.intake.accept(sourceOf(connection, truckId), [
      { fix: null, driverIds: [found.id] },
    ]);
  connection.respond(packet, RESULT.ok);
}
