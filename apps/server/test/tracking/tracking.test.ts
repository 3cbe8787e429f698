import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZRouteResponse, type TCurrentTruck } from '@fleet/contracts';
import { createTruck, createUser } from '../factories.js';
import { liveSocket, nextMessage } from '../support/live-socket.js';
import { startTestConsole, type TestConsole } from '../test-console.js';

let fleet: TestConsole;
beforeAll(async () => {
  fleet = await startTestConsole();
});
afterAll(async () => {
  await fleet.close();
});

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** Sends fixes through OsmAnd: [seconds after `start`, km/h, ignition]. */
async function drive(deviceId: string, start: Date, fixes: [number, number, boolean?][]) {
  for (const [offset, kmh, ignition] of fixes) {
    const at = Math.floor(start.getTime() / 1000) + offset;
    const lon = 106.7 + offset / 100_000;
    let body = `id=${deviceId}&timestamp=${at}&lat=10.8&lon=${lon}&speed=${kmh / 1.852}`;
    if (ignition !== undefined) body += `&ignition=${ignition}`;
    const answer = await fleet.call('POST', '/osmand', { body, headers: FORM });
    expect(answer.status).toBe(200);
  }
}

async function statusOf(truckId: number, token = fleet.adminToken) {
  const list = await fleet.call('POST', '/truck/get_current_truck_list', { token });
  return list.body.data.find((t: { id: number }) => t.id === truckId)?.status as string;
}

describe('truck status', () => {
  it('moves by the motion model: stopped only after two fixes at or below 3 km/h, idle with the ignition on', async () => {
    const truck = await createTruck(fleet);
    const start = new Date(Date.now() - 120_000);
    await drive(truck.device_id!, start, [[0, 2]]);
    expect(await statusOf(truck.id)).toBe('stopped');
    // A set-off fix moves at once (the leg to it is driving).
    await drive(truck.device_id!, start, [[30, 45]]);
    expect(await statusOf(truck.id)).toBe('moving');
    // One slow fix after a moving one is still driving (the arrival leg).
    await drive(truck.device_id!, start, [[60, 1, true]]);
    expect(await statusOf(truck.id)).toBe('moving');
    await drive(truck.device_id!, start, [[90, 0, true]]);
    expect(await statusOf(truck.id)).toBe('idle');
    await drive(truck.device_id!, start, [[100, 0, false]]);
    expect(await statusOf(truck.id)).toBe('stopped');
    // A new truck's first fix moves by its own speed.
    const other = await createTruck(fleet);
    await drive(other.device_id!, start, [[0, 40]]);
    expect(await statusOf(other.id)).toBe('moving');
  });

  it('is offline when nothing was heard for 15 minutes, and a late backlog changes no state', async () => {
    const truck = await createTruck(fleet);
    await drive(truck.device_id!, new Date(Date.now() - 60_000), [
      [0, 50],
      [20, 50],
    ]);
    await fleet.db.query(
      "update truck_states set last_seen = now() - interval '16 minutes' where truck_id = $1",
      [truck.id],
    );
    expect(await statusOf(truck.id)).toBe('offline');
    await drive(truck.device_id!, new Date(Date.now() - 3_600_000), [[0, 0]]);
    const list = await fleet.call('POST', '/truck/get_current_truck_list', {
      token: fleet.adminToken,
    });
    const live = list.body.data.find((t: { id: number }) => t.id === truck.id);
    expect(live.status).toBe('moving');
    expect(live.speed_kmh).toBeCloseTo(50, 0);
  });

  it("follows the admin's 'offline after' at once, in the list and the live snapshot", async () => {
    const truck = await createTruck(fleet);
    await drive(truck.device_id!, new Date(Date.now() - 60_000), [[0, 0]]);
    await fleet.db.query(
      "update truck_states set last_seen = now() - interval '20 minutes' where truck_id = $1",
      [truck.id],
    );
    expect(await statusOf(truck.id)).toBe('offline');
    const settings = (await fleet.call('GET', '/api/settings', { token: fleet.adminToken })).body
      .data as { offline_minutes: number };
    const put = (offline_minutes: number) =>
      fleet.call('PUT', '/api/settings', {
        token: fleet.adminToken,
        body: { ...settings, offline_minutes },
      });
    try {
      expect((await put(30)).status).toBe(200);
      expect(await statusOf(truck.id)).toBe('stopped');
      const { socket, messages } = await liveSocket(fleet, fleet.adminToken);
      const snapshot = await nextMessage(messages, (m) => m.type === 'snapshot');
      expect(snapshot.trucks.find((t) => t.id === truck.id)).toMatchObject({ status: 'stopped' });
      socket.terminate();
    } finally {
      expect((await put(settings.offline_minutes)).status).toBe(200);
    }
    expect(await statusOf(truck.id)).toBe('offline');
  });

  it("judges motion by the admin's moving speed, not the default", async () => {
    const truck = await createTruck(fleet);
    const settings = (await fleet.call('GET', '/api/settings', { token: fleet.adminToken })).body
      .data as { moving_speed_kmh: number };
    const put = (moving_speed_kmh: number) =>
      fleet.call('PUT', '/api/settings', {
        token: fleet.adminToken,
        body: { ...settings, moving_speed_kmh },
      });
    const start = new Date(Date.now() - 120_000);
    try {
      expect((await put(10)).status).toBe(200);
      // Two fixes at 8 km/h: moving under the default 3 km/h, stopped under 10 km/h.
      await drive(truck.device_id!, start, [
        [0, 8],
        [30, 8],
      ]);
      expect(await statusOf(truck.id)).toBe('stopped');
      await drive(truck.device_id!, start, [
        [60, 12],
        [90, 12],
      ]);
      expect(await statusOf(truck.id)).toBe('moving');
    } finally {
      expect((await put(settings.moving_speed_kmh)).status).toBe(200);
    }
  });
});

describe('route', () => {
  it('answers the fixes of the range with stops and sums', async () => {
    const truck = await createTruck(fleet);
    const start = new Date('2025-11-20T01:00:00Z'); // 08:00 in the company zone
    const moving = (from: number) =>
      Array.from({ length: 10 }, (_, i) => [from + i * 30, 60] as [number, number]);
    await drive(truck.device_id!, start, [
      ...moving(0),
      [300, 0, true],
      [600, 0, true],
      [900, 0, true],
      ...moving(960),
    ]);
    const answer = await fleet.call('POST', '/truck/get_route_from_video', {
      token: fleet.adminToken,
      body: { plate: truck.plate_display, start_time: '2025-11-20 08:00:00' },
    });
    expect(answer.status).toBe(200);
    // The route serializes without re-validation, so its shape is checked here.
    expect(() => ZRouteResponse.parse(answer.body)).not.toThrow();
    const route = answer.body.data;
    expect(route.points).toHaveLength(23);
    expect(route.points[0]).toMatchObject({ time: '2025-11-20 08:00:00', speed_kmh: 60 });
    expect(route.end_time).toBe('2025-11-20 23:59:59');
    expect(route.stops).toEqual([
      expect.objectContaining({
        start_time: '2025-11-20 08:05:00',
        // Until the last fix at rest: the set-off's leg is driving.
        end_time: '2025-11-20 08:15:00',
        duration_s: 600,
        idle: true,
      }),
    ]);
    expect(route.distance_km).toBeGreaterThan(0.5);
    expect(route.max_speed_kmh).toBe(60);

    const narrow = await fleet.call('POST', '/truck/get_route_from_video', {
      token: fleet.adminToken,
      body: {
        plate: truck.plate,
        start_time: '2025-11-20 08:00:00',
        end_time: '2025-11-20 08:01:00',
      },
    });
    expect(narrow.body.data.points).toHaveLength(3);
  });

  it('refuses a backwards range naming the field', async () => {
    const truck = await createTruck(fleet);
    const answer = await fleet.call('POST', '/truck/get_route_from_video', {
      token: fleet.adminToken,
      body: {
        plate: truck.plate,
        start_time: '2025-11-20 08:00:00',
        end_time: '2025-11-19 08:00:00',
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.details).toEqual([expect.objectContaining({ field: 'end_time' })]);
  });
});

describe('truck grants', () => {
  it('a role with two truck grants sees exactly those trucks in lists, route and live', async () => {
    const [a, b, c] = [
      await createTruck(fleet),
      await createTruck(fleet),
      await createTruck(fleet),
    ];
    for (const truck of [a, b, c]) await drive(truck.device_id!, new Date(), [[0, 30]]);
    const role = `dieuphoi${Date.now().toString(36)}`;
    await fleet.call('POST', `/fleet/roles/create_role`, {
      token: fleet.adminToken,
      body: { name: role, label_vi: 'Điều phối', label_en: 'Dispatcher' },
    });
    const grant = await fleet.call('POST', '/fleet/roles/add_resources', {
      token: fleet.adminToken,
      body: { role, type: 'truck', keys: [String(a.id), String(b.id)] },
    });
    expect(grant.status).toBe(200);
    const user = await createUser(fleet, { role });

    const ids = (answer: { body: { data: { id: number }[] } }) =>
      answer.body.data.map((t) => t.id).sort((x, y) => x - y);
    const expected = [a.id, b.id].sort((x, y) => x - y);
    expect(ids(await fleet.call('POST', '/truck/truck_list', { token: user.token }))).toEqual(
      expected,
    );
    expect(
      ids(await fleet.call('POST', '/truck/get_current_truck_list', { token: user.token })),
    ).toEqual(expected);
    const routeOf = (plate: string) =>
      fleet.call('POST', '/truck/get_route_from_video', {
        token: user.token,
        body: { plate, start_time: '2025-11-20 00:00:00' },
      });
    expect((await routeOf(a.plate)).status).toBe(200);
    expect((await routeOf(c.plate)).status).toBe(404);

    const { socket, messages } = await liveSocket(fleet, user.token);
    const snapshot = await nextMessage(messages, (m) => m.type === 'snapshot');
    expect(snapshot.trucks.map((t) => t.id).sort((x, y) => x - y)).toEqual(expected);
    await drive(c.device_id!, new Date(), [[5, 40]]);
    await drive(a.device_id!, new Date(), [[5, 40]]);
    const seen: number[] = [];
    await nextMessage(messages, (m) => {
      if (m.type === 'delta') seen.push(...m.trucks.map((t) => t.id));
      return m.type === 'delta' && m.trucks.some((t) => t.id === a.id);
    });
    // Deltas of the granted trucks (a, and b from before the connection) only; never c.
    expect(seen).toContain(a.id);
    expect(seen).not.toContain(c.id);
    expect(seen.every((id) => id === a.id || id === b.id)).toBe(true);
    socket.terminate();
  });
});

describe('live WebSocket', () => {
  /** The snapshot a new connection of `token` gets, and its rows by truck id. */
  async function snapshotOf(token: string) {
    const { socket, messages } = await liveSocket(fleet, token);
    try {
      const snapshot = await nextMessage<'snapshot'>(messages, (m) => m.type === 'snapshot');
      return new Map(snapshot.trucks.map((t) => [t.id, t]));
    } finally {
      socket.terminate();
    }
  }

  it("has the list's rows, and each connection sees what changed since the last: a fix, an edit, a grant", async () => {
    const [moved, edited, quiet] = [
      await createTruck(fleet),
      await createTruck(fleet),
      await createTruck(fleet),
    ];
    await drive(moved.device_id!, new Date(Date.now() - 60_000), [[0, 0]]);
    await drive(edited.device_id!, new Date(Date.now() - 60_000), [[0, 0]]);
    const list = await fleet.call('POST', '/truck/get_current_truck_list', {
      token: fleet.adminToken,
    });
    const listed = new Map((list.body.data as TCurrentTruck[]).map((t) => [t.id, t]));
    const first = await snapshotOf(fleet.adminToken);
    for (const truck of [moved, edited, quiet]) {
      expect(first.get(truck.id)).toEqual(listed.get(truck.id));
    }
    expect(first.get(moved.id)).toMatchObject({ lat: 10.8, status: 'stopped' });
    expect(first.get(moved.id)!.address).toEqual(expect.any(String));
    expect(first.get(quiet.id)).toMatchObject({ lat: null, status: 'offline', address: null });

    await drive(moved.device_id!, new Date(Date.now() - 60_000), [[30, 40]]);
    const update = await fleet.call('PUT', '/truck/update', {
      token: fleet.adminToken,
      body: { id: edited.id, name: 'Xe đã đổi tên' },
    });
    expect(update.status).toBe(200);
    const second = await snapshotOf(fleet.adminToken);
    expect(second.get(moved.id)).toMatchObject({ status: 'moving', speed_kmh: 40 });
    expect(second.get(moved.id)!.lon).toBeGreaterThan(first.get(moved.id)!.lon!);
    expect(second.get(edited.id)).toMatchObject({ name: 'Xe đã đổi tên' });
    expect(second.get(quiet.id)).toEqual(first.get(quiet.id));

    // A user granted one of them gets that row, the same as the admin's, and no other.
    const role = `xem${Date.now().toString(36)}`;
    await fleet.call('POST', `/fleet/roles/create_role`, {
      token: fleet.adminToken,
      body: { name: role, label_vi: 'Xem', label_en: 'Viewer' },
    });
    await fleet.call('POST', '/fleet/roles/add_resources', {
      token: fleet.adminToken,
      body: { role, type: 'truck', keys: [String(edited.id)] },
    });
    const user = await createUser(fleet, { role });
    const granted = await snapshotOf(user.token);
    expect([...granted.keys()]).toEqual([edited.id]);
    expect(granted.get(edited.id)).toEqual(second.get(edited.id));
  });

  it('refuses a connection without a valid token', async () => {
    await expect(fleet.app.injectWS('/api/live?token=nope')).rejects.toThrow();
    await expect(fleet.app.injectWS('/api/live')).rejects.toThrow();
  });

  it('sends the snapshot on connect, then the committed fix as a delta', async () => {
    const truck = await createTruck(fleet);
    const { socket, messages } = await liveSocket(fleet, fleet.adminToken);
    const snapshot = await nextMessage(messages, (m) => m.type === 'snapshot');
    expect(snapshot.trucks.find((t) => t.id === truck.id)).toMatchObject({ status: 'offline' });
    await drive(truck.device_id!, new Date(), [[0, 20]]);
    const delta = await nextMessage(
      messages,
      (m) => m.type === 'delta' && m.trucks.some((t) => t.id === truck.id),
    );
    // A first fix at 20 km/h moves (the motion model's isMovingAfter).
    expect(delta.trucks.find((t) => t.id === truck.id)).toMatchObject({
      status: 'moving',
      lat: 10.8,
    });
    socket.terminate();
  });
});
