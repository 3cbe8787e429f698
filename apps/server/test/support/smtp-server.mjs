// A real SMTP server on loopback for tests (smtp-server package), in its own process.
// Prints "READY <port>" and then one JSON line per received mail: {from, to, data, at} with data
// made readable and `at` the epoch milliseconds at which the server accepted it.
import { SMTPServer } from 'smtp-server';

/** Quoted-printable bodies and encoded-word subjects to plain text, so tests can read them. */
function readable(raw) {
  const unwrapped = raw.replace(/=\r?\n/g, '');
  const qp = (text) =>
    Buffer.from(
      text.replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  return qp(unwrapped)
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind, text) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : qp(text.replace(/_/g, ' ')),
    );
}

const server = new SMTPServer({
  authOptional: true,
  // Plain SMTP on loopback: no certificate to trust in tests.
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const mail = {
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
        to: session.envelope.rcptTo.map((r) => r.address),
        data: readable(Buffer.concat(chunks).toString('utf8')),
        at: Date.now(),
      };
      process.stdout.write(`${JSON.stringify(mail)}\n`);
      callback();
    });
  },
});
server.listen(Number(process.argv[2] ?? 0), '127.0.0.1', () => {
  process.stdout.write(`READY ${server.server.address().port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
