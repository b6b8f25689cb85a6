// Labelled inputs whose errors are tied to them (aria-describedby, aria-invalid) and announced,
// and the submit button that shows a wait. The portal's own: the marketing site's form fields
// carry its hydration plumbing, which an app without prerendering does not need.
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

/** A form's submit button: while the form is sent it says so, spins and cannot be pressed again. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy}>
      {busy ? <span className="spinner spinner--small" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

/** Focus moves to the first invalid field on submit (the machine says which). */
export function focusElement(id: string): void {
  const element = document.getElementById(id);
  if (element instanceof HTMLElement) element.focus();
}
