import {
  fieldIssue,
  displayPlate,
  type TContract,
  type ZContractListRequest,
  type ZCreateContractRequest,
  type ZUpdateContractRequest,
} from '@fleet/contracts';
import type { z } from 'zod';
import { AppError, notFound, invalidField } from '../../../http/app-error.js';
import type { TimeFormat } from '../../../time-format.js';
import type { MarkerRepository } from '../../places/index.js';
import type { Actor, UserRepository } from '../../accounts/index.js';
import type { TruckService } from '../../fleet/index.js';
import type { ContractFields, ContractRepository, ContractRow } from './contract-repository.js';

interface Deps {
  contracts: ContractRepository;
  trucks: TruckService;
  users: UserRepository;
  markers: MarkerRepository;
  time: TimeFormat;
}

function conflictOf(error: unknown): AppError | null {
  const { code } = error as { code?: string };
  if (code === '23505')
    return new AppError('CONFLICT', 'Another contract already has this code', [
      fieldIssue('code', 'taken'),
    ]);
  if (code === '23514')
    return invalidField('planned_end', 'not_before_start', { start: 'planned_start' });
  return null;
}

const point = (id: number | null, name: string | null, lat: number | null, lon: number | null) =>
  id === null || name === null || lat === null || lon === null ? null : { id, name, lat, lon };

export function contractService({ contracts, trucks, users, markers, time }: Deps) {
  const toWire = (row: ContractRow): TContract => ({
    id: row.id,
    code: row.code,
    customer: row.customer,
    truck_id: row.truck_id,
    plate: row.plate,
    plate_display: displayPlate(row.plate),
    driver_username: row.driver_username,
    driver_name: row.driver_name,
    planned_start: time.toWire(row.planned_start),
    planned_end: time.toWire(row.planned_end),
    origin: point(row.origin_marker_id, row.origin_name, row.origin_lat, row.origin_lon),
    destination: point(
      row.destination_marker_id,
      row.destination_name,
      row.destination_lat,
      row.destination_lon,
    ),
    cargo: row.cargo,
    status: row.status,
    note: row.note,
    created_at: time.toWire(row.created_at),
    updated_at: time.toWire(row.updated_at),
  });

  const timeOf = (field: string, text: string): Date => {
    const at = time.fromWire(text);
    if (!at) throw invalidField(field, 'date_time');
    return at;
  };

  async function requireDriver(username: string | null | undefined): Promise<void> {
    if (username && !(await users.findByUsername(username)))
      throw invalidField('driver_username', 'not_a_user');
  }

  async function requireMarker(field: string, id: number | null | undefined): Promise<void> {
    if (id != null && !(await markers.find(id))) throw invalidField(field, 'not_a_point');
  }

  /** A contract the actor may see (its truck is granted), or 404. */
  async function visible(actor: Actor, id: number): Promise<ContractRow> {
    const row = await contracts.find(id);
    const ids = await trucks.visibleIds(actor);
    if (!row || (ids && !ids.includes(row.truck_id))) throw notFound('Contract');
    return row;
  }

  async function guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw conflictOf(error) ?? error;
    }
  }

  const blankToNull = (text: string | null | undefined) =>
    text === undefined ? undefined : text || null;

  return {
    visible,
    async get(actor: Actor, id: number): Promise<TContract> {
      return toWire(await visible(actor, id));
    },

    async list(
      actor: Actor,
      input: z.output<typeof ZContractListRequest>,
    ): Promise<{ data: TContract[]; total: number }> {
      const filter = input ?? { page: 1, page_size: 25 };
      const truckId = filter.plate
        ? (await trucks.visibleByPlate(actor, filter.plate).catch(() => null))?.id
        : undefined;
      if (filter.plate && truckId === undefined) return { data: [], total: 0 };
      const { rows, total } = await contracts.list({
        truckIds: await trucks.visibleIds(actor),
        truckId,
        status: filter.status,
        from: filter.start_time ? timeOf('start_time', filter.start_time) : undefined,
        to: filter.end_time ? timeOf('end_time', filter.end_time) : undefined,
        search: filter.search || undefined,
        limit: filter.page_size,
        offset: (filter.page - 1) * filter.page_size,
      });
      return { data: rows.map(toWire), total };
    },

    async create(actor: Actor, input: z.output<typeof ZCreateContractRequest>): Promise<TContract> {
      const truck = await trucks.visibleByPlate(actor, input.plate);
      await requireDriver(input.driver_username);
      await requireMarker('origin_marker_id', input.origin_marker_id);
      await requireMarker('destination_marker_id', input.destination_marker_id);
      const fields: ContractFields = {
        code: input.code,
        customer: input.customer,
        truck_id: truck.id,
        driver_username: input.driver_username || null,
        planned_start: timeOf('planned_start', input.planned_start),
        planned_end: timeOf('planned_end', input.planned_end),
        origin_marker_id: input.origin_marker_id ?? null,
        destination_marker_id: input.destination_marker_id ?? null,
        cargo: input.cargo || null,
        status: input.status,
        note: input.note || null,
      };
      return toWire(await guarded(() => contracts.insert(fields, actor.username)));
    },

    async update(actor: Actor, input: z.output<typeof ZUpdateContractRequest>): Promise<TContract> {
      await visible(actor, input.id);
      const truck = input.plate ? await trucks.visibleByPlate(actor, input.plate) : undefined;
      await requireDriver(input.driver_username);
      await requireMarker('origin_marker_id', input.origin_marker_id);
      await requireMarker('destination_marker_id', input.destination_marker_id);
      await guarded(() =>
        contracts.update(input.id, {
          code: input.code,
          customer: input.customer,
          truck_id: truck?.id,
          driver_username: blankToNull(input.driver_username),
          planned_start: input.planned_start
            ? timeOf('planned_start', input.planned_start)
            : undefined,
          planned_end: input.planned_end ? timeOf('planned_end', input.planned_end) : undefined,
          origin_marker_id: input.origin_marker_id,
          destination_marker_id: input.destination_marker_id,
          cargo: blankToNull(input.cargo),
          status: input.status,
          note: blankToNull(input.note),
        }),
      );
      return toWire(await visible(actor, input.id));
    },

    /** Deletes the listed contracts the actor may see; others are left alone. */
    async delete(actor: Actor, ids: number[]): Promise<number> {
      const visibleIds = await trucks.visibleIds(actor);
      if (visibleIds === null) return contracts.delete(ids);
      const mine: number[] = [];
      for (const id of ids) {
        const row = await contracts.find(id);
        if (row && visibleIds.includes(row.truck_id)) mine.push(id);
      }
      return mine.length ? contracts.delete(mine) : 0;
    },
  };
}

export type ContractService = ReturnType<typeof contractService>;
