import { storableText } from './device-attributes.js';
import type { Answer } from '../../platform/index.js';
import { countUnknownDriverId } from './intake-counts.js';

/** Longest driver id looked up: card numbers and usernames are far shorter. */
export const DRIVER_ID_MAX_LENGTH = 64;

/** A driver as a message identifies one: the id it gave, and the user it names (or none). */
export interface IdentifiedDriver {
  id: string;
  username: string | null;
}

interface Deps {
  /** The username a card id or login names, else null (cached: at once when cached). */
  driverOf: (uniqueId: string) => Answer<string | null>;
}

/**
 * An id as devices send it, without a vendor's padding: NUL bytes and spaces on either side
 * (GBK text is decoded by the decoder). Null when nothing is left or it is too long to be one.
 */
export function driverIdOf(raw: string): string | null {
  const id = storableText(raw).trim();
  return id === '' || id.length > DRIVER_ID_MAX_LENGTH ? null : id;
}

/**
 * Driver identification, the same for every protocol: the first of a message's ids that
 * names a driver (a user's card id, else username) logs that driver in; when none does,
 * the first id is kept with the fix (`driverUniqueId`), counted, and logs no one in.
 */
export function driverIdentification({ driverOf }: Deps) {
  async function firstNamed(ids: string[], from: number): Promise<IdentifiedDriver> {
    for (let i = from; i < ids.length; i++) {
      const username = await driverOf(ids[i]!);
      if (username) return { id: ids[i]!, username };
    }
    countUnknownDriverId();
    return { id: ids[0]!, username: null };
  }

  return {
    /** Null when the message names no driver; answered at once for one cached id. */
    identify(given: readonly string[]): Answer<IdentifiedDriver | null> {
      if (given.length === 0) return null;
      const ids: string[] = [];
      for (const raw of given) {
        const id = driverIdOf(raw);
        if (id !== null && !ids.includes(id)) ids.push(id);
      }
      if (ids.length === 0) {
        // Only padding is no id; an id too long to be one names no driver.
        if (given.some((raw) => storableText(raw).trim() !== '')) countUnknownDriverId();
        return null;
      }
      const first = driverOf(ids[0]!);
      if (first instanceof Promise)
        return first.then((username) =>
          username ? { id: ids[0]!, username } : firstNamed(ids, 1),
        );
      return first ? { id: ids[0]!, username: first } : firstNamed(ids, 1);
    },
  };
}

export type DriverIdentification = ReturnType<typeof driverIdentification>;
