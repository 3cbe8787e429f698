import { z } from 'zod';
import { envelope } from './common.js';
import { WARNING_TYPES } from './warning.js';

/** Kinds the system raises (every kind but `manual`): the ones that can be mailed. */
export const SYSTEM_WARNING_TYPES = WARNING_TYPES.filter(
  (type): type is Exclude<(typeof WARNING_TYPES)[number], 'manual'> => type !== 'manual',
);

/**
 * Which kinds of system warning are also mailed to the notification e-mail list (the list
 * of the warehouse video page). None by default: mail is opt-in per kind.
 */
export const ZWarningMailSettings = z.object({
  types: z
    .array(z.enum(WARNING_TYPES).exclude(['manual']))
    .max(WARNING_TYPES.length)
    .transform((types) => [...new Set(types)]),
});
export type TWarningMailSettings = z.infer<typeof ZWarningMailSettings>;
export const ZWarningMailSettingsResponse = envelope(ZWarningMailSettings);
