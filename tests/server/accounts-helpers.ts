import type { App } from '@server/app';
import type { MailTransport, OutgoingMail } from '@server/services/mail/transport';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';

// Shared by the account tests: requests from chosen client addresses (rate limits count per IP),
// unique owners, and a transport that keeps what it "sends" so a test reads links as an owner would.

let counter = 0;

/** A client address no other request in this process used. */
export function freshIp(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

export function uniqueEmail(name = 'owner'): string {
  counter += 1;
  return `${name}.${counter}.${Date.now().toString(36)}@vidyamandir.in`;
}

export interface CallOptions {
  ip?: string;
  token?: string;
  headers?: Record<string, string>;
  /**
   * Whether /auth/verify carries the registration claims this process received (as the browser
   * that registered would): default true. False: the link is opened in another browser.
   */
  claims?: boolean;
}

// The registration claim cookies (routes/auth.ts) of every registration in this process, newest
// first, sent with /auth/verify as the registering browser would send its own.
const claimCookies: string[] = [];

function rememberClaim(response: LightMyRequestResponse): void {
  const header = response.headers['set-cookie'];
  for (const cookie of ([] as string[]).concat(header ?? [])) {
    const pair = cookie.split(';')[0] ?? '';
    if (pair.startsWith('shala_registration=') && pair.length > 'shala_registration='.length) {
      claimCookies.unshift(pair);
      claimCookies.length = Math.min(claimCookies.length, 20);
    }
  }
}

export function post(
  app: App,
  path: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const request: InjectOptions = {
    method: 'POST',
    url: `/prod/v1${path}`,
    remoteAddress: options.ip ?? freshIp(),
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(path === '/auth/verify' && options.claims !== false && claimCookies.length > 0
        ? { cookie: claimCookies.join('; ') }
        : {}),
      ...options.headers,
    },
  };
  if (body !== undefined) request.payload = body as InjectOptions['payload'];
  return app.inject(request).then((response) => {
    if (path === '/auth/register') rememberClaim(response);
    return response;
  });
}

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail(),
    password: 'Chalk&Board2026',
    fullName: 'Asha Rao',
    institutionName: 'Vidya Mandir School',
    phone: '+91 98765 43210',
    ...overrides,
  };
}

/** Keeps every mail it is given; can be told to fail, as an SMTP server that is down. */
export class RecordingTransport implements MailTransport {
  readonly name = 'recording';
  readonly sent: OutgoingMail[] = [];
  failure: Error | undefined;

  async send(mail: OutgoingMail): Promise<void> {
    if (this.failure) throw this.failure;
    this.sent.push(mail);
  }

  async close(): Promise<void> {}

  to(address: string, kind?: string): OutgoingMail[] {
    return this.sent.filter((mail) => mail.to === address && (kind === undefined || mail.kind === kind));
  }

  /** The newest link to `path` mailed to `address`. */
  link(address: string, path: string): URL {
    const links = this.to(address)
      .flatMap((mail) => mail.links)
      .map((href) => new URL(href))
      .filter((url) => url.pathname === path);
    const last = links.at(-1);
    if (!last) throw new Error(`No mail to ${address} carries a link to ${path}`);
    return last;
  }

  token(address: string, path: string): string {
    const link = this.link(address, path);
    // The owners' links carry it in the query (SPEC's routes), the portal's in the fragment.
    const token = link.searchParams.get('token') ?? new URLSearchParams(link.hash.slice(1)).get('token');
    if (!token) throw new Error(`The link to ${path} has no token`);
    return token;
  }
}
