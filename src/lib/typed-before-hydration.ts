// What a visitor typed into a prerendered form before the app started. React 19 resets every
// controlled field to its state's value when it hydrates it, so main.tsx reads the fields just
// before hydrating (captureTypedBeforeHydration) and each field component hands its own value to
// its machine once hydrated (useTypedBeforeHydration: the form fields in views/shared/form-field.tsx,
// the blog's and the user guide's search boxes). Taps are the other half: lib/early-clicks.ts.
// The page paints before the app loads (src/lib/app-boot.ts), so on a slow phone there is time to
// type; nothing typed is lost. The home page's contact form hydrates later, when its code arrives:
// its fields are read again then (views/home/deferred-contact-section.tsx, contact-section.tsx).

import { useLayoutEffect, useRef } from 'react';

export type TypedValue = string | boolean;

const typed = new Map<string, TypedValue>();

/**
 * Notes every field in `root` whose value differs from the one in the page's markup, by id; a
 * field read again that is back to the markup's value is forgotten.
 */
export function captureTypedBeforeHydration(root: ParentNode): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input[id], textarea[id]',
  )) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== field.defaultChecked) typed.set(field.id, field.checked);
      else typed.delete(field.id);
    } else if (field.value !== field.defaultValue) {
      typed.set(field.id, field.value);
    } else {
      typed.delete(field.id);
    }
  }
}

/** The value typed into the field with this id before hydration, once; then undefined. */
export function takeTypedBeforeHydration(id: string): TypedValue | undefined {
  const value = typed.get(id);
  typed.delete(id);
  return value;
}

/**
 * Hands what the visitor typed into the prerendered field `id` before hydration to its machine, as
 * if typed now: once, when the field is first mounted. A machine queues the event if its actor has
 * not started yet.
 */
export function useTypedBeforeHydration<T extends TypedValue>(
  id: string,
  kind: 'string' | 'boolean',
  onTyped: (value: T) => void,
): void {
  const latest = useRef(onTyped);
  latest.current = onTyped;
  useLayoutEffect(() => {
    const value = takeTypedBeforeHydration(id);
    if (typeof value === kind) latest.current(value as T);
  }, [id, kind]);
}
