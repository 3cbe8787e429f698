import type WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTime, type TTruck } from '@fleet/contracts';
import { ACCESS_ENDED } from '../../src/areas/tracking/live/routes.js';
import { createTruck, createUser } from '../factories.js';
import { liveSocket, nextMessage } from '../support/live-socket.js';
import { startTestConsole, type TestConsole } from '../test-console.js';

/**
 * An inspector's live map (issue 35) ends with the access: when the granted period is over
 * or the grant is revoked, the open socket is closed with a code that says so, and no delta
 * reaches it afterwards.
 */
let fleet: TestConsole;
let truck: TTruck;
beforeAll(async () => {
  // Sockets re-check their access every 100 ms here (15 s in service).
  fleet = await startTestConsole({}, { liveRecheckMs: 100 });
  truck = await createTruck(fleet);
});
afterAll(() => fleet.close());

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const wire = (ms: number) => formatTime(new Date(Date.now() + ms));

async function report(kmh: number) {
  const at = Math.floor(Date.now() / 1000);
  const body = `id=${truck.device_id}&timestamp=${at}&lat=10.8&lon=106.7&speed=${kmh / 1.852}`;
  expect((await fleet.call('POST', '/osmand', { body, headers: FORM })).status).toBe(200);
}

/** An inspector granted the truck for the hour around now, with their open live socket. */
async function inspecting() {
  const inspector = await createUser(fleet, { role: 'inspector' });
  const granted = await fleet.call('POST', '/api/inspectors/grants/create', {
    token: fleet.adminToken,
    body: {
      username: inspector.username,
      starts_at: wire(-3_600_000),
      ends_at: wire(3_600_000),
      truck_ids: [truck.id],
    },
  });
  expect(granted.status).toBe(201);
  const token = await fleet.tokenFor(inspector.username);
  const { socket, messages } = await liveSocket(fleet, token);
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code: number, reason: Buffer) =>
      resolve({ code, reason: reason.toString() }),
    ),
  );
  const snapshot = await nextMessage(messages, (m) => m.type === 'snapshot');
  expect(snapshot.trucks.map((t) => t.id)).toEqual([truck.id]);
  // A delta while the access lasts.
  await report(30);
  await nextMessage(messages, (m) => m.type === 'delta' && m.trucks[0]?.id === truck.id);
  return { grantId: granted.body.data.id as number, socket, messages, closed, token };
}

/** Nothing arrives after the close, a fix reported then included. */
async function silentAfterClose(socket: WebSocket, messages: { items: unknown[] }) {
  const count = messages.items.length;
  await report(35);
  expect(socket.readyState).toBe(socket.CLOSED);
  expect(messages.items.length).toBe(count);
}

describe("an inspector's live socket", () => {
  it('is closed when the granted period ends', async () => {
    const { grantId, socket, messages, closed, token } = await inspecting();
    await fleet.db.query(
      `update inspector_grants set ends_at = now() - interval '1 second' where id = $1`,
      [grantId],
    );
    expect(await closed).toEqual({ code: ACCESS_ENDED, reason: 'access ended' });
    await silentAfterClose(socket, messages);
    // And a new one is refused.
    await expect(fleet.app.injectWS(`/api/live?token=${token}`)).rejects.toThrow();
  });

  it('stays open until the period ends, then is closed', async () => {
    const { grantId, socket, messages, closed } = await inspecting();
    // The period now ends in a second: the socket re-checks at that moment.
    await fleet.db.query(
      `update inspector_grants set ends_at = now() + interval '1 second' where id = $1`,
      [grantId],
    );
    expect(await closed).toEqual({ code: ACCESS_ENDED, reason: 'access ended' });
    const [row] = await fleet.db.query<{ ended: boolean }>(
      'select ends_at <= now() as ended from inspector_grants where id = $1',
      [grantId],
    );
    expect(row?.ended).toBe(true);
    await silentAfterClose(socket, messages);
  });

  it('is closed when the grant is revoked', async () => {
    const { grantId, socket, messages, closed } = await inspecting();
    const revoked = await fleet.call('POST', '/api/inspectors/grants/revoke', {
      token: fleet.adminToken,
      body: { id: grantId },
    });
    expect(revoked.status).toBe(200);
    expect(await closed).toEqual({ code: ACCESS_ENDED, reason: 'access ended' });
    await silentAfterClose(socket, messages);
  });
});
