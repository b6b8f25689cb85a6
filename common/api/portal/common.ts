import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '@common/validation';
import Type, { type Static } from 'typebox';
import { ErrorBody } from '../errors';
import { Text } from '../text';

// Pieces every portal resource shares. The portal's API lives under /prod/v1/portal and is
// answered only on a tenant's own address (`<code>.<TENANT_DOMAIN>`): the Host header names the
// tenant, a bearer token names the member (docs/requirements/portal.md#api).

export const Id = Type.String({ format: 'uuid', errorMessage: 'The id must be a UUID.' });
export const IdParams = Type.Object({ id: Id });
export type IdParams = Static<typeof IdParams>;

export const PortalEmail = Text({
  maxLength: EMAIL_MAX_LENGTH,
  required: 'Email is required',
  tooLong: 'Email is invalid',
});
/** An e-mail address a record may have or not (an employee's, a guardian's). */
export const PortalOptionalEmail = Type.Optional(
  Type.Union([Text({ maxLength: EMAIL_MAX_LENGTH, tooLong: 'Email is invalid' }), Type.Null()]),
);
export const PortalName = (label: string, maxLength = NAME_MAX_LENGTH) =>
  Text({
    name: true,
    maxLength,
    required: `${label} is required`,
    tooLong: `${label} must be at most ${maxLength} characters`,
  });

/** An ISO date without time (`2026-04-01`). */
export const IsoDate = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  errorMessage: 'Dates are written YYYY-MM-DD.',
});

/** The errors any signed-in portal route can answer, besides its own. */
export const portalErrors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  429: ErrorBody,
} as const;
