import { displayPlate } from '@fleet/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { SystemWarning } from '../../alerts/index.js';
import { ATTACHMENT_MSG, uploadRequest, type AlarmNumbers } from './attachment-messages.js';
import { safetyWarningKey } from './attachment-repository.js';
import type { LocatedFix, TerminalLink } from './jt808-context.js';

interface Deps {
  warnings: { raiseSystem(warning: SystemWarning): Promise<{ id: number } | null> };
  plateOf: (truckId: number) => Promise<string | null>;
  numbers: AlarmNumbers;
  /** Where devices upload files: the public host and the attachment port, null when off. */
  uploadTo: () => { host: string; port: number } | null;
  log: FastifyBaseLogger;
}

/**
 * Active-safety alarms (items 0x64–0x67) become `device_alarm` warnings of their kind, one
 * per alarm identification (a report sent again, or the alarm's end, raises nothing new).
 * When the alarm's first report announces files, the device is asked to upload them to the
 * attachment port (0x9208) with the alarm number that lets it in there.
 */
export function safetyWarnings({ warnings, plateOf, numbers, uploadTo, log }: Deps) {
  return async function raise(
    truckId: number,
    fixes: LocatedFix[],
    terminal: TerminalLink,
  ): Promise<void> {
    const stored = await plateOf(truckId);
    const plate = stored ? displayPlate(stored) : '?';
    for (const { location, driverUsername } of fixes) {
      for (const alarm of location.safety ?? []) {
        // State 2 ends an alarm whose start was reported already.
        if (alarm.state === 2) continue;
        const raised = await warnings.raiseSystem({
          truckId,
          username: driverUsername,
          atWheel: true,
          type: 'device_alarm',
          content: `${plate}: báo động ${alarm.alarm}`,
          params: { plate, alarm: alarm.alarm },
          lat: location.lat,
          lon: location.lon,
          time: location.time ?? new Date(),
          dedupeKey: safetyWarningKey(truckId, alarm.key),
        });
        // Files only from the terminal itself: never to a connection that lost its proof.
        if (!raised || alarm.attachments === 0 || !terminal.authenticated) continue;
        const target = uploadTo();
        if (!target) {
          log.info({ truckId }, 'alarm files announced, but no attachment port or public host');
          continue;
        }
        terminal.send(
          ATTACHMENT_MSG.uploadRequest,
          uploadRequest(
            target.host,
            target.port,
            alarm.identification,
            numbers.numberOf(truckId, alarm.key),
          ),
        );
      }
    }
  };
}
