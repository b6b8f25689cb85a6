import Type, { type Static } from 'typebox';
import { ErrorBody } from './errors';

// Liveness (the process answers) and readiness (it can reach its database).

export const Health = Type.Object({ status: Type.Literal('ok') });
export type Health = Static<typeof Health>;

export const Readiness = Type.Object({
  status: Type.Literal('ready'),
  database: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
});
export type Readiness = Static<typeof Readiness>;

export const readinessErrors = { 503: ErrorBody };
