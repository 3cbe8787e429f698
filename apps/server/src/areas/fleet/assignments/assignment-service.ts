import {
  fieldIssue,
  type TTruckAssignment,
  ZCreateTruckAssignmentRequest,
  ZEndTruckAssignmentRequest,
} from '@fleet/contracts';
import type { z } from 'zod';
import { AppError, notFound, invalidField } from '../../../http/app-error.js';
import type { TimeFormat } from '../../../time-format.js';
import type { Actor, UserRepository } from '../../accounts/index.js';
import type { TruckRepository } from '../trucks/truck-repository.js';
import type { TruckService } from '../trucks/truck-service.js';
import type { AssignmentRepository, AssignmentRow } from './assignment-repository.js';

interface Deps {
  assignments: AssignmentRepository;
  trucks: TruckService;
  truckRows: TruckRepository;
  users: UserRepository;
  time: TimeFormat;
  /** Told after a change: driver attribution of the motion engine depends on it. */
  onChange?: (truckId: number) => void;
}

/**
 * Which driver drives which truck when, as set in the console. Assignments of one truck do
 * not overlap, so the motion engine always finds at most one driver for a time.
 */
export function assignmentService({ assignments, trucks, truckRows, users, time, onChange }: Deps) {
  const toWire = (row: AssignmentRow): TTruckAssignment => ({
    ...row,
    valid_from: time.toWire(row.valid_from),
    valid_to: row.valid_to ? time.toWire(row.valid_to) : null,
    created_at: time.toWire(row.created_at),
  });

  async function requireTruck(actor: Actor, truckId: number): Promise<void> {
    const visible = await trucks.visibleIds(actor);
    if ((visible && !visible.includes(truckId)) || !(await truckRows.find(truckId)))
      throw notFound('Truck');
  }

  async function requireAssignment(actor: Actor, id: number): Promise<AssignmentRow> {
    const row = await assignments.find(id);
    if (!row) throw notFound('Assignment');
    await requireTruck(actor, row.truck_id);
    return row;
  }

  async function refuseOverlap(truckId: number, from: Date, to: Date | null, exceptId = 0) {
    if ((await assignments.overlapping(truckId, from, to, exceptId)).length > 0)
      throw new AppError('CONFLICT', 'The truck already has a driver assigned in this period', [
        fieldIssue('valid_from', 'overlaps'),
      ]);
  }

  return {
    async list(actor: Actor, truckId: number): Promise<TTruckAssignment[]> {
      await requireTruck(actor, truckId);
      return (await assignments.listForTrucks([truckId])).map(toWire);
    },

    async create(
      actor: Actor,
      input: z.output<typeof ZCreateTruckAssignmentRequest>,
    ): Promise<TTruckAssignment> {
      await requireTruck(actor, input.truck_id);
      const driver = await users.findByUsername(input.driver_username);
      if (!driver) throw invalidField('driver_username', 'not_a_user');
      const from = time.fromWire(input.valid_from)!;
      const to = input.valid_to ? time.fromWire(input.valid_to) : null;
      if (to && to <= from) throw invalidField('valid_to', 'after_start', { start: 'valid_from' });
      await refuseOverlap(input.truck_id, from, to);
      const id = await assignments.insert({
        truckId: input.truck_id,
        driver: driver.username,
        from,
        to,
        by: actor.username,
      });
      onChange?.(input.truck_id);
      return toWire((await assignments.find(id))!);
    },

    async end(
      actor: Actor,
      input: z.output<typeof ZEndTruckAssignmentRequest>,
    ): Promise<TTruckAssignment> {
      const row = await requireAssignment(actor, input.id);
      const at = input.valid_to ? time.fromWire(input.valid_to)! : new Date();
      if (at <= row.valid_from)
        throw invalidField('valid_to', 'after_start', { start: 'valid_from' });
      if (row.valid_to && row.valid_to <= at) throw invalidField('valid_to', 'already_ended');
      await assignments.end(row.id, at);
      onChange?.(row.truck_id);
      return toWire((await assignments.find(row.id))!);
    },

    async delete(actor: Actor, id: number): Promise<number> {
      const row = await requireAssignment(actor, id);
      const deleted = await assignments.delete(row.id);
      onChange?.(row.truck_id);
      return deleted;
    },
  };
}

export type AssignmentService = ReturnType<typeof assignmentService>;
