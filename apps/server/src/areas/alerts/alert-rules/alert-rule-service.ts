import { DEFAULT_ALERT_RULE, type TAlertRule } from '@fleet/contracts';
import type { Database, Queryable } from '../../../db/database.js';
import { forbidden, notFound } from '../../../http/app-error.js';
import type { TimeFormat } from '../../../time-format.js';
import type { AccessService, RoleRepository, Actor } from '../../accounts/index.js';
import { alertAudience } from '../alert-deliveries/alert-audience.js';
import { channelsFor } from './alert-rule-match.js';
import { alertRuleRepository } from './alert-rule-repository.js';

interface Deps {
  db: Database;
  access: Pick<AccessService, 'keysOf'>;
  roles: Pick<RoleRepository, 'find'>;
  time: Pick<TimeFormat, 'toWire'>;
}

/** Who a new warning reaches and over which channel, by the rules of each person told. */
export interface AlertRecipients {
  /** Users whose rule sends it by push (to each of their subscribed devices). */
  push: string[];
  /** Addresses of users whose rule sends it by mail. */
  mail: string[];
  /** Users with a phone number whose rule sends it by Zalo, and by SMS. */
  zalo: string[];
  sms: string[];
}

type Source = 'own' | 'role' | 'default';

/**
 * Per-user alert rules (decisions.md "Alert rules"): a user's own rule, else their role's
 * default (set by admins), else the built-in one; the alert fan-out reads them.
 */
export function alertRuleService({ db, access, roles, time }: Deps) {
  const rows = alertRuleRepository(db);

  /**
   * The user's own rule within the trucks they are granted now: a truck revoked since the rule
   * was saved is neither shown nor saved back (the form would otherwise be refused forever).
   */
  async function withinGrants(actor: Actor, rule: TAlertRule): Promise<TAlertRule> {
    if (!rule.truck_ids) return rule;
    const granted = await access.keysOf(actor, 'truck');
    if (!granted) return rule;
    return { ...rule, truck_ids: rule.truck_ids.filter((id) => granted.has(String(id))) };
  }

  async function mine(actor: Actor): Promise<{ rule: TAlertRule; source: Source }> {
    const own = await rows.read({ kind: 'user', name: actor.username });
    if (own) return { rule: await withinGrants(actor, own), source: 'own' };
    const ofRole = await rows.read({ kind: 'role', name: actor.role });
    return ofRole
      ? { rule: ofRole, source: 'role' }
      : { rule: DEFAULT_ALERT_RULE, source: 'default' };
  }

  async function knownRole(role: string): Promise<void> {
    if (!(await roles.find(role))) throw notFound('The role');
  }

  return {
    mine,
    /** Trucks named must be ones the user is granted. */
    async saveMine(actor: Actor, rule: TAlertRule) {
      const granted = await access.keysOf(actor, 'truck');
      if (granted && rule.truck_ids?.some((id) => !granted.has(String(id)))) throw forbidden();
      await rows.write({ kind: 'user', name: actor.username }, rule, actor.username);
      return mine(actor);
    },
    async resetMine(actor: Actor) {
      await rows.remove({ kind: 'user', name: actor.username });
      return mine(actor);
    },
    roleRules: () => rows.roles(),
    async saveRoleRule(actor: Actor, role: string, rule: TAlertRule) {
      await knownRole(role);
      await rows.write({ kind: 'role', name: role }, rule, actor.username);
      return rows.roles();
    },
    async resetRoleRule(role: string) {
      await rows.remove({ kind: 'role', name: role });
      return rows.roles();
    },

    /**
     * The users told of a new warning (its audience: admins, those granted the truck) whose
     * rule takes it, by channel; read inside the transaction that raises it.
     */
    async recipients(
      tx: Queryable,
      warning: { type: string; truckId: number | null; time: Date },
    ): Promise<AlertRecipients> {
      const clock = time.toWire(warning.time).slice(11, 16);
      const users = await alertRuleRepository(tx).ofUsers(await alertAudience(tx, warning.truckId));
      const found: AlertRecipients = { push: [], mail: [], zalo: [], sms: [] };
      for (const user of users) {
        const rule = user.own ?? user.ofRole ?? DEFAULT_ALERT_RULE;
        const channels = channelsFor(rule, { type: warning.type, truckId: warning.truckId, clock });
        if (channels.includes('push')) found.push.push(user.username);
        if (channels.includes('mail') && user.email) found.mail.push(user.email);
        if (channels.includes('zalo') && user.phone) found.zalo.push(user.username);
        if (channels.includes('sms') && user.phone) found.sms.push(user.username);
      }
      return found;
    },
  };
}

export type AlertRuleService = ReturnType<typeof alertRuleService>;
