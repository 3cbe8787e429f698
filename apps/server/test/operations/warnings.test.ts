import { ZWarningListResponse, ZWarningResponse } from '@fleet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTruck, createUser } from '../factories.js';
import { startTestConsole, type TestConsole } from '../test-console.js';
import { PNG, postMultipart } from './multipart.js';

describe('warnings', () => {
  let fleet: TestConsole;
  beforeAll(async () => {
    fleet = await startTestConsole();
  });
  afterAll(() => fleet.close());

  const list = async (body: object = {}) =>
    ZWarningListResponse.parse(
      (await fleet.call('POST', '/canh_bao/list_canh_bao', { token: fleet.adminToken, body })).body,
    ).data;

  it('creates a manual warning with a photo judged by content and serves it', async () => {
    const truck = await createTruck(fleet, { plate: '29C-123.45' });
    const created = await postMultipart(
      fleet,
      '/canh_bao/tao_canh_bao',
      fleet.adminToken,
      {
        plate: '29C-123.45',
        content: 'Xe va chạm nhẹ',
        lat: '21.03',
        lon: '105.85',
        time: '2026-03-01 08:30:00',
      },
      [{ field: 'image', name: 'a.png', content: PNG }],
    );
    expect(created.status).toBe(201);
    const warning = ZWarningResponse.parse(created.body).data;
    expect(warning).toMatchObject({
      plate: truck.plate,
      type: 'manual',
      status: 'new',
      lat: 21.03,
      time: '2026-03-01 08:30:00',
      created_by: 'admin',
    });
    const image = await fleet.app.inject({
      method: 'GET',
      url: warning.image_url!,
      headers: { token: fleet.adminToken },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    const anonymous = await fleet.app.inject({ method: 'GET', url: warning.image_url! });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a photo that is not JPEG or PNG by content, keeping nothing', async () => {
    const fake = await postMultipart(
      fleet,
      '/canh_bao/tao_canh_bao',
      fleet.adminToken,
      {
        content: 'x',
      },
      [{ field: 'image', name: 'a.png', content: Buffer.from('<svg></svg>') }],
    );
    expect(fake.status).toBe(415);
    const missing = await fleet.call('POST', '/canh_bao/tao_canh_bao', {
      token: fleet.adminToken,
      body: { content: '' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error.details[0].field).toBe('content');
    const badTime = await fleet.call('POST', '/canh_bao/tao_canh_bao', {
      token: fleet.adminToken,
      body: { content: 'x', time: '2026-02-30 25:61:00' },
    });
    expect(badTime.status).toBe(400);
    expect(badTime.body.error.details[0]).toMatchObject({ field: 'time', code: 'date_time' });
  });

  it('filters by plate, type, status and time, updates status and deletes', async () => {
    await createTruck(fleet, { plate: '30C-555.55' });
    const make = (content: string, time: string) =>
      fleet.call('POST', '/canh_bao/tao_canh_bao', {
        token: fleet.adminToken,
        body: { plate: '30C55555', content, time },
      });
    const early = ZWarningResponse.parse((await make('sớm', '2026-01-01 07:00:00')).body).data;
    const late = ZWarningResponse.parse((await make('muộn', '2026-01-05 07:00:00')).body).data;
    expect((await list({ plate: '30C-555' })).map((w) => w.content)).toEqual(['muộn', 'sớm']);
    expect(
      (await list({ plate: '30C55555', start_time: '2026-01-03 00:00:00' })).map((w) => w.content),
    ).toEqual(['muộn']);
    const resolved = await fleet.call('POST', '/canh_bao/cap_nhat', {
      token: fleet.adminToken,
      body: { id_canh_bao: early.id_canh_bao, status: 'resolved' },
    });
    expect(resolved.body.data).toMatchObject({ status: 'resolved', resolved_by: 'admin' });
    expect((await list({ status: 'resolved' })).map((w) => w.id_canh_bao)).toEqual([
      early.id_canh_bao,
    ]);
    expect((await list({ type: 'paper_expired' })).length).toBe(0);
    const deleted = await fleet.call('POST', '/canh_bao/xoa_canh_bao', {
      token: fleet.adminToken,
      body: { id_canh_bao: late.id_canh_bao },
    });
    expect(deleted.body.data.deleted).toBe(1);
    expect((await list({ plate: '30C55555' })).map((w) => w.content)).toEqual(['sớm']);
  });

  it('raises a system warning once per dedupe key, with one notice', async () => {
    const truck = await createTruck(fleet, { plate: '51C-777.77' });
    const raise = () =>
      fleet.services.warnings.raiseSystem({
        truckId: truck.id,
        type: 'overspeed',
        content: '51C-777.77 overspeed',
        time: new Date('2026-02-01T01:00:00Z'),
        dedupeKey: `test-overspeed:${truck.id}:1`,
      });
    expect(await raise()).not.toBeNull();
    expect(await raise()).toBeNull();
    expect((await list({ plate: '51C77777' })).map((w) => w.type)).toEqual(['overspeed']);
    const notices = await fleet.call('POST', '/warehouse/notification_list', {
      token: fleet.adminToken,
    });
    const mine = (notices.body.data as { content: string; kind: string }[]).filter(
      (n) => n.content === '51C-777.77 overspeed',
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]!.kind).toBe('overspeed_warning');
  });

  it('lists a driver warning with the driver’s full name beside the login, and its notice too', async () => {
    const truck = await createTruck(fleet, { plate: '51C-777.78' });
    const driver = await createUser(fleet, { fullname: 'Nguyễn Văn Tài' });
    await fleet.services.warnings.raiseSystem({
      truckId: truck.id,
      username: driver.username,
      type: 'continuous_driving',
      content: 'Lái xe liên tục trên 4 giờ',
      params: { plate: '51C-777.78', driver: driver.username, value_min: 240, limit_min: 240 },
      time: new Date('2026-02-01T02:00:00Z'),
      dedupeKey: `test-continuous:${truck.id}:1`,
    });
    const [warning] = await list({ plate: '51C77778' });
    expect(warning).toMatchObject({ username: driver.username, driver_name: 'Nguyễn Văn Tài' });
    const notices = await fleet.call('POST', '/warehouse/notification_list', {
      token: fleet.adminToken,
    });
    const notice = (notices.body.data as { kind: string; params: Record<string, unknown> }[]).find(
      (n) => n.kind === 'continuous_driving_warning' && n.params.plate === '51C-777.78',
    );
    expect(notice?.params.driver_name).toBe('Nguyễn Văn Tài');
  });
});
