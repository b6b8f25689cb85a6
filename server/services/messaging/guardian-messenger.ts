import type { Database } from '@server/db/client';
import type { MessageLanguage, TemplateName } from './alert-texts';

// One way to reach a guardian, whatever carries the message (docs/requirements/school-day.md#absence-alerts):
// e-mail through the outbox, or SMS / WhatsApp through the provider configured by environment.
// A message is a registered template and its variables (alert-texts.ts), never free text.

export type MessageChannel = 'email' | 'sms' | 'whatsapp';

export interface GuardianMessage {
  channel: MessageChannel;
  /** An e-mail address or a phone number, by channel. */
  to: string;
  language: MessageLanguage;
  template: TemplateName;
  /** Already plain (safe-text.ts): the template's variables by name. */
  variables: Record<string, string>;
  /** The school and the student the message is about: erasure finds its copies by them. */
  tenantId: string;
  studentId?: string | undefined;
  /** The school an e-mail is sent in the name of: its name, phone, and the address replies go to. */
  school?: { name: string; phone: string; email: string } | undefined;
}

export interface GuardianMessenger {
  /** The channel a guardian is reached on: the provider's when one is configured, else e-mail when they have one. */
  channelFor(guardian: { email: string | null }): MessageChannel | undefined;
  /**
   * Whether the channel can carry the template in that language: e-mail always; a provider only
   * with the template's registered id (the fee reminder's is optional: MESSAGING_TEMPLATE_IDS).
   */
  carries(channel: MessageChannel, template: TemplateName, language: MessageLanguage): boolean;
  /**
   * Sends or queues the message; `db` is the job's transaction, in the app's role, so an e-mail
   * enters the outbox with the alert marked sent. Throws when the transport refused it (retried).
   */
  send(db: Database, message: GuardianMessage): Promise<void>;
}

export interface MessageTransport {
  send(db: Database, message: GuardianMessage): Promise<void>;
  /** Whether it can send this template in this language; default: yes. */
  carries?(template: TemplateName, language: MessageLanguage): boolean;
}

/** Routes each message to the transport of its channel. */
export function guardianMessenger(transports: {
  email: MessageTransport;
  provider?: { channel: 'sms' | 'whatsapp'; transport: MessageTransport } | undefined;
}): GuardianMessenger {
  return {
    channelFor(guardian) {
      if (transports.provider) return transports.provider.channel;
      return guardian.email ? 'email' : undefined;
    },
    carries(channel, template, language) {
      if (channel === 'email') return transports.email.carries?.(template, language) ?? true;
      const provider = transports.provider;
      if (!provider || provider.channel !== channel) return false;
      return provider.transport.carries?.(template, language) ?? true;
    },
    async send(db, message) {
      if (message.channel === 'email') return transports.email.send(db, message);
      if (!transports.provider) throw new Error(`No ${message.channel} provider is configured.`);
      return transports.provider.transport.send(db, message);
    },
  };
}

/** The address a guardian is reached at on a channel. */
export function addressOn(
  channel: MessageChannel,
  guardian: { email: string | null; phone: string },
): string | null {
  return channel === 'email' ? guardian.email : guardian.phone;
}
