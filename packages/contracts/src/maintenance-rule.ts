import { z } from 'zod';
import { envelope } from './common.js';
import { rule } from './validation-codes.js';
import { VEHICLE_TYPES, ZPlate } from './truck.js';

/** Kinds of maintenance a rule stands for. */
export const RULE_TYPES = [
  'oil_change',
  'tyres',
  'general_service',
  'brakes',
  'transmission',
  'coolant',
  'air_filter',
  'other',
] as const;
export type TRuleType = (typeof RULE_TYPES)[number];

export const RULE_STATUSES = ['ok', 'due_soon', 'overdue'] as const;
export type TRuleStatus = (typeof RULE_STATUSES)[number];

/**
 * One rule as it stands for one truck: a rule for a vehicle type appears once per truck of
 * that type (same `id`, its `vehicle_type` set).
 */
export const ZRule = z.object({
  id: z.number().int(),
  plate: z.string(),
  truck_id: z.number().int(),
  vehicle_type: z.enum(VEHICLE_TYPES).nullable(),
  total_km: z.number(),
  type: z.enum(RULE_TYPES),
  last_service_km: z.number(),
  note: z.string().nullable(),
  due_km: z.number(),
  current_km: z.number(),
  km_left: z.number(),
  status: z.enum(RULE_STATUSES),
});
export type TRule = z.infer<typeof ZRule>;

/** Spec 5: `total_km` may come as a numeric string; it is a number from here on. */
export const ZKilometres = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value),
  z.number().finite().positive().max(10_000_000),
);
const ZOdometer = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value),
  z.number().finite().min(0).max(10_000_000),
);

const ruleFields = {
  /** A plate, or `vehicle_type` for all trucks of that type. */
  plate: ZPlate.nullish().or(z.literal('').transform(() => null)),
  vehicle_type: z.enum(VEHICLE_TYPES).nullish(),
  total_km: ZKilometres,
  type: z.enum(RULE_TYPES),
  /** Odometer at the last service; absent = the truck's odometer now. */
  last_service_km: ZOdometer.nullish(),
  note: z.string().trim().max(1000).nullish(),
};

const oneTarget = (rule: { plate?: string | null; vehicle_type?: string | null }) =>
  Boolean(rule.plate) !== Boolean(rule.vehicle_type);
const TARGET_ISSUE = { ...rule('plate_or_vehicle_type'), path: ['plate'] };

export const ZCreateRuleRequest = z.object(ruleFields).refine(oneTarget, TARGET_ISSUE);
export type TCreateRuleRequest = z.input<typeof ZCreateRuleRequest>;

export const ZEditRuleRequest = z.object({
  id: z.number().int(),
  total_km: ZKilometres.optional(),
  type: z.enum(RULE_TYPES).optional(),
  note: ruleFields.note,
  /** Sets the last service of the rule's truck (`plate`) or of all its trucks. */
  last_service_km: ZOdometer.nullish(),
  plate: ZPlate.nullish(),
});
export type TEditRuleRequest = z.input<typeof ZEditRuleRequest>;

export const ZRuleListRequest = z
  .object({ plate: z.string().trim().max(20).optional() })
  .partial()
  .nullish();

export const ZDeleteRulesRequest = z.object({
  data: z.array(z.number().int()).min(1).max(1000),
});

/** "Record a service": the rule restarts from the truck's odometer now. */
export const ZRecordServiceRequest = z.object({ id: z.number().int(), plate: ZPlate });

export const ZRuleListResponse = envelope(z.array(ZRule));
export const ZRuleSaveResponse = envelope(z.array(ZRule));
export const ZDeleteRulesResponse = envelope(z.object({ deleted: z.number().int() }));
