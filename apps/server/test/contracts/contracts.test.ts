import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZContractListResponse,
  ZContractResponse,
  type TCreateContractRequest,
} from '@fleet/contracts';
import { createTruck, createUser } from '../factories.js';
import { startTestConsole, type TestConsole } from '../test-console.js';

let fleet: TestConsole;
beforeAll(async () => {
  fleet = await startTestConsole();
});
afterAll(async () => {
  await fleet.close();
});

let codes = 0;
const contractFor = (plate: string, overrides: Partial<TCreateContractRequest> = {}) => {
  codes += 1;
  return {
    code: `HD-${codes}-${Math.random().toString(36).slice(2, 6)}`,
    customer: 'Công ty TNHH Minh Phát',
    plate,
    planned_start: '2025-11-20 08:00:00',
    planned_end: '2025-11-20 17:00:00',
    cargo: '12 pallet gạo',
    ...overrides,
  };
};

const create = (body: unknown, token = fleet.adminToken) =>
  fleet.call('POST', '/contract/create', { token, body });

describe('contracts', () => {
  it('creates, reads, updates and deletes a contract with its truck, driver and map points', async () => {
    const driver = await createUser(fleet, { fullname: 'Trần Văn Tài' });
    const truck = await createTruck(fleet);
    const depot = await fleet.call('POST', '/marker/create', {
      token: fleet.adminToken,
      body: { name: 'Kho Tân Uyên', lat: 11.05, lon: 106.8, type: 'warehouse' },
    });
    const customer = await fleet.call('POST', '/marker/create', {
      token: fleet.adminToken,
      body: { name: 'Cảng Cát Lái', lat: 10.76, lon: 106.79, type: 'customer' },
    });
    const created = await create(
      contractFor(truck.plate_display, {
        driver_username: driver.username,
        origin_marker_id: depot.body.data.id,
        destination_marker_id: customer.body.data.id,
      }),
    );
    expect(created.status).toBe(201);
    const contract = ZContractResponse.parse(created.body).data;
    expect(contract).toMatchObject({
      plate: truck.plate,
      driver_name: 'Trần Văn Tài',
      status: 'planned',
      planned_start: '2025-11-20 08:00:00',
      origin: { id: depot.body.data.id, name: 'Kho Tân Uyên' },
      destination: { name: 'Cảng Cát Lái' },
    });

    const info = await fleet.call('POST', '/contract/get_info', {
      token: fleet.adminToken,
      body: { contract_id: contract.id },
    });
    expect(info.body.data).toEqual(contract);

    const updated = await fleet.call('PUT', '/contract/update', {
      token: fleet.adminToken,
      body: { id: contract.id, status: 'in_progress', cargo: '', destination_marker_id: null },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      status: 'in_progress',
      cargo: null,
      destination: null,
      origin: { name: 'Kho Tân Uyên' },
      customer: contract.customer,
    });

    const deleted = await fleet.call('POST', '/contract/delete', {
      token: fleet.adminToken,
      body: { list_contract: [contract.id] },
    });
    expect(deleted.body.data).toEqual({ deleted: 1 });
    const gone = await fleet.call('POST', '/contract/get_info', {
      token: fleet.adminToken,
      body: { contract_id: contract.id },
    });
    expect(gone.status).toBe(404);
  });

  it('refuses a duplicate code in any letter case with 409, and bad fields with 400', async () => {
    const truck = await createTruck(fleet);
    expect((await create(contractFor(truck.plate, { code: 'HD-DUP-1' }))).status).toBe(201);
    const duplicate = await create(contractFor(truck.plate, { code: 'hd-dup-1' }));
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error).toMatchObject({ code: 'CONFLICT' });
    expect(duplicate.body.error.details).toEqual([expect.objectContaining({ field: 'code' })]);

    const other = await create(contractFor(truck.plate));
    const clash = await fleet.call('PUT', '/contract/update', {
      token: fleet.adminToken,
      body: { id: other.body.data.id, code: 'HD-DUP-1' },
    });
    expect(clash.status).toBe(409);

    const backwards = await create(
      contractFor(truck.plate, { planned_end: '2025-11-19 08:00:00' }),
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.details).toEqual([
      expect.objectContaining({ field: 'planned_end' }),
    ]);
    const ghostDriver = await create(contractFor(truck.plate, { driver_username: 'ghost' }));
    expect(ghostDriver.status).toBe(400);
    const ghostPoint = await create(contractFor(truck.plate, { origin_marker_id: 999_999 }));
    expect(ghostPoint.status).toBe(400);
    expect((await create({ ...contractFor(truck.plate), status: 'lost' })).status).toBe(400);
  });

  it('lists with filters and paging', async () => {
    const truck = await createTruck(fleet);
    for (const day of ['2025-12-01', '2025-12-02', '2025-12-03']) {
      await create(
        contractFor(truck.plate, {
          planned_start: `${day} 08:00:00`,
          planned_end: `${day} 18:00:00`,
          status: day === '2025-12-02' ? 'done' : 'planned',
        }),
      );
    }
    const list = (body: unknown) =>
      fleet
        .call('POST', '/api/contracts/list', { token: fleet.adminToken, body })
        .then((answer) => ZContractListResponse.parse(answer.body));
    const page = await list({ plate: truck.plate_display, page: 1, page_size: 2 });
    expect(page.total).toBe(3);
    expect(page.data.map((c) => c.planned_start.slice(0, 10))).toEqual([
      '2025-12-03',
      '2025-12-02',
    ]);
    expect((await list({ plate: truck.plate, page: 2, page_size: 2 })).data).toHaveLength(1);
    expect((await list({ plate: truck.plate, status: 'done' })).total).toBe(1);
    const window = await list({
      plate: truck.plate,
      start_time: '2025-12-02 00:00:00',
      end_time: '2025-12-02 23:59:59',
    });
    expect(window.data.map((c) => c.planned_start)).toEqual(['2025-12-02 08:00:00']);
  });

  it('shows a role with two of three trucks only the contracts of those two', async () => {
    const [a, b, c] = [
      await createTruck(fleet),
      await createTruck(fleet),
      await createTruck(fleet),
    ];
    const ids: number[] = [];
    for (const truck of [a, b, c])
      ids.push((await create(contractFor(truck.plate))).body.data.id as number);
    const role = `dieuphoi${Date.now().toString(36)}`;
    await fleet.call('POST', '/fleet/roles/create_role', {
      token: fleet.adminToken,
      body: { name: role, label_vi: 'Điều phối', label_en: 'Dispatcher' },
    });
    for (const [type, keys] of [
      ['page', ['contract']],
      ['truck', [String(a.id), String(b.id)]],
    ] as const) {
      const grant = await fleet.call('POST', '/fleet/roles/add_resources', {
        token: fleet.adminToken,
        body: { role, type, keys },
      });
      expect(grant.status).toBe(200);
    }
    const user = await createUser(fleet, { role });

    const listed = await fleet.call('POST', '/api/contracts/list', {
      token: user.token,
      body: { page_size: 500 },
    });
    expect(listed.body.data.map((x: { truck_id: number }) => x.truck_id).sort()).toEqual(
      [a.id, b.id].sort(),
    );
    const infoOf = (id: number) =>
      fleet.call('POST', '/contract/get_info', { token: user.token, body: { contract_id: id } });
    expect((await infoOf(ids[0]!)).status).toBe(200);
    expect((await infoOf(ids[2]!)).status).toBe(404);
    expect((await create(contractFor(c.plate), user.token)).status).toBe(404);
    expect((await create(contractFor(a.plate), user.token)).status).toBe(201);
    const moved = await fleet.call('PUT', '/contract/update', {
      token: user.token,
      body: { id: ids[0], plate: c.plate },
    });
    expect(moved.status).toBe(404);
    const deleted = await fleet.call('POST', '/contract/delete', {
      token: user.token,
      body: { list_contract: [ids[1], ids[2]] },
    });
    expect(deleted.body.data).toEqual({ deleted: 1 });
    expect(
      (
        await fleet.call('POST', '/contract/get_info', {
          token: fleet.adminToken,
          body: { contract_id: ids[2] },
        })
      ).status,
    ).toBe(200);

    const outsider = await createUser(fleet, { role: 'driver' });
    const refused = await fleet.call('POST', '/api/contracts/list', { token: outsider.token });
    expect(refused.status).toBe(403);
  });
});
