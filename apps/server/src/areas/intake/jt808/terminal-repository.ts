import type { Database } from '../../../db/database.js';

/** What the console keeps of a JT/T 808 terminal between connections. */
export interface TerminalProfile {
  authCode: string | null;
  /** The terminal id it gave when it registered here (0x0100), if it did. */
  terminalId: string | null;
  /** An admin released it: the next registration is taken, no code is trusted meanwhile. */
  released: boolean;
  /** `±HH:MM` of the terminal's clock, or null for JT808_TIME_ZONE. */
  timeZone: string | null;
  cardId: string | null;
}

export interface TerminalRow {
  device_id: string;
  registration: Record<string, unknown> | null;
  registered_at: Date | null;
  authenticated_at: Date | null;
  last_address: string | null;
  released_at: Date | null;
  time_zone: string | null;
  card_id: string | null;
  card_at: Date | null;
}

const EMPTY: TerminalProfile = {
  authCode: null,
  terminalId: null,
  released: false,
  timeZone: null,
  cardId: null,
};

/** Upserts one column group of a terminal's row. */
const upsert = (columns: string, values: string) => `
  insert into jt808_terminals (device_id, ${columns}) values ($1, ${values})
  on conflict (device_id) do update set (${columns}, updated_at) = (${values}, now())`;

/** Rows of `jt808_terminals` (migration 0019). */
export function terminalRepository(db: Database) {
  return {
    async profile(deviceId: string): Promise<TerminalProfile> {
      const [row] = await db.query<{
        auth_code: string | null;
        terminal_id: string | null;
        released: boolean;
        time_zone: string | null;
        card_id: string | null;
      }>(
        `select auth_code, registration->>'terminal_id' as terminal_id,
                released_at is not null as released, time_zone, card_id
           from jt808_terminals where device_id = $1`,
        [deviceId],
      );
      if (!row) return { ...EMPTY };
      return {
        authCode: row.auth_code,
        terminalId: row.terminal_id,
        released: row.released,
        timeZone: row.time_zone,
        cardId: row.card_id,
      };
    },
    async row(deviceId: string): Promise<TerminalRow | null> {
      const [row] = await db.query<TerminalRow>(
        `select device_id, registration, registered_at, authenticated_at, last_address,
                released_at, time_zone, card_id, card_at
           from jt808_terminals where device_id = $1`,
        [deviceId],
      );
      return row ?? null;
    },
    async registered(deviceId: string, registration: object, authCode: string): Promise<void> {
      await db.query(
        upsert('registration, auth_code, registered_at, released_at', '$2::jsonb, $3, now(), null'),
        [deviceId, JSON.stringify(registration), authCode],
      );
    },
    async authenticated(deviceId: string, authCode: string, address: string | null) {
      await db.query(upsert('auth_code, authenticated_at, last_address', '$2, now(), $3'), [
        deviceId,
        authCode,
        address,
      ]);
    },
    /** Forgets the terminal's registration and code: the next terminal to register takes it. */
    async release(deviceId: string): Promise<void> {
      await db.query(
        upsert(
          'registration, auth_code, registered_at, released_at',
          'null::jsonb, null::text, null::timestamptz, now()',
        ),
        [deviceId],
      );
    },
    async card(deviceId: string, cardId: string | null): Promise<void> {
      await db.query(upsert('card_id, card_at', '$2, now()'), [deviceId, cardId]);
    },
    async timeZone(deviceId: string, timeZone: string | null): Promise<void> {
      await db.query(upsert('time_zone', '$2'), [deviceId, timeZone]);
    },
    /** A removed card logs its driver out of the truck's live state too. */
    async clearDriver(truckId: number, username: string): Promise<void> {
      await db.query(
        `update truck_states set driver_username = null
          where truck_id = $1 and lower(driver_username) = lower($2)`,
        [truckId, username],
      );
    },
  };
}

export type TerminalRepository = ReturnType<typeof terminalRepository>;
