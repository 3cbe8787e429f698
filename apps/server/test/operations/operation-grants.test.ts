import type { TPaper, TRule, TWarning } from '@fleet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTruck, createUser } from '../factories.js';
import { startTestConsole, type TestConsole } from '../test-console.js';
import { PDF, postMultipart } from './multipart.js';

describe('warnings, rules and papers follow truck grants', () => {
  let fleet: TestConsole;
  let operator: { token: string };
  const plates = ['80C11111', '80C22222', '80C33333'];

  beforeAll(async () => {
    fleet = await startTestConsole();
    const trucks = [];
    for (const plate of plates) trucks.push(await createTruck(fleet, { plate }));
    const grant = (type: string, keys: string[]) =>
      fleet.call('POST', '/fleet/roles/add_resources', {
        token: fleet.adminToken,
        body: { role: 'warehouse_operation', type, keys },
      });
    await grant('truck', [String(trucks[0]!.id), String(trucks[1]!.id)]);
    await grant('page', ['warning', 'rule', 'paper']);
    operator = await createUser(fleet, { role: 'warehouse_operation' });
    for (const plate of plates) {
      await fleet.call('POST', '/canh_bao/tao_canh_bao', {
        token: fleet.adminToken,
        body: { plate, content: `cảnh báo ${plate}` },
      });
      await fleet.call('POST', '/truck_info/add_rule', {
        token: fleet.adminToken,
        body: { plate, type: 'oil_change', total_km: 10_000 },
      });
      await postMultipart(
        fleet,
        '/truck_info/add_paper',
        fleet.adminToken,
        {
          plate,
          type: 'registration',
        },
        [{ field: 'files', name: 'a.pdf', content: PDF }],
      );
    }
  });
  afterAll(() => fleet.close());

  const listOf = async <T extends { plate: string | null }>(path: string, token: string) =>
    ((await fleet.call('POST', path, { token, body: {} })).body.data as T[])
      .map((item) => item.plate)
      .sort();

  it('lists only the two granted trucks', async () => {
    const granted = ['80C11111', '80C22222'];
    expect(await listOf<TWarning>('/canh_bao/list_canh_bao', operator.token)).toEqual(granted);
    expect(await listOf<TRule>('/truck_info/get_rules', operator.token)).toEqual(granted);
    expect(await listOf<TPaper>('/truck_info/get_list_paper', operator.token)).toEqual(granted);
    expect(await listOf<TWarning>('/canh_bao/list_canh_bao', fleet.adminToken)).toEqual(plates);
  });

  it('refuses to create for, change or delete what belongs to the third truck', async () => {
    const hidden = '80C33333';
    const create = await fleet.call('POST', '/canh_bao/tao_canh_bao', {
      token: operator.token,
      body: { plate: hidden, content: 'x' },
    });
    expect(create.status).toBe(404);
    const paper = await postMultipart(
      fleet,
      '/truck_info/add_paper',
      operator.token,
      {
        plate: hidden,
        type: 'road_fee',
      },
      [{ field: 'files', name: 'a.pdf', content: PDF }],
    );
    expect(paper.status).toBe(404);

    const all = (
      await fleet.call('POST', '/canh_bao/list_canh_bao', { token: fleet.adminToken, body: {} })
    ).body.data as TWarning[];
    const other = all.find((w) => w.plate === hidden)!;
    const update = await fleet.call('POST', '/canh_bao/cap_nhat', {
      token: operator.token,
      body: { id_canh_bao: other.id_canh_bao, status: 'resolved' },
    });
    expect(update.status).toBe(404);
    const removed = await fleet.call('POST', '/canh_bao/xoa_canh_bao', {
      token: operator.token,
      body: { id_canh_bao: other.id_canh_bao },
    });
    expect(removed.body.data.deleted).toBe(0);

    const rules = (
      await fleet.call('POST', '/truck_info/get_rules', { token: fleet.adminToken, body: {} })
    ).body.data as TRule[];
    const hiddenRule = rules.find((r) => r.plate === hidden)!;
    const ruleDelete = await fleet.call('POST', '/truck_info/delete_rules', {
      token: operator.token,
      body: { data: [hiddenRule.id] },
    });
    expect(ruleDelete.body.data.deleted).toBe(0);
    const typeRule = await fleet.call('POST', '/truck_info/add_rule', {
      token: operator.token,
      body: { vehicle_type: 'tanker', type: 'tyres', total_km: 1000 },
    });
    expect(typeRule.status).toBe(403);

    const papers = (
      await fleet.call('POST', '/truck_info/get_list_paper', { token: fleet.adminToken, body: {} })
    ).body.data as TPaper[];
    const hiddenPaper = papers.find((p) => p.plate === hidden)!;
    const file = await fleet.app.inject({
      method: 'GET',
      url: hiddenPaper.files[0]!.url,
      headers: { token: operator.token },
    });
    expect(file.statusCode).toBe(404);
  });

  it('refuses the pages to a role without them', async () => {
    const driver = await createUser(fleet, { role: 'driver' });
    const denied = await fleet.call('POST', '/canh_bao/list_canh_bao', {
      token: driver.token,
      body: {},
    });
    expect(denied.status).toBe(403);
  });
});
