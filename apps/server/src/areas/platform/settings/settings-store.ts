import type { Queryable } from '../../../db/database.js';

/** The `settings` table: one JSON value per key, with who changed it last. */
export function settingsStore(db: Queryable) {
  return {
    async read(key: string): Promise<unknown> {
      const [row] = await db.query<{ value: unknown }>(
        'select value from settings where key = $1',
        [key],
      );
      return row?.value;
    },
    async write(key: string, value: unknown, username: string): Promise<void> {
      await db.query(
        `insert into settings (key, value, updated_at, updated_by) values ($1, $2, now(), $3)
         on conflict (key) do update set value = excluded.value, updated_at = now(),
           updated_by = excluded.updated_by`,
        [key, JSON.stringify(value), username],
      );
    },
  };
}

export type SettingsStore = ReturnType<typeof settingsStore>;
