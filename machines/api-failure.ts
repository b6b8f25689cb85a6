// How the one HTTP client of both apps (src/lib/http-client.ts) reports a failed call to the
// machines: the HTTP status (NO_ANSWER when none arrived) and the server's sentences. Every machine
// reads a failure through asApiFailure and turns it into what the page shows
// (docs/requirements/accounts.md#error-messages).

/** The status of a call that got no answer (network failure, CORS, offline, a chunk that would not load). */
export const NO_ANSWER = 0;

export interface ApiFailure {
  /** HTTP status; NO_ANSWER when no answer arrived. */
  status: number;
  message?: string | undefined;
  error?: string | undefined;
  /** The API's machine-readable `code` ('rate_limited', 'email_taken', ...), when it sent one. */
  code?: string | undefined;
  /** The blanks of the code's sentence (a name, a date), when it has them. */
  params?: Readonly<Record<string, string | number>> | undefined;
}

/** A message the page shows: the server's own sentence, or a catalogue message by code. */
export interface Notice<Code extends string = string> {
  code: Code;
  /** When set, the page shows this server sentence instead of the catalogue text for `code`. */
  serverText?: string;
  /**
   * The API's code for that sentence: a page in another language shows its own translation of
   * the sentence when its catalogue has one (src/i18n/use-notice-text.ts), since the API speaks English.
   */
  serverCode?: string;
  /** The blanks of that sentence, so the other language says them too. */
  serverParams?: Readonly<Record<string, string | number>>;
}

export function asApiFailure(error: unknown): ApiFailure {
  if (typeof error === 'object' && error !== null) {
    const { status, message, error: text, code, params } = error as Record<string, unknown>;
    return {
      status: typeof status === 'number' ? status : NO_ANSWER,
      message: typeof message === 'string' && message.trim() ? message : undefined,
      error: typeof text === 'string' && text.trim() ? text : undefined,
      code: typeof code === 'string' && code ? code : undefined,
      params:
        typeof params === 'object' && params !== null
          ? (params as Readonly<Record<string, string | number>>)
          : undefined,
    };
  }
  return { status: NO_ANSWER };
}

/**
 * The server's sentence from the fields the page reads (docs/requirements/api.md#error-bodies), in
 * that order, else the code.
 */
export function noticeFrom<Code extends string>(
  error: unknown,
  fields: ReadonlyArray<'message' | 'error'>,
  fallback: Code,
): Notice<Code> {
  const failure = asApiFailure(error);
  for (const field of fields) {
    const text = failure[field];
    if (text)
      return {
        code: fallback,
        serverText: text,
        ...(failure.code ? { serverCode: failure.code } : {}),
        ...(failure.params ? { serverParams: failure.params } : {}),
      };
  }
  return { code: fallback };
}
