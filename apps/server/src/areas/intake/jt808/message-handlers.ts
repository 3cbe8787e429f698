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
 * already taken). Nothing a connection says is believed before it authenticates with the
 * terminal's code (0x0102): its phone number is printed on the device and sent in clear, so
 * it proves nothing. Until then only registration, authentication and logout are read; a
 * heartbeat is answered without marking the truck seen, anything else is answered "failure"
 * and dropped (decisions.md).
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
    case TERMINAL.logout:
      connection.signOut();
      return connection.respond(packet, RESULT.ok);
    case TERMINAL.generalResponse:
      return; // to a command given up meanwhile
  }
  if (!connection.authenticated) return unproven(connection, packet);
  switch (packet.msgId) {
    case TERMINAL.heartbeat:
      return heartbeat(connection, packet);
    case TERMINAL.location:
    case TERMINAL.batch:
      return locations(connection, packet);
    case TERMINAL.driverCard:
      return driverCard(connection, packet);
    case TERMINAL.mediaData:
      return handleMediaData(connection, packet, await knownTruck(connection));
    case TERMINAL.mediaEvent:
      return connection.respond(packet, RESULT.ok);
  }
  const handler = connection.context.handlers.get(packet.msgId);
  if (!handler) return connection.respond(packet, RESULT.unsupported);
  const result = await handler(connection, packet);
  if (result !== null) connection.respond(packet, result);
}

/**
 * A message of a connection that has not authenticated. A terminal no truck has cannot; its
 * heartbeats and locations still list it with the unknown devices (where it is helps an
 * admin attach it).
 */
async function unproven(connection: TerminalConnection, packet: Jt808Packet): Promise<void> {
  const { msgId } = packet;
  const isHeartbeat = msgId === TERMINAL.heartbeat;
  const isLocation = msgId === TERMINAL.location || msgId === TERMINAL.batch;
  if (!isHeartbeat && !isLocation) return connection.respond(packet, RESULT.failure);
  if ((await knownTruck(connection)) !== null)
    return connection.respond(packet, isHeartbeat ? RESULT.ok : RESULT.failure);
  return isHeartbeat ? heartbeat(connection, packet) : locations(connection, packet);
}
