import { ZWarningMailSettings, type TLanguage, type TWarningMailSettings } from '@fleet/contracts';
import type { Database, Queryable } from '../../../db/database.js';
import type { ClaimedDelivery } from '../alert-deliveries/delivery-repository.js';
import { type Mailer, settingsStore } from '../../platform/index.js';
import type { WarningAlertFactsOf } from './warning-alert-facts.js';
import { warningMailText } from './warning-mail-text.js';

const SETTINGS_KEY = 'warning_mail';

interface Deps {
  db: Database;
  mailer: Mailer;
  /** Addresses of the notification e-mail list, read inside the raising transaction. */
  recipients: (within: Queryable) => Promise<string[]>;
  /** Queues one delivery per recipient inside the raising transaction. */
  queue: (tx: Queryable, warningId: number, recipients: readonly string[]) => Promise<void>;
  factsOf: WarningAlertFactsOf;
}

/**
 * Mails new system warnings of the kinds an admin chose to the notification e-mail list: one
 * delivery per recipient, queued in the transaction that stores the warning (so neither
 * exists without the other) and sent by the alert outbox, worded when it is sent in the
 * recipient's language (the language of the user with that address; Vietnamese otherwise).
 */
export function warningMail({ db, mailer, recipients, queue, factsOf }: Deps) {
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

  /** Words and sends one delivery's mail; throws when the server does not take it. */
  async function send(delivery: ClaimedDelivery): Promise<void> {
    const language = await languageOf(delivery.recipient);
    const facts = await factsOf(delivery.warning_id, language);
    if (!facts) return;
    const { subject, text } = warningMailText(language, facts);
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
