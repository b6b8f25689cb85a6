import type { MessageTransport } from './guardian-messenger';

// The SMS / WhatsApp provider: one POST of JSON `{ channel, to, text, language }` with the bearer
// token. Anything but a 2xx throws, and the alert job's retries take it from there; a provider
// that does not answer within the timeout counts as a failure too.

export interface HttpProviderOptions {
  url: string;
  token: string;
  timeoutMs?: number;
}

export function httpProviderTransport(options: HttpProviderOptions): MessageTransport {
  return {
    async send(_db, message) {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
        body: JSON.stringify({
          channel: message.channel,
          to: message.to,
          text: message.text,
          language: message.language,
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
