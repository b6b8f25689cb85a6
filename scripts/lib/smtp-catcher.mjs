// A local SMTP server for `npm run bench:portal` (smtp-server, nodemailer's own server library):
// it accepts every mail without authentication or TLS and keeps, per mail, when it arrived, its
// recipient, its Message-ID and its kind (the X-Shala-Mail-Kind header). Bodies are read and
// thrown away: the bench counts deliveries, it does not read them.
import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';

const HEADERS_END = '\r\n\r\n';

function header(head, name) {
  const match = new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head);
  return match?.[1]?.trim() ?? '';
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the catcher; resolves with `{ url, mails, close() }` (mails: arrival order). */
export async function startSmtpCatcher() {
  const mails = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // The server sends as fast as it can: many connections at once are the point.
    maxClients: 1000,
    size: 1024 * 1024,
    onData(stream, session, callback) {
      let head = '';
      stream.on('data', (chunk) => {
        if (!head.includes(HEADERS_END)) head += chunk.toString('utf8');
      });
      stream.on('end', () => {
        const arrivedAt = Date.now();
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        for (const address of to) {
          mails.push({
            arrivedAt,
            to: address,
            messageId: header(head, 'Message-ID'),
            kind: header(head, 'X-Shala-Mail-Kind'),
          });
        }
        callback();
      });
    },
  });
  server.on('error', () => undefined);
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
