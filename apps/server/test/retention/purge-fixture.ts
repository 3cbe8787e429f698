import { Readable } from 'node:stream';
import type { TTruck } from '@fleet/contracts';
import type { TestConsole } from '../test-console.js';

type Row = [table: string, id: number];

export interface PurgeFixture {
  /** Rows past retention at the purge's clock with the default settings. */
  removed: Row[];
  kept: Row[];
  removedBlobs: string[];
  keptBlobs: string[];
  /** The delivery photo of June 2025: kept by the defaults (24 months), not by the floor. */
  photoOfJune: number;
  endedSessions: string[];
  slots: number[];
}

const DAY_MS = 86_400_000;

/**
 * Hand-built rows around the purge's clock `now`: camera images and clips, delivery photos
 * and violation warnings, each with blobs, on both sides of their retention; ended sessions
 * and snapshot claims.
 */
export async function purgeFixture(
  fleet: TestConsole,
  truck: TTruck,
  now: Date,
): Promise<PurgeFixture> {
  const fixture: PurgeFixture = {
    removed: [],
    kept: [],
    removedBlobs: [],
    keptBlobs: [],
    photoOfJune: 0,
    endedSessions: [],
    slots: [],
  };
  let sequence = 0;
  const blob = async (gone: boolean) => {
    sequence += 1;
    const key = `retention-test/${sequence}.bin`;
    await fleet.services.blobs.put(key, Readable.from([Buffer.alloc(100, sequence)]), 'image/jpeg');
    (gone ? fixture.removedBlobs : fixture.keptBlobs).push(key);
    return key;
  };
  const insert = async (table: string, gone: boolean, sql: string, params: unknown[]) => {
    const [row] = await fleet.db.query<{ id: number }>(sql, params);
    (gone ? fixture.removed : fixture.kept).push([table, row!.id]);
    return row!.id;
  };

  const image = async (takenAt: string, gone: boolean) =>
    insert(
      'media_images',
      gone,
      `insert into media_images (truck_id, channel, taken_at, size, blob_key, thumb_key)
       values ($1, 1, $2, 100, $3, $4) returning id`,
      [truck.id, takenAt, await blob(gone), await blob(gone)],
    );
  const video = async (start: string, gone: boolean) =>
    insert(
      'media_videos',
      gone,
      `insert into media_videos (truck_id, channel, start_time, end_time, duration_s, size,
         content_type, blob_key)
       values ($1, 1, $2, $2::timestamptz + interval '1 minute', 60, 100, 'video/mp4', $3)
       returning id`,
      [truck.id, start, await blob(gone)],
    );
  const photo = async (uploadedAt: string, gone: boolean) =>
    insert(
      'order_images',
      gone,
      `insert into order_images (order_code, blob_key, name, content_type, size, uploaded_by,
         uploaded_at)
       values ('DH-1', $1, 'photo.jpg', 'image/jpeg', 100, 'admin', $2) returning id`,
      [await blob(gone), uploadedAt],
    );
  const warning = async (type: string, occurredAt: string, gone: boolean) =>
    insert(
      'warnings',
      gone,
      `insert into warnings (truck_id, type, content, occurred_at, image_key, image_type)
       values ($1, $2, 'test', $3, $4, 'image/jpeg') returning id`,
      [truck.id, type, occurredAt, await blob(gone)],
    );

  // Camera media: three months back is 2026-08-15.
  await image('2026-07-01T00:00:00Z', true);
  await image('2026-10-01T00:00:00Z', false);
  await video('2026-06-01T00:00:00Z', true);
  await video('2026-11-01T00:00:00Z', false);
  // Delivery photos: 24 months back is 2024-11-15.
  await photo('2024-10-01T00:00:00Z', true);
  fixture.photoOfJune = await photo('2025-06-01T00:00:00Z', false);
  await photo('2026-10-01T00:00:00Z', false);
  // Violations: 36 months back is 2023-11-15; a manual note is no violation record.
  await warning('overspeed', '2023-09-05T01:00:00Z', true);
  await warning('overspeed', '2025-09-10T01:00:00Z', false);
  await warning('manual', '2023-01-01T00:00:00Z', false);

  const [admin] = await fleet.db.query<{ id: number }>(
    `select id from users where username = 'admin'`,
  );
  for (const [hash, expires, revoked] of [
    ['retention-expired', new Date(now.getTime() - DAY_MS), null],
    ['retention-revoked', new Date(now.getTime() + DAY_MS), new Date(now.getTime() - 3600_000)],
  ] as const) {
    await fleet.db.query(
      `insert into sessions (token_hash, user_id, expires_at, revoked_at) values ($1, $2, $3, $4)`,
      [hash, admin!.id, expires.toISOString(), revoked?.toISOString() ?? null],
    );
    fixture.endedSessions.push(hash);
  }
  for (const [slot, at] of [
    [1, now.getTime() - 2 * DAY_MS],
    [2, now.getTime()],
  ] as const) {
    await fleet.db.query(`insert into media_snapshot_slots (slot, claimed_at) values ($1, $2)`, [
      slot,
      new Date(at).toISOString(),
    ]);
    fixture.slots.push(slot);
  }
  return fixture;
}
