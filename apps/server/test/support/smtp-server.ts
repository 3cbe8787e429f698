import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'smtp-server.mjs');

export interface ReceivedMail {
  from: string | null;
  to: string[];
  data: string;
  /** When the server accepted it (epoch ms, its own clock). */
  at: number;
}

export interface SmtpTestServer {
  url: string;
  mails: ReceivedMail[];
  /** Resolves with the first mail (received so far or later) that matches. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

/**
 * Runs test/support/smtp-server.mjs in a child process and collects what it receives; on
 * `port` when given (a server back after an outage), else on a free one.
 */
export function startSmtpServer(port?: number): Promise<SmtpTestServer> {
  return new Promise((resolve, reject) => {
    const args = port === undefined ? [SCRIPT] : [SCRIPT, String(port)];
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    const mails: ReceivedMail[] = [];
    const waiters = new Set<() => void>();
    const lines = readline.createInterface({ input: child.stdout });
    child.once('exit', (code) => reject(new Error(`SMTP test server exited (${code})`)));
    lines.on('line', (line) => {
      const ready = /^READY (\d+)$/.exec(line);
      if (ready) {
        resolve({
          url: `smtp://127.0.0.1:${ready[1]}`,
          mails,
          waitFor(match, timeoutMs = 45_000) {
            return new Promise((done, fail) => {
              const check = () => {
                const found = mails.find(match);
                if (!found) return false;
                waiters.delete(check);
                clearTimeout(timer);
                done(found);
                return true;
              };
              const timer = setTimeout(() => {
                waiters.delete(check);
                fail(new Error('no matching mail arrived'));
              }, timeoutMs);
              if (!check()) waiters.add(check);
            });
          },
          stop: () =>
            new Promise((done) => {
              if (child.exitCode !== null) return done();
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
        return;
      }
      mails.push(JSON.parse(line) as ReceivedMail);
      for (const waiter of [...waiters]) waiter();
    });
  });
}
