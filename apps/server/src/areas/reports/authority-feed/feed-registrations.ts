import crypto from 'node:crypto';
import type { Queryable } from '../../../db/database.js';
import type {
  FeedMessage,
  RegCompanyMessage,
  RegDriverMessage,
  RegVehicleMessage,
} from './feed-message.js';
import { feedPlate } from './feed-plate.js';

/** The company as the law names it (the 'company' setting). */
export interface CompanyIdentity {
  name: string;
  taxCode: string | null;
  address: string | null;
  phone: string | null;
}

interface VehicleRow {
  plate: string;
  vehicle_type: string;
  device_id: string | null;
  model: string | null;
  terminal_model: string | null;
  payload_kg: number | null;
  seats: number | null;
  vin: string | null;
  created_ms: number;
  licence_number: string | null;
}

interface DriverRow {
  licence_number: string;
  fullname: string;
  licence_class: string | null;
  issued_ms: number | null;
  expires_ms: number | null;
  licence_issued_by: string | null;
}

const digestOf = (message: FeedMessage) =>
  crypto.createHash('sha256').update(JSON.stringify(message)).digest('base64url');

/**
 * The registrations the authority keeps (RegCompany, RegVehicle, RegDriver), built from what
 * the console holds now. `queueChanged` queues each whose content differs from what went to
 * the current target: all of them when the feed starts or its target changes, then whatever
 * an edit changed.
 */
export function feedRegistrations(deps: {
  db: Queryable;
  company: () => Promise<CompanyIdentity>;
  /** What went to `target` already: `kind|key` → digest. */
  sent: (target: string) => Promise<Map<string, string>>;
  queue: (
    kind: string,
    key: string,
    target: string,
    digest: string,
    payload: Record<string, unknown>,
  ) => Promise<boolean>;
}) {
  async function messages(): Promise<{ key: string; message: FeedMessage }[]> {
    const company = await deps.company();
    const list: { key: string; message: FeedMessage }[] = [];
    if (company.taxCode) {
      const message: RegCompanyMessage = {
        type: 'reg_company',
        company: company.taxCode,
        name: company.name,
        address: company.address,
        phone: company.phone,
      };
      list.push({ key: company.taxCode, message });
    }
    const vehicles = await deps.db.query<VehicleRow>(
      `select t.plate, t.vehicle_type, t.device_id, t.model, j.registration ->> 'model' as
              terminal_model, t.payload_kg, t.seats, t.vin,
              (extract(epoch from t.created_at) * 1000)::float8 as created_ms, u.licence_number
         from trucks t
         left join jt808_terminals j on j.device_id = t.device_id
         left join users u on lower(u.username) = lower(t.driver_username)
                          and u.deleted_at is null
        where t.deleted_at is null
        order by t.id`,
    );
    for (const v of vehicles) {
      const vehicle = feedPlate(v.plate);
      if (!vehicle) continue;
      const message: RegVehicleMessage = {
        type: 'reg_vehicle',
        vehicle,
        vehicleType: v.vehicle_type === 'tractor' ? 'tractor' : 'truck',
        driver: v.licence_number,
        company: company.taxCode,
        deviceModel: v.terminal_model ?? v.model,
        deviceId: v.device_id,
        sim: v.terminal_model !== null ? v.device_id : null,
        registeredAt: v.created_ms,
        vin: v.vin,
        capacity: v.payload_kg ?? v.seats,
      };
      list.push({ key: vehicle, message });
    }
    const drivers = await deps.db.query<DriverRow>(
      `select licence_number, fullname, licence_class, licence_issued_by,
              (extract(epoch from licence_issued_on::timestamptz) * 1000)::float8 as issued_ms,
              (extract(epoch from licence_expires_on::timestamptz) * 1000)::float8 as expires_ms
         from users
        where deleted_at is null and licence_number is not null and licence_number <> ''
        order by id`,
    );
    for (const d of drivers) {
      const message: RegDriverMessage = {
        type: 'reg_driver',
        driver: d.licence_number,
        name: d.fullname,
        issuedAt: d.issued_ms,
        expiresAt: d.expires_ms,
        issuedBy: d.licence_issued_by,
        licenceClass: d.licence_class,
      };
      list.push({ key: d.licence_number, message });
    }
    return list;
  }

  return {
    messages,
    /** Queues what changed since it last went to `target`; answers how many were queued. */
    async queueChanged(target: string): Promise<number> {
      let queued = 0;
      const sent = await deps.sent(target);
      for (const { key, message } of await messages()) {
        const digest = digestOf(message);
        if (sent.get(`${message.type}|${key}`) === digest) continue;
        const payload = message as unknown as Record<string, unknown>;
        if (await deps.queue(message.type, key, target, digest, payload)) queued += 1;
      }
      return queued;
    },
  };
}

export type FeedRegistrations = ReturnType<typeof feedRegistrations>;
