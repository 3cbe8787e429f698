import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string[];
  subject: string;
  text: string;
  /** A fixed `Message-ID` (`<id@host>`): a copy sent twice is one message to mail clients. */
  messageId?: string;
}

/** Sender address: `?from=` on SMTP_URL, else the SMTP user when it is an address. */
function senderOf(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const from = url.searchParams.get('from');
  if (from) return from;
  const user = decodeURIComponent(url.username);
  return user.includes('@') ? user : `no-reply@${url.hostname || 'localhost'}`;
}

/** SMTP connections kept open at most: mails beyond them wait for a free one. */
export const MAIL_CONNECTIONS = 5;

export interface MailerOptions {
  /**
   * Keep up to MAIL_CONNECTIONS connections open and send over them (default). Without, each
   * mail opens its own connection: greeting, EHLO and (on a real server) TLS and AUTH every time.
   */
  pooled?: boolean;
}

/**
 * Mail over SMTP (nodemailer, SMTP_URL). Without SMTP_URL the console sends no mail and says
 * so once in the log; callers do not need to care. A failed send throws, so the job that
 * sent it is retried by the queue. Close it after the jobs that send mail have stopped.
 */
export function mailer(
  smtpUrl: string | undefined,
  log: FastifyBaseLogger,
  { pooled = true }: MailerOptions = {},
) {
  if (!smtpUrl) {
    let warned = false;
    return {
      enabled: false,
      async send(mail: Mail): Promise<void> {
        if (!warned) log.warn('SMTP_URL is not set: mails are not sent');
        warned = true;
        log.debug({ subject: mail.subject }, 'mail not sent (no SMTP_URL)');
      },
      close() {},
    };
  }
  const url = new URL(smtpUrl);
  url.searchParams.delete('from');
  const transport = nodemailer.createTransport(
    pooled
      ? {
          url: url.toString(),
          pool: true,
          maxConnections: MAIL_CONNECTIONS,
          // A connection nobody used for this long is closed (servers drop idle ones anyway).
          idleTimeout: 30_000,
        }
      : url.toString(),
  );
  const from = senderOf(smtpUrl);
  return {
    enabled: true,
    async send(mail: Mail): Promise<void> {
      if (mail.to.length === 0) return;
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.messageId ? { messageId: mail.messageId } : {}),
      });
    },
    close: () => transport.close(),
  };
}

export type Mailer = ReturnType<typeof mailer>;
