import { driverCard } from './driver-card.js';
import { heartbeat, locations } from './location-ingest.js';
import type { Jt808Packet } from './packet.js';
import { handleMediaData } from './photo-upload.js';
import { RESULT } from './platform-messages.js';
import { authenticate, knownTruck, register } from './terminal-auth.js';
import type { TerminalConnection } from './terminal-connection.js';
import { TERMINAL } from './terminal-messages.js';

/**
 * Handles one whole terminal message (sub-packages already joined, replies to commands
 * already taken). Which messages need authentication first: none. JT/T 808's code proves
 * nothing on a plain TCP connection (any terminal may register and get one), the phone
 * number is the terminal's identity as the device id is OsmAnd's, and terminals set up for
 * another platform keep presenting that platform's code; so, as Traccar does, locations are
 * taken from a terminal that has not authenticated (decisions.md).
 */
export async function handleMessage(
  connection: TerminalConnection,
  packet: Jt808Packet,
): Promise<void> {
  if (packet.encrypted) return connection.respond(packet, RESULT.unsupported);
  switch (packet.msgId) {
    case TERMINAL.register:
      return register(connection, packet);
    case TERMINAL.authenticate:
      return authenticate(connection, packet);
    case TERMINAL.heartbeat:
      return heartbeat(connection, packet);
    case TERMINAL.logout:
      connection.authenticated = false;
      return connection.respond(packet, RESULT.ok);
    case TERMINAL.location:
    case TERMINAL.batch:
      return locations(connection, packet);
    case TERMINAL.driverCard:
      return driverCard(connection, packet);
    case TERMINAL.mediaData:
      return handleMediaData(connection, packet, await knownTruck(connection));
    case TERMINAL.generalResponse:
      return; // to a command given up meanwhile
    case TERMINAL.mediaEvent:
      return connection.respond(packet, RESULT.ok);
  }
  const handler = connection.context.handlers.get(packet.msgId);
  if (!handler) return connection.respond(packet, RESULT.unsupported);
  const result = await handler(connection, packet);
  if (result !== null) connection.respond(packet, result);
}
