import { expect, it } from 'vitest';
import { openPgliteDatabase } from '../pglite-database.js';
import { MIGRATIONS } from './index.js';

it('0030 renames the day sums by rank and gives stored alerts and warnings the rank', async () => {
  const db = await openPgliteDatabase(undefined);
  const at = MIGRATIONS.findIndex((m) => m.id === '0030-overspeed-band-ranks');
  for (const migration of MIGRATIONS.slice(0, at)) await db.exec(migration.sql);
  await db.exec(`
    insert into motion_alerts (truck_id, kind, key_time, driver_username, payload)
      values (1, 'overspeed', now(), '', '{"band": "10_20", "speedKmh": 95}'),
             (1, 'daily_driving', now(), '', '{"valueMs": 1}');
    insert into warnings (type, content, params, occurred_at)
      values ('overspeed', 'Quá tốc độ', '{"band": "over_35", "plate": "51C-123.45"}', now());
  `);
  await db.exec(MIGRATIONS[at]!.sql);
  const alerts = await db.query<{ payload: Record<string, unknown> }>(
    'select payload from motion_alerts order by kind desc',
  );
  expect(alerts.map((a) => a.payload)).toEqual([{ band: 'band_2', speedKmh: 95 }, { valueMs: 1 }]);
  const [warning] = await db.query<{ params: Record<string, unknown> }>(
    'select params from warnings',
  );
  expect(warning!.params).toEqual({ band: 'band_4', plate: '51C-123.45' });
  const columns = await db.query<{ column_name: string }>(
    `select column_name from information_schema.columns
      where table_name = 'motion_daily' and column_name like 'overspeed%' order by column_name`,
  );
  expect(columns.map((c) => c.column_name)).toEqual([
    'overspeed_band_1',
    'overspeed_band_2',
    'overspeed_band_3',
    'overspeed_band_4',
  ]);
  await db.close();
});
