import crypto from 'node:crypto';
import {
  ADMIN_ROLE,
  DEFAULT_SPEED_LIMIT_KMH,
  ZCreateTruckRequest,
  ZCreateUserRequest,
} from '@fleet/contracts';
import type { Services } from '../services.js';
import { DEMO_TRUCKS, type DemoTruck } from './fleet.js';

export interface SeedResult {
  driversCreated: number;
  trucksCreated: number;
}

/**
 * Creates the demo company's drivers and trucks through the services, as its admin would;
 * what already exists (same username, same plate) is left alone, so every start may call it.
 */
export async function seedDemoFleet(
  services: Services,
  trucks: readonly DemoTruck[] = DEMO_TRUCKS,
): Promise<SeedResult> {
  const admin = await services.userRows.findByUsername('admin');
  if (!admin || admin.role !== ADMIN_ROLE) throw new Error('the demo needs the user "admin"');
  const session = await services.sessions.open(admin.id);
  const actor = await services.sessions.authenticate(session.token);
  if (!actor) throw new Error('could not act as "admin"');
  try {
    let driversCreated = 0;
    for (const { driver } of trucks) {
      if (await services.userRows.findByUsername(driver.username)) continue;
      await services.users.create(
        actor,
        ZCreateUserRequest.parse({
          ...driver,
          role: 'driver',
          // Drivers sign in on the device with their card; an admin can set a password later.
          password: crypto.randomBytes(18).toString('base64url'),
          note: 'Demo',
        }),
      );
      driversCreated += 1;
    }

    const existing = await services.trucks.list(actor);
    const plates = new Set(existing.map((truck) => truck.plate));
    const devices = new Set(existing.map((truck) => truck.device_id));
    let trucksCreated = 0;
    for (const truck of trucks) {
      if (plates.has(truck.plate) || devices.has(truck.device_id)) continue;
      await services.trucks.create(
        ZCreateTruckRequest.parse({
          plate: truck.plate,
          name: truck.name,
          device_id: truck.device_id,
          model: truck.model,
          vehicle_type: truck.vehicle_type,
          speed_limit_kmh: DEFAULT_SPEED_LIMIT_KMH[truck.vehicle_type],
          cameras: 2,
          driver_username: truck.driver.username,
          odometer_km: truck.odometer_km,
        }),
      );
      trucksCreated += 1;
    }
    return { driversCreated, trucksCreated };
  } finally {
    await services.sessions.close(actor);
  }
}
