import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { deviceDirectory } from '../../src/areas/fleet/devices/device-directory.js';
import { freshDatabase } from '../support/fresh-database.js';

/** The database's queries, counted (the directory runs nothing else). */
function counted(db: Database) {
  const seen = { queries: 0 };
  const query = <T>(sql: string, params?: readonly unknown[]) => {
    seen.queries += 1;
    return db.query<T>(sql, params);
  };
  return { db: { query } as unknown as Database, seen };
}

describe('device directory', () => {
  let db: Database;
  let drop: () => Promise<void>;
  let truckId: number;

  beforeAll(async () => {
    ({ db, drop } = await freshDatabase());
    const [row] = await db.query<{ id: number }>(
      `insert into trucks (plate, device_id) values ('51D-111.11', '013900000001') returning id`,
    );
    truckId = row!.id;
  });
  afterAll(async () => {
    await db.close();
    await drop();
  });

  it('answers a cached device at once, without a query', async () => {
    const { db: watched, seen } = counted(db);
    const directory = deviceDirectory(watched);
    const first = directory.truckOf('013900000001');
    expect(first).toBeInstanceOf(Promise);
    expect(await first).toBe(truckId);
    expect(directory.truckOf('013900000001')).toBe(truckId);
    expect(directory.truckOf('unknown-device')).toBeInstanceOf(Promise);
    expect(await directory.truckOf('unknown-device')).toBeNull();
    expect(directory.truckOf('unknown-device')).toBeNull();
    expect(seen.queries).toBe(2);
  });

  it('asks the database once for many concurrent questions about one device', async () => {
    const { db: watched, seen } = counted(db);
    const directory = deviceDirectory(watched);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => Promise.resolve(directory.truckOf('013900000001'))),
    );
    expect(new Set(answers)).toEqual(new Set([truckId]));
    expect(seen.queries).toBe(1);
  });

  it("loads the devices missed together in one query; an id with a NUL byte is nobody's", async () => {
    const ids = await db.query<{ id: number; device_id: string }>(
      `insert into trucks (plate, device_id)
       select '51D-2' || lpad(n::text, 2, '0') || '.00', '0139000001' || lpad(n::text, 2, '0')
         from generate_series(1, 40) as n
       returning id, device_id`,
    );
    const { db: watched, seen } = counted(db);
    const directory = deviceDirectory(watched);
    const asked = [...ids.map((row) => row.device_id), 'no-such-device', '0139\u000000001'];
    const answers = await Promise.all(asked.map((id) => Promise.resolve(directory.truckOf(id))));
    expect(answers).toEqual([...ids.map((row) => row.id), null, null]);
    expect(seen.queries).toBe(1);
    for (const row of ids) expect(directory.truckOf(row.device_id)).toBe(row.id);
    expect(directory.truckOf('0139\u000000001')).toBeNull();
    expect(seen.queries).toBe(1);
  });

  it('finds a driver by card id beside a login with a NUL byte asked at the same time', async () => {
    await db.query(
      `insert into roles (name, label_vi, label_en) values ('lai-xe', 'Lái xe', 'Driver')`,
    );
    await db.query(
      `insert into users (username, password_hash, fullname, role, card_id)
       values ('tai-xe-an', 'x', 'Nguyễn Văn An', 'lai-xe', 'CARD-0042')`,
    );
    const directory = deviceDirectory(db);
    const [driver, broken] = await Promise.all([
      Promise.resolve(directory.driverOf('card-0042')),
      Promise.resolve(directory.driverOf('CARD\u00000042')),
    ]);
    expect(driver).toBe('tai-xe-an');
    expect(broken).toBeNull();
  });

  it('does not keep an answer loaded across forget', async () => {
    const { db: watched, seen } = counted(db);
    const directory = deviceDirectory(watched);
    const loading = directory.truckOf('013900000001');
    directory.forget();
    expect(await loading).toBe(truckId);
    await db.query(`update trucks set device_id = '013900000002' where id = $1`, [truckId]);
    expect(await directory.truckOf('013900000001')).toBeNull();
    expect(seen.queries).toBe(2);
  });
});
