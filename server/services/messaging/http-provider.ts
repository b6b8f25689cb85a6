import { orderedVariables, type TemplateName, type TemplateVariables } from './alert-texts';
import type { MessageTransport } from './guardian-messenger';

// The SMS / WhatsApp provider: one POST of JSON `{ channel, to, language, templateId, variables }`
// with the bearer token. In India every such message must match a template registered with the
// operator (DLT) or approved by WhatsApp, so the provider gets the registered template's id and
// its variables in the order they stand in that text, never a text (alert-texts.ts). Anything but a 2xx
// throws, and the job's retries take it from there; a provider that does not answer within the
// timeout counts as a failure too.

/** `<template>.<language>` (e.g. `absent.hi`) to the id the operator registered it under. */
export type TemplateIds = Readonly<Record<string, string>>;

export interface HttpProviderOptions {
  url: string;
  token: string;
  templateIds: TemplateIds;
  timeoutMs?: number;
}

export function httpProviderTransport(options: HttpProviderOptions): MessageTransport {
  return {
    carries: (template, language) => Boolean(options.templateIds[`${template}.${language}`]),
    async send(_db, message) {
      const templateId = options.templateIds[`${message.template}.${message.language}`];
      if (!templateId) throw new Error(`No template id for ${message.template}.${message.language}.`);
      const response = await fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
        body: JSON.stringify({
          channel: message.channel,
          to: message.to,
          language: message.language,
          templateId,
          variables: orderedVariables(
            message.language,
            message.template as TemplateName,
            message.variables as TemplateVariables<TemplateName>,
          ),
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!response.ok) {
        const detail = (await response.text().catch(() => '')).slice(0, 200);
        throw new Error(`The messaging provider answered ${response.status}${detail ? `: ${detail}` : ''}`);
      }
      await response.body?.cancel().catch(() => undefined);
    },
  };
}
