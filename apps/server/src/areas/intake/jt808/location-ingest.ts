import type { DeviceFix, DeviceReport, DeviceSource } from '../ingest/device-report.js';
import type { LocatedFix } from './jt808-context.js';
import type { Jt808Location } from './location-report.js';
import { decodeLocation } from './location-report.js';
import type { Jt808Packet } from './packet.js';
import { RESULT } from './platform-messages.js';
import { knownTruck } from './terminal-auth.js';
import type { TerminalConnection } from './terminal-connection.js';
import { readBatch } from './terminal-messages.js';

/** Who reports, as far as the connection proved it, for the intake's identity step. */
export const sourceOf = (connection: TerminalConnection, truckId: number | null): DeviceSource => ({
  deviceId: connection.deviceId!,
  proof: connection.authenticated ? 'authenticated' : 'named',
  truckId,
});

/** The card in the reader identifies the driver of every message until it is taken out. */
export const driverIdsOf = (connection: TerminalConnection): string[] =>
  connection.card ? [connection.card.id] : [];

/**
 * 0x0200 and 0x0704: the locations are decoded into reports and go through the intake like
 * every protocol's; 0x8001 answers only once they are committed, so an acknowledged fix is
 * never lost. A failed commit is answered with a failure and the terminal sends the fix
 * again. A location that cannot be a fix (bad time, no coordinates) counts as a heartbeat;
 * an unknown terminal's are not stored, only noted with the unknown devices, and answered
 * "failure".
 */
export async function locations(connection: TerminalConnection, packet: Jt808Packet) {
  const { context } = connection;
  // Both are known at once for a terminal already seen: awaited only when they are not.
  const known = knownTruck(connection);
  const truckId = known instanceof Promise ? await known : known;
  const clock = context.terminals.offsetOf(connection.deviceId!);
  const offset = clock instanceof Promise ? await clock : clock;
  const read =
    packet.msgId === 0x0200
      ? [decodeLocation(packet.body, 0, packet.body.length, offset)]
      : (readBatch(packet.body, offset) ?? []);
  const driverIds = driverIdsOf(connection);
  const reports: DeviceReport[] = read.map((location) => ({
    fix: location ? fixOf(location) : null,
    driverIds,
  }));
  // Nothing readable: the message still shows the terminal alive.
  if (reports.length === 0) reports.push({ fix: null, driverIds });
  // Off the connection's queue: the next message is read while this one commits.
  const taken = connection.owe(context.intake.accept(sourceOf(connection, truckId), reports));
  void taken.then(
    ({ truckId: taker }) => connection.respond(packet, taker === null ? RESULT.failure : RESULT.ok),
    (error: unknown) => {
      context.log.error(
        { err: error, deviceId: connection.deviceId },
        'JT/T 808 locations not stored',
      );
      connection.respond(packet, RESULT.failure);
    },
  );
  if (truckId === null || !read.some((location) => location?.safety)) return;
  const driverUsername = connection.card?.username ?? null;
  void taken
    .then(async ({ outcomes }) => {
      // Those the intake stored (or had stored): an alarm is raised once per identification.
      const safety: LocatedFix[] = [];
      read.forEach((location, i) => {
        if (location?.safety && (outcomes[i] === 'stored' || outcomes[i] === 'duplicate'))
          safety.push({ location, driverUsername });
      });
      if (safety.length > 0) await context.raiseSafetyAlarms(truckId, safety, connection);
    })
    .catch((error: unknown) => {
      context.log.warn(
        { err: error, deviceId: connection.deviceId },
        'JT/T 808 safety warnings failed',
      );
    });
}

/** 0x0002: the terminal is alive (the truck's last-seen time), answered after the write. */
export async function heartbeat(connection: TerminalConnection, packet: Jt808Packet) {
  const truckId = await knownTruck(connection);
  const alive = { fix: null, driverIds: driverIdsOf(connection) };
  void connection
    .owe(connection.context.intake.accept(sourceOf(connection, truckId), [alive]))
    .then(
      () => connection.respond(packet, RESULT.ok),
      () => connection.respond(packet, RESULT.failure),
    );
}

/** A location as the decoder reports it (the `alarm` words among its attributes). */
function fixOf(location: Jt808Location): DeviceFix | null {
  if (!location.time) return null;
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
    // Without a position lock the fix is kept, but never becomes the truck's current position.
    ...(location.positioned ? {} : { valid: false }),
    attributes: location.attributes,
  };
}
