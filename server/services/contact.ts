import { randomUUID } from 'node:crypto';
import {
  type ContactMessage,
  contactPayload,
  contactValidationMessages,
  validateContact,
} from '@common/contact';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { contactMessages } from '../db/schema';
import { refuse } from '../http-error';
import type { MailOutbox } from './mail/outbox';
import { renderMail } from './mail/templates';

// POST /contact/submit (docs/requirements/api.md#contact, contact.md): the message is checked by
// the rules the form uses (common/contact.ts), stored, and CONTACT_INBOX is told through the mail
// outbox with reply-to the sender. Row and mail are one transaction: once the sender sees 201 the
// message is kept, whether or not mail is working; the outbox retries the notification on its own.

export interface ContactServiceOptions {
  config: Pick<Config, 'contactInbox'>;
  database: DatabaseHandle;
  clock: Clock;
  outbox: MailOutbox;
}

export const contactReceived = 'Thank you. Your message has been sent.';

/** The notification to the team's inbox; the sender's words are escaped in the HTML by renderMail. */
export function contactNotification(message: ContactMessage) {
  return renderMail({
    subject: `Contact form: ${message.subject}`,
    greeting: `A message from ${message.name} <${message.email}> through the contact form:`,
    paragraphs: [
      `Subject: ${message.subject}`,
      ...message.message.split(/\r?\n/).filter((line) => line.trim()),
    ],
    notes: [`Reply to this email to answer ${message.name}.`],
  });
}

export class ContactService {
  constructor(private readonly options: ContactServiceOptions) {}

  /** Validates, stores and queues the notification; returns the stored message's id. */
  async submit(input: ContactMessage): Promise<string> {
    const errors = validateContact(input);
    const first = Object.values(errors)[0];
    if (first) throw refuse(400, 'validation', contactValidationMessages[first]);

    const message = contactPayload(input);
    const inbox = this.options.config.contactInbox;
    const id = randomUUID();
    const now = this.options.clock.now();
    await this.options.database.db.transaction(async (tx) => {
      const notificationId = inbox
        ? await this.options.outbox.enqueueMail(tx, {
            to: inbox,
            kind: 'contact',
            replyTo: message.email,
            ...contactNotification(message),
            // The sender's text may hold URLs: they are not links this mail offers.
            links: [],
          })
        : null;
      await tx.insert(contactMessages).values({ id, ...message, notificationId, createdAt: now });
    });
    return id;
  }
}
