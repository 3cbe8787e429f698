import { AppError } from '../../../http/app-error.js';
import type { Jt808Packet } from './packet.js';
import { mediaResponse, PLATFORM, RESULT } from './platform-messages.js';
import type { TerminalConnection } from './terminal-connection.js';
import { readMediaData, TERMINAL } from './terminal-messages.js';

/**
 * One sub-package of a message: kept until the message is whole (then answered as the whole
 * message), each other package answered at once with 0x8001. A photo upload (0x0801) whose
 * last package arrives with earlier ones missing gets 0x8800 naming them.
 */
export function answerPackage(
  connection: TerminalConnection,
  packet: Jt808Packet,
): Jt808Packet | null {
  const { total, index } = packet.packages!;
  const outcome = connection.packages.add(packet.msgId, packet.serial, total, index, packet.body);
  if (outcome.kind === 'complete') return { ...packet, packages: null, body: outcome.body };
  if (outcome.kind === 'missing' && packet.msgId === TERMINAL.mediaData) {
    askAgain(connection, outcome.firstSerial, outcome.missing);
    return null;
  }
  connection.respond(packet, outcome.kind === 'dropped' ? RESULT.failure : RESULT.ok);
  return null;
}

/** Photos still missing packages after the timeout are asked again, then given up. */
export function sweepPackages(connection: TerminalConnection, now: number): void {
  connection.packages.sweep((msgId, firstSerial, missing, final) => {
    if (msgId === TERMINAL.mediaData && !final) askAgain(connection, firstSerial, missing);
  }, now);
}

/**
 * The media id is in the first package; when that one is missing the terminal is told the
 * whole list under id 0, which terminals read as "send the upload's packages again".
 */
function askAgain(connection: TerminalConnection, firstSerial: number, missing: number[]): void {
  const head = connection.packages.head(TERMINAL.mediaData, firstSerial);
  const mediaId = head && head.length >= 4 ? head.readUInt32BE(0) : 0;
  connection.send(PLATFORM.mediaResponse, mediaResponse(mediaId, missing));
}

/**
 * A whole 0x0801: a JPEG photo goes to the image history of the truck with the position it
 * carries; 0x8800 follows once it is stored. Other media (audio, video) are answered and
 * dropped. A photo that is not a readable JPEG is answered too: sending it again would not
 * make it one. A storage failure is not answered, so the terminal uploads it again.
 */
export async function handleMediaData(
  connection: TerminalConnection,
  packet: Jt808Packet,
  truckId: number | null,
): Promise<void> {
  const offset = connection.deviceId
    ? await connection.context.terminals.offsetOf(connection.deviceId)
    : 0;
  const media = readMediaData(packet.body, offset);
  if (!media) return connection.respond(packet, RESULT.badMessage);
  if (truckId !== null && media.type === 0 && media.format === 0) {
    try {
      await connection.context.storePhoto({
        truckId,
        channel: Math.max(1, media.channel),
        location: media.location,
        jpeg: media.data,
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      connection.context.log.warn(
        { deviceId: connection.deviceId, err: error.message },
        'JT/T 808 photo refused',
      );
    }
  }
  connection.send(PLATFORM.mediaResponse, mediaResponse(media.mediaId, []));
}
