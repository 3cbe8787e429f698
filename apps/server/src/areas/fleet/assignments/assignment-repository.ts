import type { Database } from '../../../db/database.js';
import { maybeOne, one } from '../../../db/database.js';

export interface AssignmentRow {
  id: number;
  truck_id: number;
  driver_username: string;
  driver_name: string | null;
  valid_from: Date;
  valid_to: Date | null;
  created_at: Date;
}

const SELECT = `select a.id, a.truck_id, a.driver_username, u.fullname as driver_name, a.valid_from,
    a.valid_to, a.created_at
  from truck_assignments a
  left join users u on lower(u.username) = lower(a.driver_username) and u.deleted_at is null`;

export function assignmentRepository(db: Database) {
  return {
    listForTrucks(truckIds: number[]): Promise<AssignmentRow[]> {
      return db.query<AssignmentRow>(
        `${SELECT} where a.truck_id = any($1::int[]) order by a.truck_id, a.valid_from desc`,
        [truckIds],
      );
    },
    find(id: number): Promise<AssignmentRow | undefined> {
      return maybeOne(db.query<AssignmentRow>(`${SELECT} where a.id = $1`, [id]));
    },
    /** Assignments of the truck that overlap [from, to) (to null = open-ended). */
    async overlapping(truckId: number, from: Date, to: Date | null, exceptId = 0) {
      return db.query<{ id: number }>(
        `select id from truck_assignments
          where truck_id = $1 and id <> $4
            and (valid_to is null or valid_to > $2)
            and ($3::timestamptz is null or valid_from < $3)`,
        [truckId, from.toISOString(), to?.toISOString() ?? null, exceptId],
      );
    },
    async insert(row: {
      truckId: number;
      driver: string;
      from: Date;
      to: Date | null;
      by: string;
    }): Promise<number> {
      const { id } = await one(
        db.query<{ id: number }>(
          `insert into truck_assignments (truck_id, driver_username, valid_from, valid_to, created_by)
           values ($1, $2, $3, $4, $5) returning id`,
          [row.truckId, row.driver, row.from.toISOString(), row.to?.toISOString() ?? null, row.by],
        ),
      );
      return id;
    },
    async end(id: number, at: Date): Promise<void> {
      await db.query('update truck_assignments set valid_to = $2 where id = $1', [
        id,
        at.toISOString(),
      ]);
    },
    async delete(id: number): Promise<number> {
      return (await db.query('delete from truck_assignments where id = $1 returning id', [id]))
        .length;
    },
  };
}

export type AssignmentRepository = ReturnType<typeof assignmentRepository>;
