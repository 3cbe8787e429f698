import { deviceAlarmOf, displayPlate } from '@fleet/contracts';
import type { WriteItem } from '../positions/position-writer.js';
import type { SystemWarning } from '../warnings/warning-service.js';

interface Deps {
  warnings: { raiseSystem(warning: SystemWarning): Promise<unknown> };
  plateOf: (truckId: number) => Promise<string | null>;
}

/**
 * A tracker's alarm (`alarm` of an OsmAnd message, form or JSON) becomes a `device_alarm`
 * warning about the truck, once per fix: the truck, the alarm and the fix's time are its
 * identity, so a message sent again raises nothing new.
 */
export function deviceAlarms({ warnings, plateOf }: Deps) {
  return {
    async raise(items: WriteItem[]): Promise<void> {
      for (const { truckId, fix, driverUsername } of items) {
        const word = fix?.attributes.alarm;
        if (!fix || typeof word !== 'string' || word.trim() === '') continue;
        const alarm = deviceAlarmOf(word);
        const stored = await plateOf(truckId);
        const plate = stored ? displayPlate(stored) : '?';
        await warnings.raiseSystem({
          truckId,
          username: driverUsername,
          type: 'device_alarm',
          content: `${plate}: báo động ${alarm}`,
          params: { plate, alarm, word: word.slice(0, 64) },
          lat: fix.lat,
          lon: fix.lon,
          time: fix.time,
          dedupeKey: `device_alarm:${truckId}:${alarm}:${fix.time.getTime()}`,
        });
      }
    },
  };
}

export type DeviceAlarms = ReturnType<typeof deviceAlarms>;
