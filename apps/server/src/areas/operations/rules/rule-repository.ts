import type { Database } from '../../../db/database.js';
import { maybeOne, one } from '../../../db/database.js';

export interface RuleRow {
  id: number;
  truck_id: number | null;
  vehicle_type: string | null;
  type: string;
  interval_km: number;
  initial_service_km: number | null;
  note: string | null;
}

/** A rule as it applies to one truck, with that truck's place in it. */
export interface RuleTruckRow extends RuleRow {
  target_truck_id: number;
  plate: string;
  last_service_km: number | null;
  cycle: number | null;
}

const RULE_COLUMNS = `r.id, r.truck_id, r.vehicle_type, r.type, r.interval_km,
  r.initial_service_km, r.note`;

export function ruleRepository(db: Database) {
  return {
    /** Every (rule, truck) pair among the `truckIds` (null = all trucks), optionally by plate. */
    pairs(truckIds: number[] | null, filter: { plate?: string; ruleId?: number } = {}) {
      return db.query<RuleTruckRow>(
        `select ${RULE_COLUMNS}, t.id as target_truck_id, t.plate,
                s.last_service_km, s.cycle
           from maintenance_rules r
           join trucks t on t.deleted_at is null
                        and (t.id = r.truck_id or t.vehicle_type = r.vehicle_type)
           left join maintenance_rule_trucks s on s.rule_id = r.id and s.truck_id = t.id
          where ($1::int[] is null or t.id = any($1::int[]))
            and ($2::text is null or t.plate like '%' || $2 || '%')
            and ($3::int is null or r.id = $3)
          order by t.plate, r.type, r.id`,
        [truckIds, filter.plate ?? null, filter.ruleId ?? null],
      );
    },
    find(id: number): Promise<RuleRow | undefined> {
      return maybeOne(
        db.query<RuleRow>(`select ${RULE_COLUMNS} from maintenance_rules r where r.id = $1`, [id]),
      );
    },
    async insert(rule: Omit<RuleRow, 'id'>): Promise<number> {
      const row = await one(
        db.query<{ id: number }>(
          `insert into maintenance_rules (truck_id, vehicle_type, type, interval_km,
             initial_service_km, note)
           values ($1, $2, $3, $4, $5, $6) returning id`,
          [
            rule.truck_id,
            rule.vehicle_type,
            rule.type,
            rule.interval_km,
            rule.initial_service_km,
            rule.note,
          ],
        ),
      );
      return row.id;
    },
    async update(id: number, changes: Partial<Pick<RuleRow, 'type' | 'interval_km' | 'note'>>) {
      const columns = Object.keys(changes) as (keyof typeof changes)[];
      if (columns.length === 0) return;
      await db.query(
        `update maintenance_rules set ${columns.map((c, i) => `${c} = $${i + 2}`).join(', ')}
          where id = $1`,
        [id, ...columns.map((c) => changes[c])],
      );
    },
    /** Starts tracking a truck in a rule (first sight); an existing place is kept. */
    async start(ruleId: number, truckId: number, lastServiceKm: number): Promise<void> {
      await db.query(
        `insert into maintenance_rule_trucks (rule_id, truck_id, last_service_km)
         values ($1, $2, $3) on conflict (rule_id, truck_id) do nothing`,
        [ruleId, truckId, lastServiceKm],
      );
    },
    /** A recorded service (or a corrected last service): the next cycle starts from `km`. */
    async restart(ruleId: number, truckId: number, km: number): Promise<void> {
      await db.query(
        `insert into maintenance_rule_trucks (rule_id, truck_id, last_service_km)
         values ($1, $2, $3)
         on conflict (rule_id, truck_id)
         do update set last_service_km = excluded.last_service_km,
                       cycle = maintenance_rule_trucks.cycle + 1`,
        [ruleId, truckId, km],
      );
    },
    async delete(ids: number[]): Promise<number> {
      const rows = await db.query(
        'delete from maintenance_rules where id = any($1::int[]) returning id',
        [ids],
      );
      return rows.length;
    },
  };
}

export type RuleRepository = ReturnType<typeof ruleRepository>;
