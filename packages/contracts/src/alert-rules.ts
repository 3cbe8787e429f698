import { z } from 'zod';
import { envelope } from './common.js';
import { ALERT_CHANNELS } from './warning-mail.js';
import { WARNING_TYPES } from './warning.js';

const ZClock = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/);

/**
 * Which warnings reach a person and how: kinds, trucks (null: every truck they are granted),
 * channels, and quiet hours (company time; `from` after `to` spans midnight) during which
 * nothing is sent. A user's own rule, else their role's default, else the built-in one.
 */
export const ZAlertRule = z.object({
  kinds: z
    .array(z.enum(WARNING_TYPES).exclude(['manual']))
    .max(WARNING_TYPES.length)
    .transform((kinds) => [...new Set(kinds)]),
  truck_ids: z.array(z.number().int().positive()).max(10_000).nullable(),
  channels: z
    .array(z.enum(ALERT_CHANNELS))
    .max(ALERT_CHANNELS.length)
    .transform((channels) => [...new Set(channels)]),
  quiet_hours: z.object({ from: ZClock, to: ZClock }).nullable(),
});
export type TAlertRule = z.infer<typeof ZAlertRule>;

/** The built-in rule: every kind, every granted truck, by push, at any hour. */
export const DEFAULT_ALERT_RULE: TAlertRule = {
  kinds: WARNING_TYPES.filter((type) => type !== 'manual'),
  truck_ids: null,
  channels: ['push'],
  quiet_hours: null,
};

/** The caller's rule in force and where it comes from. */
export const ZMyAlertRuleResponse = envelope(
  z.object({ rule: ZAlertRule, source: z.enum(['own', 'role', 'default']) }),
);

export const ZRoleAlertRule = z.object({ role: z.string(), rule: ZAlertRule });
export const ZRoleAlertRulesResponse = envelope(z.array(ZRoleAlertRule));
export const ZSaveRoleAlertRuleRequest = z.object({
  role: z.string().min(1).max(100),
  rule: ZAlertRule,
});
export const ZRoleNameRequest = z.object({ role: z.string().min(1).max(100) });
