import type { MailOutbox } from '../mail/outbox';
import type { TemplateName, TemplateVariables } from './alert-texts';
import { guardianMail } from './guardian-mail';
import type { MessageTransport } from './guardian-messenger';

// A guardian's e-mail goes through the outbox like every other mail: queued in the alert job's
// transaction, sent (and retried) by the `mail` job. It is the same template as an SMS, rendered;
// the outbox row names its school and student so erasure can find it. It goes out in the school's
// name, replies to the school (guardian-mail.ts).

/** The outbox's kind of each template's mail (the per-address limits and the dev mailbox count by it). */
const MAIL_KINDS: Partial<Record<TemplateName, string>> = {
  confirm: 'guardian_confirmation',
  sign_in_code: 'guardian_sign_in_code',
};

export function emailTransport(outbox: MailOutbox): MessageTransport {
  return {
    async send(db, message) {
      const { subject, text, html } = guardianMail(
        message.language,
        message.template,
        message.variables as TemplateVariables<typeof message.template>,
        message.school,
      );
      await outbox.enqueueMail(db, {
        to: message.to,
        kind: MAIL_KINDS[message.template] ?? 'guardian_alert',
        subject,
        text,
        html,
        fromName: message.school?.name,
        replyTo: message.school?.email,
        links: message.variables.link ? [message.variables.link] : [],
        tenantId: message.tenantId,
        studentId: message.studentId,
      });
    },
  };
}
