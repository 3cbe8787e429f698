import { canonicalPlate, displayPlate, type TLanguage } from '@fleet/contracts';
import type { Queryable } from '../../../db/database.js';
import type { TimeFormat } from '../../../time-format.js';
import type { Addresses } from '../../places/index.js';
import type { WarningMailFacts } from './warning-mail-text.js';

/** The replay screen (web `lib/moment-link.ts`): a truck's day with the cursor at `t`. */
const REPLAY_PATH = '/location/replay';
const WARNING_PATH = '/warning';

interface Deps {
  db: Queryable;
  addresses: Pick<Addresses, 'addresses'>;
  time: TimeFormat;
  /** Where staff open the console (PUBLIC_URL); unset: links are paths. */
  publicUrl: string | undefined;
}

interface WarningRow {
  type: string;
  content: string;
  params: Record<string, string | number>;
  occurred_at: Date;
  lat: number | null;
  lon: number | null;
  plate: string | null;
  username: string | null;
  fullname: string | null;
}

export interface WarningAlertFacts extends WarningMailFacts {
  /** The plate as the API keys trucks (canonical), null for a warning about no truck. */
  plateKey: string | null;
}

/**
 * What every alert of a warning says, whatever the channel: the driver's full name, the
 * address the screens show and the page at its minute (the truck's replay, else /warning).
 */
export function warningAlertFacts({ db, addresses, time, publicUrl }: Deps) {
  function linkOf(plateKey: string | null, at: string): string {
    const path = plateKey
      ? `${REPLAY_PATH}?${new URLSearchParams({ plate: plateKey, t: at }).toString()}`
      : WARNING_PATH;
    return publicUrl ? new URL(path, publicUrl).toString() : path;
  }

  /** The warning's facts in `language`; null when the warning is gone. */
  return async function factsOf(
    warningId: number,
    language: TLanguage,
  ): Promise<WarningAlertFacts | null> {
    const [warning] = await db.query<WarningRow>(
      `select w.type, w.content, w.params, w.occurred_at, w.lat, w.lon, t.plate, w.username,
              nullif(trim(u.fullname), '') as fullname
         from warnings w
         left join trucks t on t.id = w.truck_id
         left join users u on u.username = w.username
        where w.id = $1`,
      [warningId],
    );
    if (!warning) return null;
    const [address] = await addresses.addresses([warning], language);
    const at = time.toWire(warning.occurred_at);
    const plateKey = warning.plate ? canonicalPlate(warning.plate) : null;
    return {
      id: warningId,
      type: warning.type,
      content: warning.content,
      params: warning.params,
      plate: warning.plate ? displayPlate(warning.plate) : null,
      plateKey,
      driver: warning.fullname ?? warning.username,
      time: at,
      address: address ?? null,
      link: linkOf(plateKey, at),
    };
  };
}

export type WarningAlertFactsOf = ReturnType<typeof warningAlertFacts>;
