import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config.js';
import { mailer } from '../src/areas/platform/mailer/mailer.js';
import { startConsole } from '../src/start.js';
import { overspeedWarning } from '../test/factories.js';
import { startSmtpServer, type SmtpTestServer } from '../test/support/smtp-server.js';
import { freshDatabase } from './fleet-api.js';
import { report } from './report.js';

/**
 * Mail latency after a system warning (issue 12: 1–2 mails a second, median 63 s, max 230 s
 * at 10 warnings a second). The console runs in this process on a fresh database of the
 * PostgreSQL of env DATABASE_URL (BENCH_ENGINE=pglite: embedded); BENCH_MAIL_WARNINGS
 * overspeed warnings (300) are raised at BENCH_MAIL_RATE a second (10), each chosen for mail
 * to one address on a real SMTP server process. Latency: the SMTP server's own accept time
 * minus the moment the warning's transaction committed. Reference of the same run: as many
 * mails sent straight to the server at the same rate, no queue, over the pooled transport and
 * over one connection per mail (the transport before).
 */
const WARNINGS = Number(process.env.BENCH_MAIL_WARNINGS ?? 300);
const RATE = Number(process.env.BENCH_MAIL_RATE ?? 10);
const TARGET_MS = 10_000;
const out = report();

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};

/** Starts `act(n)` for n = 0 … count-1 at `rate` a second, not waiting for one to end. */
async function paced(count: number, act: (n: number) => Promise<void>): Promise<void> {
  const started = Date.now();
  const running: Promise<void>[] = [];
  for (let n = 0; n < count; n += 1) {
    const due = started + (n * 1000) / RATE;
    if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
    running.push(act(n));
  }
  await Promise.all(running);
}

/** Resolves with the accept time of each of `ids` (by Message-ID) once all have arrived. */
async function accepted(smtp: SmtpTestServer, ids: string[]): Promise<Map<string, number>> {
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    const at = new Map<string, number>();
    for (const mail of smtp.mails) {
      const id = /Message-ID: <([^>]+)>/i.exec(mail.data)?.[1];
      if (id && !at.has(id)) at.set(id, mail.at);
    }
    if (ids.every((id) => at.has(id))) return at;
    if (Date.now() > deadline) throw new Error(`mails missing after 15 min`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The same number of mails sent straight to the server at the same rate. */
async function direct(smtp: SmtpTestServer, pooled: boolean): Promise<number[]> {
  const transport = mailer(smtp.url, { warn: () => {}, debug: () => {} } as never, { pooled });
  const sentAt = new Map<string, number>();
  const kind = pooled ? 'pooled' : 'unpooled';
  await paced(WARNINGS, async (n) => {
    const id = `direct-${kind}-${n}@bench`;
    sentAt.set(id, Date.now());
    await transport.send({
      to: ['dieu.hanh@example.com'],
      subject: 'x',
      text: 'x',
      messageId: `<${id}>`,
    });
  });
  transport.close();
  const at = await accepted(smtp, [...sentAt.keys()]);
  return [...sentAt].map(([id, sent]) => at.get(id)! - sent);
}

async function main(): Promise<void> {
  const smtp = await startSmtpServer();
  const database = process.env.BENCH_ENGINE === 'pglite' ? null : await freshDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-mail-'));
  const fleet = await startConsole(
    loadConfig({
      DATA_DIR: dataDir,
      ...(database ? { DATABASE_URL: database.url } : {}),
      ADMIN_PASSWORD: 'bench-admin-password',
      SMTP_URL: `${smtp.url}?from=canhbao@fleet.test`,
      LOG_LEVEL: 'silent',
      WEB_DIR: path.join(dataDir, 'no-web'),
      RETENTION_PURGE_AT: 'off',
      SNAPSHOT_INTERVAL_MIN: '0',
    }),
    { logger: false, print: () => {} },
  );
  const settings = `${WARNINGS} warnings at ${RATE}/s, ${fleet.db.engine}, one recipient`;
  try {
    const admin = (await fleet.services.userRows.findByUsername('admin'))!;
    const token = (await fleet.services.sessions.open(admin.id)).token;
    const call = async (url: string, body: unknown) => {
      const answer = await fleet.app.inject({
        method: 'POST',
        url,
        headers: { token },
        payload: body as object,
      });
      if (answer.statusCode >= 300) throw new Error(`${url}: ${answer.statusCode} ${answer.body}`);
      return answer.json<{ data: { id: number } }>().data;
    };
    await call('/warehouse/add_email', { email: 'dieu.hanh@example.com' });
    await fleet.services.warningMails.updateSettings({ types: ['overspeed'] }, 'admin');
    const truck = await call('/truck/create', { plate: '51C-135.79', device_id: 'bench-mail' });

    out.line(`Raising ${settings}`);
    const raisedAt = new Map<string, number>();
    await paced(WARNINGS, async (n) => {
      const warning = await fleet.services.warnings.raiseSystem(
        overspeedWarning(truck.id, n, `bench-mail-${n}`),
      );
      raisedAt.set(`warning-${warning!.id}@fleet-console`, Date.now());
    });
    const at = await accepted(smtp, [...raisedAt.keys()]);
    const latencies = [...raisedAt].map(([id, raised]) => at.get(id)! - raised);
    const last = Math.max(...at.values());
    out.line(
      `All ${WARNINGS} mailed; last one ${((last - Math.min(...raisedAt.values())) / 1000).toFixed(1)} s after the first warning`,
    );

    out.line('Reference: the same mails sent straight to the SMTP server, no queue');
    const pooled = await direct(smtp, true);
    const unpooled = await direct(smtp, false);
    const statistics = { median: 0.5, p95: 0.95, max: 1 } as const;
    const rows: [string, number[], keyof typeof statistics][] = [
      ['warning → mail', latencies, 'median'],
      ['warning → mail', latencies, 'p95'],
      ['warning → mail', latencies, 'max'],
      ['direct unpooled send', unpooled, 'median'],
      ['direct unpooled send', unpooled, 'max'],
    ];
    for (const [what, values, statistic] of rows) {
      const value = quantile(values, statistics[statistic]);
      const reference = quantile(pooled, statistics[statistic]);
      const target = values === latencies;
      out.figure({
        name: `${what}, ${statistic}`,
        value,
        unit: 'ms',
        reference: `direct pooled send, ${statistic} ${reference.toFixed(1)} ms`,
        ratio: reference > 0 ? value / reference : null,
        target: target ? `< ${TARGET_MS.toLocaleString('en')} ms` : '—',
        met: target ? value < TARGET_MS : null,
        settings,
      });
    }
    console.log(`\n${out.summary()}`);
  } finally {
    await fleet.close();
    await smtp.stop();
    await database?.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
