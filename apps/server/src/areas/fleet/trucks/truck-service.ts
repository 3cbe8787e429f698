import {
  fieldIssue,
  DEFAULT_SPEED_LIMIT_KMH,
  displayPlate,
  ZCreateTruckRequest,
  ZUpdateTruckRequest,
  type TTruck,
} from '@fleet/contracts';
import type { z } from 'zod';
import { AppError, notFound, invalidField } from '../../../http/app-error.js';
import type { TimeFormat } from '../../../time-format.js';
import type { AccessService, Actor, UserRepository } from '../../accounts/index.js';
import type { TruckRepository, TruckRow } from './truck-repository.js';

interface Deps {
  trucks: TruckRepository;
  users: UserRepository;
  access: AccessService;
  time: TimeFormat;
  /** Told after any change of trucks (device ids move with them). */
  onChange?: () => void;
}

function conflictOf(error: unknown): AppError | null {
  const { code, constraint } = error as { code?: string; constraint?: string };
  if (code !== '23505') return null;
  return constraint === 'trucks_device_id'
    ? new AppError('CONFLICT', 'Another truck already has this device id', [
        fieldIssue('device_id', 'taken'),
      ])
    : new AppError('CONFLICT', 'Another truck already has this plate', [
        fieldIssue('plate', 'taken'),
      ]);
}

export function truckService({ trucks, users, access, time, onChange }: Deps) {
  const toWire = (row: TruckRow): TTruck => ({
    ...row,
    plate_display: displayPlate(row.plate),
    speed_limit_kmh: row.speed_limit_kmh ?? DEFAULT_SPEED_LIMIT_KMH[row.vehicle_type],
    created_at: time.toWire(row.created_at),
  });

  /** Truck ids the actor may see; null = all. */
  async function visibleIds(actor: Actor): Promise<number[] | null> {
    const keys = await access.keysOf(actor, 'truck');
    return keys === null ? null : [...keys].map(Number).filter(Number.isInteger);
  }

  async function requireDriver(username: string | null | undefined): Promise<void> {
    if (!username) return;
    if (!(await users.findByUsername(username))) {
      throw invalidField('driver_username', 'not_a_user');
    }
  }

  async function withConflicts<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw conflictOf(error) ?? error;
    } finally {
      onChange?.();
    }
  }

  return {
    visibleIds,
    /** A truck by plate among those the actor may see, or 404. */
    async visibleByPlate(actor: Actor, plate: string): Promise<TTruck> {
      const visible = await visibleIds(actor);
      const row = await trucks.findByPlate(plate);
      if (!row || (visible && !visible.includes(row.id))) throw notFound('Truck');
      return toWire(row);
    },
    async list(
      actor: Actor,
      filter: { search?: string; vehicle_type?: string } = {},
    ): Promise<TTruck[]> {
      return (await trucks.list(await visibleIds(actor), filter)).map(toWire);
    },

    async create(input: z.output<typeof ZCreateTruckRequest>): Promise<TTruck> {
      await requireDriver(input.driver_username);
      const row = await withConflicts(() =>
        trucks.insert({
          plate: input.plate,
          name: input.name ?? null,
          device_id: input.device_id ?? null,
          model: input.model ?? null,
          vehicle_type: input.vehicle_type,
          speed_limit_kmh: input.speed_limit_kmh ?? null,
          cameras: input.cameras,
          driver_username: input.driver_username || null,
          odometer_km: input.odometer_km,
          payload_kg: input.payload_kg ?? null,
          seats: input.seats ?? null,
          business_type: input.business_type ?? null,
          vin: input.vin ?? null,
        }),
      );
      return toWire(row);
    },

    async update(actor: Actor, input: z.output<typeof ZUpdateTruckRequest>): Promise<TTruck> {
      const visible = await visibleIds(actor);
      const existing = await trucks.find(input.id);
      if (!existing || (visible && !visible.includes(existing.id))) throw notFound('Truck');
      await requireDriver(input.driver_username);
      const { id, ...changes } = input;
      await withConflicts(() =>
        trucks.update(id, {
          ...changes,
          driver_username: changes.driver_username === '' ? null : changes.driver_username,
        }),
      );
      const updated = await trucks.find(id);
      if (!updated) throw notFound('Truck');
      return toWire(updated);
    },

    async delete(actor: Actor, ids: number[]): Promise<number> {
      const visible = await visibleIds(actor);
      const allowed = visible ? ids.filter((id) => visible.includes(id)) : ids;
      return withConflicts(() => trucks.delete(allowed));
    },
  };
}

export type TruckService = ReturnType<typeof truckService>;
