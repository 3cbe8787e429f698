import { displayPlate, ZWarningMailSettings, type TWarningMailSettings } from '@fleet/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../db/database.js';
import type { TimeFormat } from '../../time-format.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { Mailer } from '../mailer/mailer.js';
import { settingsStore } from '../settings/settings-store.js';

const SETTINGS_KEY = 'warning_mail';
const JOB = 'warning-mail';
/**
 * How the mail worker takes jobs: up to 20 at a time, sent together over the mailer's pooled
 * connections, and a look every 0.5 s (pg-boss's shortest). One job per look every 2 s
 * mailed 0.5 a second per instance: at 10 warnings a second the queue only grew (issue 12).
 */
const MAIL_WORK = { batchSize: 20, pollingIntervalSeconds: 0.5 } as const;

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
  mailed_at: Date | null;
}

/**
 * Mails new system warnings of the kinds an admin chose to the notification e-mail list,
 * one job per warning, queued in the transaction that stores the warning (so neither exists
 * without the other) and sent once: the job records `mailed_at` and a retry finds it.
 */
export function warningMail({ db, jobs, mailer, recipients, time, log }: Deps) {
  async function settings(within: Queryable = db): Promise<TWarningMailSettings> {
    const parsed = ZWarningMailSettings.safeParse(
      (await settingsStore(within).read(SETTINGS_KEY)) ?? { types: [] },
    );
    return parsed.success ? parsed.data : { types: [] };
  }

  async function send({ id }: { id: number }): Promise<void> {
    const [warning] = await db.query<WarningMailRow>(
      `select w.type, w.content, w.occurred_at, w.lat, w.lon, t.plate, w.username, w.mailed_at
         from warnings w left join trucks t on t.id = w.truck_id where w.id = $1`,
      [id],
    );
    if (!warning) return;
    if (warning.mailed_at) {
      // The job ran again after the send (its process died before completing it).
      log.info({ warning: id }, 'warning mail sent before: not sent again');
      return;
    }
    const to = await recipients();
    if (to.length === 0) return;
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
      // One id per warning: a copy sent again after a crash is the same message to clients.
      messageId: `<warning-${id}@fleet-console>`,
    });
    await db.query('update warnings set mailed_at = now() where id = $1', [id]);
  }

  return {
    settings,
    async updateSettings(value: TWarningMailSettings, username: string) {
      await settingsStore(db).write(SETTINGS_KEY, value, username);
      return settings();
    },
    /**
     * Starts the mail worker (with the console). Without SMTP nothing is sent, so the queue is
     * looked at at the queue's usual pace rather than twice a second.
     */
    start: () => jobs.work<{ id: number }>(JOB, send, mailer.enabled ? MAIL_WORK : {}),
    /**
     * A new system warning, inside the transaction that stores it: its mail job is queued
     * there when its kind is chosen. A failure fails the transaction, so the warning is
     * raised again later with its mail rather than stored without it.
     */
    async raised(warning: { id: number; type: string }, tx: Queryable): Promise<void> {
      if (!(await settings(tx)).types.some((type) => type === warning.type)) return;
      await jobs.send(
        JOB,
        { id: warning.id },
        { singletonKey: `warning-mail:${warning.id}`, within: tx },
      );
    },
  };
}

export type WarningMail = ReturnType<typeof warningMail>;
