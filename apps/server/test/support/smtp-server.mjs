// A real SMTP server on loopback for tests (smtp-server package), in its own process.
// Prints "READY <port>" and then one JSON line per received mail: {from, to, data, at} with data
// made readable and `at` the epoch milliseconds at which the server accepted it.
import { SMTPServer } from 'smtp-server';

/** Quoted-printable bodies and encoded-word headers to plain text, so tests can read them. */
function readable(raw) {
  const qp = (text) =>
    Buffer.from(
      text.replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  const words = (text) =>
    text
      .replace(/\?=\s+=\?/g, '?==?')
      .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind, word) =>
        kind.toLowerCase() === 'b'
          ? Buffer.from(word, 'base64').toString('utf8')
          : qp(word.replace(/_/g, ' ')),
      );
  const split = raw.indexOf('\r\n\r\n');
  if (split < 0) return words(qp(raw.replace(/=\r?\n/g, '')));
  // Headers: folded lines joined (a fold is not a soft line break), encoded words decoded.
  const headers = words(raw.slice(0, split).replace(/\r\n[ \t]+/g, ' '));
  const body = qp(raw.slice(split).replace(/=\r?\n/g, ''));
  return headers + words(body);
}

const server = new SMTPServer({
  authOptional: true,
  // Plain SMTP on loopback: no certificate to trust in tests.
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  // Stopped mid-test as a server that goes away: open connections are cut at once.
  closeTimeout: 100,
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
