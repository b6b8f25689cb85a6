import type { MailOutbox } from '../mail/outbox';
import type { MessageTransport } from './guardian-messenger';

// A guardian's e-mail goes through the outbox like every other mail: queued in the alert job's
// transaction, sent (and retried) by the `mail` job.

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

export function emailTransport(outbox: MailOutbox): MessageTransport {
  return {
    async send(db, message) {
      await outbox.enqueueMail(db, {
        to: message.to,
        kind: 'guardian_alert',
        subject: message.subject,
        text: message.text,
        html: `<p>${escapeHtml(message.text)}</p>`,
        links: [],
      });
    },
  };
}
