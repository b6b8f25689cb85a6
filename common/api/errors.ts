import Type, { type Static } from 'typebox';

// Every error the API answers has this body: one human sentence, repeated in `error` and
// `message` because the SPA reads either, plus an optional machine-readable `code` for clients
// that show their own words (the SPA does, per language).
export const ErrorBody = Type.Object(
  {
    message: Type.String({ description: 'One sentence a person can act on (English).' }),
    error: Type.String({ description: 'The same sentence as `message`.' }),
    code: Type.Optional(
      Type.String({
        description:
          "A stable machine-readable reason, one of common/api/error-codes.ts: 'validation', 'unauthorized', 'forbidden', 'rate_limited', 'email_taken', 'tenant_not_found', ...",
      }),
    ),
    params: Type.Optional(
      Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]), {
        description:
          "The blanks of the code's sentence (a record's name, a date, a field), so a client can say it in its own language.",
      }),
    ),
  },
  { title: 'ErrorBody', description: 'Every error answer: one human sentence and an optional code.' },
);
export type ErrorBody = Static<typeof ErrorBody>;

/** Plain `{ message }` answers (the sentence to show). */
export const MessageBody = Type.Object({ message: Type.String({ description: 'A sentence to show.' }) });
export type MessageBody = Static<typeof MessageBody>;

/** 204 answers (a sign-out, a deletion) have no body. */
export const NoContent = Type.Null({ description: 'No content.' });

/** The largest request body the server reads; larger ones answer 413. */
export const BODY_LIMIT_BYTES = 64 * 1024;
