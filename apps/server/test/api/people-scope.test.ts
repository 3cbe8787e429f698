import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../factories.js';
import { startTestConsole, type TestConsole } from '../test-console.js';

/** What page holders see of people and of warehouse channels they were not granted. */
let fleet: TestConsole;
beforeAll(async () => {
  fleet = await startTestConsole();
});
afterAll(() => fleet.close());

const post = (url: string, body: unknown, token = fleet.adminToken) =>
  fleet.call('POST', url, { token, body });

async function holder(pages: string[], channels: string[] = []) {
  const user = await createUser(fleet);
  for (const [type, keys] of [
    ['page', pages],
    ['ip_channel', channels],
  ] as const) {
    const granted = await post('/fleet/roles/add_resources', {
      username: user.username,
      type,
      keys,
    });
    expect(granted.status).toBe(200);
  }
  return user;
}

describe('the driver list', () => {
  it('names every driver, with card and licence numbers only for those who manage users', async () => {
    const driver = await createUser(fleet, {
      card_id: '079200001234',
      licence_number: 'FC-790001',
    });
    const reader = await holder(['management/driving-report']);
    const manager = await holder(['management/driving-report', 'driver-management']);
    const rowFor = async (token: string) =>
      ((await post('/driver/driver_list', {}, token)).body.data as { username: string }[]).find(
        (row) => row.username === driver.username,
      );
    expect(await rowFor(reader.token)).toEqual({
      username: driver.username,
      driver_name: driver.fullname,
      card_id: null,
      licence_number: null,
    });
    expect(await rowFor(manager.token)).toMatchObject({
      card_id: '079200001234',
      licence_number: 'FC-790001',
    });
    expect(await rowFor(fleet.adminToken)).toMatchObject({ card_id: '079200001234' });
  });
});

describe('warehouse notices', () => {
  it('reach only holders of their channel', async () => {
    for (const channel of [4, 5]) {
      const saved = await post('/api/warehouse/channels/save', {
        ip: '10.1.2.3',
        channel,
        name: `Cổng ${channel}`,
        warehouse: 'Kho Bình Dương',
        vendor: 'hikvision',
        port: 554,
        username: 'admin',
        password: 'mật-khẩu',
      });
      expect(saved.status).toBe(200);
    }
    const channel = '10.1.2.3:4';
    const mine = await holder(['warehouse-video'], [channel]);
    const other = await holder(['warehouse-video'], ['10.1.2.3:5']);
    await fleet.services.notices.notify({
      kind: 'warehouse_batch_done',
      content: `Warehouse videos of ${channel} are downloaded (6)`,
      params: { channel },
      link: '/warehouse-video',
      audiencePage: 'warehouse-video',
      channelKey: channel,
    });
    const kindsSeenBy = async (token: string) => {
      const list = await post('/warehouse/notification_list', { limit: 100 }, token);
      const count = await post('/warehouse/get_noti_tag_number', {}, token);
      return {
        listed: (list.body.data as { kind: string }[]).filter(
          (n) => n.kind === 'warehouse_batch_done',
        ).length,
        count: count.body.data.noti_tag_number as number,
      };
    };
    expect(await kindsSeenBy(mine.token)).toEqual({ listed: 1, count: 1 });
    expect(await kindsSeenBy(other.token)).toEqual({ listed: 0, count: 0 });
    expect((await kindsSeenBy(fleet.adminToken)).listed).toBe(1);
  });
});
