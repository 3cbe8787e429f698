import type { DeviceFix } from '../ingest/device-report.js';
import { isPlausibleFix } from '../ingest/device-report.js';
import { storableText } from '../ingest/device-attributes.js';
import type { WriteItem } from '../positions/position-writer.js';
import { judgeAlarms } from './alarm-episodes.js';
import type { LocatedFix } from './jt808-context.js';
import type { Jt808Location } from './location-report.js';
import { decodeLocation } from './location-report.js';
import type { Jt808Packet } from './packet.js';
import { RESULT } from './platform-messages.js';
import { knownTruck } from './terminal-auth.js';
import type { TerminalConnection } from './terminal-connection.js';
import { readBatch } from './terminal-messages.js';

/**
 * 0x0200 and 0x0704: the locations go through the group-commit writer like every other
 * fix, and 0x8001 answers only after the commit, so an acknowledged fix is never lost. A
 * failed commit is answered with a failure and the terminal sends the fix again. A location
 * that cannot be a fix (bad time, no coordinates) counts as a heartbeat; an unknown
 * terminal's are not stored, only noted with the unknown devices, and answered "failure".
 */
export async function locations(connection: TerminalConnection, packet: Jt808Packet) {
  const { context } = connection;
  const deviceId = connection.deviceId!;
  const truckId = await knownTruck(connection);
  const offset = await context.terminals.offsetOf(deviceId);
  const read =
    packet.msgId === 0x0200
      ? [decodeLocation(packet.body, 0, packet.body.length, offset)]
      : (readBatch(packet.body, offset) ?? []);
  if (truckId === null) {
    const last = read.findLast((location) => location !== null);
    await context.recordUnknown(deviceId, last ? { lat: last.lat, lon: last.lon } : null);
    return connection.respond(packet, RESULT.failure);
  }
  const now = new Date();
  const driverUsername = connection.card?.username ?? null;
  const items: WriteItem[] = [];
  const located: LocatedFix[] = [];
  for (const location of read) {
    const fix = location ? fixOf(location, connection) : null;
    if (fix && isPlausibleFix(fix, now)) {
      items.push({ truckId, fix, driverUsername });
      located.push({ location: location!, driverUsername });
    }
  }
  // Nothing storable: the message still shows the terminal alive.
  if (items.length === 0) items.push({ truckId, fix: null, driverUsername });
  // Judged in the order sent; raised once the fixes are written (or failed: a terminal
  // sending the fix again is already in the episode, and the alarm must not be lost).
  const alarms = judgeAlarms(connection, located);
  const saved = alarms.changed ? { ...connection.alarms } : null;
  // Off the connection's queue: the next message is read while this one commits.
  const written = connection.owe(context.write(items));
  void written.then(
    () => connection.respond(packet, RESULT.ok),
    (error: unknown) => {
      context.log.error({ err: error, deviceId }, 'JT/T 808 locations not stored');
      connection.respond(packet, RESULT.failure);
    },
  );
  const safety = located.filter((fix) => fix.location.safety);
  if (saved || alarms.started.length > 0 || safety.length > 0)
    void written
      .catch(() => null)
      .then(async () => {
        if (saved) await context.terminals.alarms(deviceId, saved);
        await context.raiseAlarms(truckId, alarms.started);
        if (safety.length > 0) await context.raiseSafetyAlarms(truckId, safety, connection);
      })
      .catch((error: unknown) => {
        context.log.warn({ err: error, deviceId }, 'JT/T 808 alarm warnings failed');
      });
}

/** 0x0002: the terminal is alive (the truck's last-seen time), answered after the write. */
export async function heartbeat(connection: TerminalConnection, packet: Jt808Packet) {
  const truckId = await knownTruck(connection);
  if (truckId === null) {
    await connection.context.recordUnknown(connection.deviceId!, null);
    return connection.respond(packet, RESULT.ok);
  }
  const item = { truckId, fix: null, driverUsername: connection.card?.username ?? null };
  void connection.owe(connection.context.write([item])).then(
    () => connection.respond(packet, RESULT.ok),
    () => connection.respond(packet, RESULT.failure),
  );
}

/** A location as the writer stores it. */
function fixOf(location: Jt808Location, connection: TerminalConnection): DeviceFix | null {
  if (!location.time) return null;
  const attributes: Record<string, unknown> = location.attributes;
  // A card that names nobody in the console is kept with the fix, as OsmAnd's login is.
  if (connection.card && !connection.card.username)
    attributes.driverUniqueId = storableText(connection.card.id);
  // Without a position lock the fix is kept, but never becomes the truck's current position.
  if (!location.positioned) attributes.valid = false;
  return {
    time: location.time,
    lat: location.lat,
    lon: location.lon,
    speedKmh: location.speedKmh,
    course: location.course,
    altitude: location.altitude,
    accuracy: null,
    ignition: location.ignition,
    odometerKm: location.odometerKm,
    battery: null,
    ...(location.positioned ? {} : { valid: false }),
    attributes,
  };
}
