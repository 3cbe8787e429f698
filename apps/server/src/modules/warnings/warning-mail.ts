import {
  canonicalPlate,
  displayPlate,
  ZWarningMailSettings,
  type TLanguage,
  type TWarningMailSettings,
} from '@fleet/contracts';
import type { Database, Queryable } from '../../db/database.js';
import type { TimeFormat } from '../../time-format.js';
import type { ClaimedDelivery } from '../alert-deliveries/delivery-repository.js';
import type { Addresses } from '../geocode/addresses.js';
import type { Mailer } from '../mailer/mailer.js';
import { settingsStore } from '../settings/settings-store.js';
import { warningMailText } from './warning-mail-text.js';

const SETTINGS_KEY = 'warning_mail';
/** The replay screen (web `lib/moment-link.ts`): a truck's day with the cursor at `t`. */
const REPLAY_PATH = '/location/replay';
const WARNING_PATH = '/warning';

interface Deps {
  db: Database;
  mailer: Mailer;
  /** Addresses of the notification e-mail list, read inside the raising transaction. */
  recipients: (within: Queryable) => Promise<string[]>;
  /** Queues one delivery per recipient inside the raising transaction. */
  queue: (tx: Queryable, warningId: number, recipients: readonly string[]) => Promise<void>;
  addresses: Pick<Addresses, 'addresses'>;
  time: TimeFormat;
  /** Where staff open the console (PUBLIC_URL); unset: links are paths. */
  publicUrl: string | undefined;
}

interface WarningMailRow {
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

/**
 * Mails new system warnings of the kinds an admin chose to the notification e-mail list: one
 * delivery per recipient, queued in the transaction that stores the warning (so neither
 * exists without the other) and sent by the alert outbox, worded when it is sent in the
 * recipient's language (the language of the user with that address; Vietnamese otherwise).
 */
export function warningMail({ db, mailer, recipients, queue, addresses, time, publicUrl }: Deps) {
  async function settings(within: Queryable = db): Promise<TWarningMailSettings> {
    const parsed = ZWarningMailSettings.safeParse(
      (await settingsStore(within).read(SETTINGS_KEY)) ?? { types: [] },
    );
    return parsed.success ? parsed.data : { types: [] };
  }

  async function languageOf(address: string): Promise<TLanguage> {
    const [user] = await db.query<{ language: string }>(
      `select language from users where lower(email) = lower($1) order by id limit 1`,
      [address],
    );
    return user?.language === 'en' ? 'en' : 'vi';
  }

  function linkOf(warning: WarningMailRow, at: string): string {
    const plate = warning.plate ? canonicalPlate(warning.plate) : null;
    const path = plate
      ? `${REPLAY_PATH}?${new URLSearchParams({ plate, t: at }).toString()}`
      : WARNING_PATH;
    return publicUrl ? new URL(path, publicUrl).toString() : path;
  }

  /** Words and sends one delivery's mail; throws when the server does not take it. */
  async function send(delivery: ClaimedDelivery): Promise<void> {
    const [warning] = await db.query<WarningMailRow>(
      `select w.type, w.content, w.params, w.occurred_at, w.lat, w.lon, t.plate, w.username,
              nullif(trim(u.fullname), '') as fullname
         from warnings w
         left join trucks t on t.id = w.truck_id
         left join users u on u.username = w.username
        where w.id = $1`,
      [delivery.warning_id],
    );
    if (!warning) return;
    const language = await languageOf(delivery.recipient);
    const [address] = await addresses.addresses([warning], language);
    const at = time.toWire(warning.occurred_at);
    const { subject, text } = warningMailText(language, {
      id: delivery.warning_id,
      type: warning.type,
      content: warning.content,
      params: warning.params,
      plate: warning.plate ? displayPlate(warning.plate) : null,
      driver: warning.fullname ?? warning.username,
      time: at,
      address: address ?? null,
      link: linkOf(warning, at),
    });
    await mailer.send({
      to: [delivery.recipient],
      subject,
      text,
      // One id per delivery: every copy of it is the same message to mail clients.
      messageId: `<warning-${delivery.warning_id}-${delivery.id}@fleet-console>`,
    });
  }

  return {
    settings,
    send,
    async updateSettings(value: TWarningMailSettings, username: string) {
      await settingsStore(db).write(SETTINGS_KEY, value, username);
      return settings();
    },
    /**
     * A new system warning, inside the transaction that stores it: its mails are queued there
     * when its kind is chosen and mail is set up. A failure fails the transaction, so the
     * warning is raised again later with its mails rather than stored without them.
     */
    async raised(warning: { id: number; type: string }, tx: Queryable): Promise<void> {
      if (!mailer.enabled) return;
      if (!(await settings(tx)).types.some((type) => type === warning.type)) return;
      await queue(tx, warning.id, await recipients(tx));
    },
  };
}

export type WarningMail = ReturnType<typeof warningMail>;
