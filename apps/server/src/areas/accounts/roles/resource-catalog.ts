import { displayPlate, PAGES, type TGrantType, type TResource } from '@fleet/contracts';
import type { Database } from '../../../db/database.js';

/** Everything that can be granted, by type, with a display name. */
export function resourceCatalog(db: Database) {
  return {
    async all(type: TGrantType): Promise<TResource[]> {
      switch (type) {
        case 'page':
          return PAGES.map((p) => ({ type, key: p.key, name: p.name_vi }));
        case 'truck': {
          const rows = await db.query<{ id: number; plate: string; name: string | null }>(
            'select id, plate, name from trucks where deleted_at is null order by plate',
          );
          return rows.map((r) => ({
            type,
            key: String(r.id),
            name: r.name ? `${displayPlate(r.plate)} · ${r.name}` : displayPlate(r.plate),
          }));
        }
        case 'ip_channel': {
          const rows = await db.query<{ ip: string; channel: number; name: string | null }>(
            'select ip, channel, name from warehouse_channels order by ip, channel',
          );
          return rows.map((r) => ({
            type,
            key: `${r.ip}:${r.channel}`,
            name: r.name ?? `${r.ip}:${r.channel}`,
          }));
        }
      }
    },
  };
}

export type ResourceCatalog = ReturnType<typeof resourceCatalog>;
