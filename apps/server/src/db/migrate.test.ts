import { expect, it } from 'vitest';
import { migrate } from './migrate.js';
import { openPgliteDatabase } from './pglite-database.js';
import { MIGRATIONS } from './migrations/index.js';

it('applies every migration once and is a no-op the second time', async () => {
  const db = await openPgliteDatabase(undefined);
  expect(await migrate(db)).toEqual(MIGRATIONS.map((m) => m.id));
  expect(await migrate(db)).toEqual([]);
  await db.close();
});
