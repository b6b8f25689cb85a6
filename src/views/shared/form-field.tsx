// Labelled inputs whose errors are tied to them (aria-describedby, aria-invalid) and announced.

import { useHydrated } from '@site/lib/hydration';
import { useTypedBeforeHydration } from '@site/lib/typed-before-hydration';
import type { InputHTMLAttributes, ReactNode } from 'react';

interface FieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  // Always rendered, so screen readers announce the text when it appears.
  return (
    <p id={`${id}-error`} className="field__error" aria-live="polite">
      {error ?? ''}
    </p>
  );
}

export function TextField({
  id,
  label,
  error,
  hint,
  value,
  onValue,
  ...input
}: FieldProps & { value: string; onValue: (value: string) => void } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'id' | 'value' | 'onChange'
  >) {
  useTypedBeforeHydration<string>(id, 'string', onValue);
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      <input
        {...input}
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => onValue(event.target.value)}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

export function CheckboxField({
  id,
  label,
  error,
  checked,
  onChecked,
  disabled,
}: Omit<FieldProps, 'label'> & {
  label: ReactNode;
  checked: boolean;
  onChecked: (checked: boolean) => void;
  disabled?: boolean;
}) {
  useTypedBeforeHydration<boolean>(id, 'boolean', onChecked);
  return (
    <div className={error ? 'field field--checkbox field--invalid' : 'field field--checkbox'}>
      <input
        type="checkbox"
        id={id}
        checked={checked}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChecked(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      <FieldError id={id} error={error} />
    </div>
  );
}

/**
 * A form's submit button: disabled while the form is being sent, and until the page is hydrated:
 * before the app runs, the browser would send the form itself (a page load that loses it).
 */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <button type="submit" className="button button--primary button--block" disabled={busy || !hydrated}>
      {children}
    </button>
  );
}

/** Focus moves to the first invalid field on submit (the machine says which). */
export function focusElement(id: string): void {
  const element = document.getElementById(id);
  if (element instanceof HTMLElement) element.focus();
}

/** A banner above a form: errors are alerts, confirmations are polite status messages. */
export function Banner({ kind, children }: { kind: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div className={`banner banner--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
