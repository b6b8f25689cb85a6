// Pieces the form machines share: editing a field clears its error
// (docs/requirements/accounts.md#validation), and the first invalid field in the form's order is
// the one to focus.
import type { FieldErrors, ValidationCode } from '@common/validation';

export type FieldChange<F extends string> = { type: 'field.change'; field: F; value: string | boolean };

export function withField<V extends object, F extends keyof V & string>(
  values: V,
  field: F,
  value: unknown,
): V {
  return { ...values, [field]: value };
}

export function withoutError<F extends string>(errors: FieldErrors<F>, field: F): FieldErrors<F> {
  if (!(field in errors)) return errors;
  const next = { ...errors };
  delete next[field];
  return next;
}

export function firstInvalid<F extends string>(errors: FieldErrors<F>, order: readonly F[]): F | undefined {
  return order.find((field) => errors[field] !== undefined);
}

export type { FieldErrors, ValidationCode };
