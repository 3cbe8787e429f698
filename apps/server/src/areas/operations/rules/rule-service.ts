import {
  canonicalPlate,
  displayPlate,
  type TRule,
  type TRuleType,
  type TVehicleType,
  type ZCreateRuleRequest,
  type ZEditRuleRequest,
} from '@fleet/contracts';
import type { z } from 'zod';
import { AppError, forbidden, notFound, invalidField } from '../../../http/app-error.js';
import type { Actor } from '../../accounts/index.js';
import type { TruckService } from '../../fleet/index.js';
import type { WarningService } from '../../alerts/index.js';
import type { OdometerOf } from './odometer-reader.js';
import type { RuleRepository, RuleTruckRow } from './rule-repository.js';
import { ruleStanding } from './rule-standing.js';

interface Deps {
  rules: RuleRepository;
  trucks: TruckService;
  warnings: WarningService;
  odometerOf: OdometerOf;
  /** Asks for a check soon (a queued job), after a save. */
  requestCheck: () => void;
}

const round1 = (km: number) => Math.round(km * 10) / 10;

/** Maintenance rules by odometer (domain-vietnam.md "Papers and maintenance"). */
export function ruleService({ rules, trucks, warnings, odometerOf, requestCheck }: Deps) {
  /** Each pair with its truck's odometer; a truck seen for the first time starts its cycle. */
  async function standings(pairs: RuleTruckRow[]) {
    const odometers = new Map<number, number>();
    const result = [];
    for (const pair of pairs) {
      let current = odometers.get(pair.target_truck_id);
      if (current === undefined) {
        current = await odometerOf(pair.target_truck_id);
        odometers.set(pair.target_truck_id, current);
      }
      let lastService = pair.last_service_km;
      let cycle = pair.cycle;
      if (lastService === null || cycle === null) {
        lastService = pair.initial_service_km ?? current;
        cycle = 1;
        await rules.start(pair.id, pair.target_truck_id, lastService);
      }
      const standing = ruleStanding(lastService, pair.interval_km, current);
      result.push({ pair, current, lastService, cycle, standing });
    }
    return result;
  }

  const toWire = ({
    pair,
    current,
    lastService,
    standing,
  }: Awaited<ReturnType<typeof standings>>[number]): TRule => ({
    id: pair.id,
    plate: pair.plate,
    truck_id: pair.target_truck_id,
    vehicle_type: pair.vehicle_type as TVehicleType | null,
    total_km: pair.interval_km,
    type: pair.type as TRuleType,
    last_service_km: round1(lastService),
    note: pair.note,
    due_km: standing.due_km,
    current_km: round1(current),
    km_left: standing.km_left,
    status: standing.status,
  });

  async function listed(actor: Actor, filter: { plate?: string; ruleId?: number }) {
    return (await standings(await rules.pairs(await trucks.visibleIds(actor), filter))).map(toWire);
  }

  /** Vehicle-type rules reach trucks beyond anyone's grants: only those who see all change them. */
  async function mayChange(actor: Actor, ruleId: number) {
    const rule = await rules.find(ruleId);
    if (!rule) throw notFound('Rule');
    const visible = await trucks.visibleIds(actor);
    if (visible === null) return rule;
    if (rule.truck_id === null) throw forbidden();
    if (!visible.includes(rule.truck_id)) throw notFound('Rule');
    return rule;
  }

  return {
    list(actor: Actor, filter: { plate?: string } = {}): Promise<TRule[]> {
      const plate = filter.plate
        ? (canonicalPlate(filter.plate) ?? filter.plate.toUpperCase())
        : undefined;
      return listed(actor, { plate: plate?.replace(/[-.\s]/g, '') });
    },

    async add(actor: Actor, input: z.output<typeof ZCreateRuleRequest>): Promise<TRule[]> {
      let truckId: number | null = null;
      if (input.plate) truckId = (await trucks.visibleByPlate(actor, input.plate)).id;
      else if ((await trucks.visibleIds(actor)) !== null) throw forbidden();
      const id = await rules.insert({
        truck_id: truckId,
        vehicle_type: truckId === null ? (input.vehicle_type ?? null) : null,
        type: input.type,
        interval_km: input.total_km,
        initial_service_km: input.last_service_km ?? null,
        note: input.note ?? null,
      });
      const saved = await listed(actor, { ruleId: id });
      requestCheck();
      return saved;
    },

    async edit(actor: Actor, input: z.output<typeof ZEditRuleRequest>): Promise<TRule[]> {
      const plate = input.plate;
      if (!plate && input.last_service_km != null) {
        throw invalidField('plate', 'required');
      }
      if (plate && input.last_service_km != null) {
        // Correcting one truck's last service needs only that truck, even on a type rule.
        const truck = await trucks.visibleByPlate(actor, plate);
        const pairs = await rules.pairs([truck.id], { ruleId: input.id });
        if (pairs.length === 0) throw notFound('Rule');
        await rules.restart(input.id, truck.id, input.last_service_km);
      }
      const changes = {
        ...(input.type ? { type: input.type } : {}),
        ...(input.total_km ? { interval_km: input.total_km } : {}),
        ...(input.note !== undefined ? { note: input.note } : {}),
      };
      if (Object.keys(changes).length > 0) {
        await mayChange(actor, input.id);
        await rules.update(input.id, changes);
      }
      const saved = await listed(actor, { ruleId: input.id });
      if (saved.length === 0) throw notFound('Rule');
      requestCheck();
      return saved;
    },

    async delete(actor: Actor, ids: number[]): Promise<number> {
      const allowed: number[] = [];
      for (const id of ids) {
        try {
          await mayChange(actor, id);
          allowed.push(id);
        } catch (error) {
          if (!(error instanceof AppError) || error.code !== 'NOT_FOUND') throw error;
        }
      }
      return allowed.length > 0 ? rules.delete(allowed) : 0;
    },

    /** "Record a service": the rule restarts from the truck's odometer now. */
    async recordService(actor: Actor, ruleId: number, plate: string): Promise<TRule[]> {
      const truck = await trucks.visibleByPlate(actor, plate);
      const pairs = await rules.pairs([truck.id], { ruleId });
      if (pairs.length === 0) throw notFound('Rule');
      await rules.restart(ruleId, truck.id, await odometerOf(truck.id));
      return listed(actor, { ruleId });
    },

    /** Raises one `maintenance_due` warning per rule, truck and cycle; safe to run any time. */
    async check(now = new Date()): Promise<number> {
      let raised = 0;
      for (const { pair, current, cycle, standing } of await standings(await rules.pairs(null))) {
        if (!standing.due) continue;
        const made = await warnings.raiseSystem({
          truckId: pair.target_truck_id,
          type: 'maintenance_due',
          content: `${displayPlate(pair.plate)}: ${pair.type} due at ${standing.due_km} km (odometer ${round1(current)} km)`,
          params: {
            plate: displayPlate(pair.plate),
            rule_type: pair.type,
            due_km: standing.due_km,
            current_km: round1(current),
          },
          time: now,
          dedupeKey: `maintenance:${pair.id}:${pair.target_truck_id}:${cycle}`,
        });
        if (made) raised += 1;
      }
      return raised;
    },
  };
}

export type RuleService = ReturnType<typeof ruleService>;
