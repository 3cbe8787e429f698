import { displayPlate, ZWarningMailSettings, type TWarningMailSettings } from '@fleet/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import type { TimeFormat } from '../../time-format.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { Mailer } from '../mailer/mailer.js';
import { settingsStore } from '../settings/settings-store.js';

const SETTINGS_KEY = 'warning_mail';
const JOB = 'warning-mail';

interface Deps {
  db: Database;
  jobs: JobQueue;
  mailer: Mailer;
  /** Addresses of the notification e-mail list. */
  recipients: () => Promise<string[]>;
  time: TimeFormat;
  log: FastifyBaseLogger;
}

interface WarningMailRow {
  type: string;
  content: string;
  occurred_at: Date;
  lat: number | null;
  lon: number | null;
  plate: string | null;
  username: string | null;
}

/**
 * Mails new system warnings of the kinds an admin chose to the notification e-mail list,
 * one job per warning (retried with backoff, sent once across instances).
 */
export function warningMail({ db, jobs, mailer, recipients, time, log }: Deps) {
  const store = settingsStore(db);

  async function settings(): Promise<TWarningMailSettings> {
    const parsed = ZWarningMailSettings.safeParse(
      (await store.read(SETTINGS_KEY)) ?? { types: [] },
    );
    return parsed.success ? parsed.data : { types: [] };
  }

  async function send({ id }: { id: number }): Promise<void> {
    const [warning] = await db.query<WarningMailRow>(
      `select w.type, w.content, w.occurred_at, w.lat, w.lon, t.plate, w.username
         from warnings w left join trucks t on t.id = w.truck_id where w.id = $1`,
      [id],
    );
    const to = await recipients();
    if (!warning || to.length === 0) return;
    const plate = warning.plate ? displayPlate(warning.plate) : null;
    const where =
      warning.lat !== null && warning.lon !== null ? `${warning.lat}, ${warning.lon}` : '—';
    await mailer.send({
      to,
      subject: `[Cảnh báo / Warning] ${plate ?? warning.username ?? ''} ${warning.type}`.trim(),
      text: [
        warning.content,
        '',
        `Xe / Truck: ${plate ?? '—'}`,
        `Lái xe / Driver: ${warning.username ?? '—'}`,
        `Loại / Type: ${warning.type}`,
        `Thời gian / Time: ${time.toWire(warning.occurred_at)}`,
        `Vị trí / Position: ${where}`,
      ].join('\n'),
    });
  }

  return {
    settings,
    async updateSettings(value: TWarningMailSettings, username: string) {
      await store.write(SETTINGS_KEY, value, username);
      return settings();
    },
    /** Starts the mail worker (with the console). */
    start: () => jobs.work<{ id: number }>(JOB, send),
    /** A new system warning: queued for mail when its kind is chosen; never throws. */
    async raised(warning: { id: number; type: string }): Promise<void> {
      try {
        if (!(await settings()).types.some((type) => type === warning.type)) return;
        await jobs.send(JOB, { id: warning.id }, { singletonKey: `warning-mail:${warning.id}` });
      } catch (error) {
        log.error({ err: error }, 'warning mail not queued');
      }
    },
  };
}

export type WarningMail = ReturnType<typeof warningMail>;
