import type { ReactNode } from 'react';

const MARKER = '\u0000';

/**
 * A catalogue text with an element where its one parameter goes: for example an English name,
 * marked lang="en", inside a Hindi sentence ('लेखक: <span lang="en">Meera Iyer</span>'). Word order
 * stays the catalogue's, whatever the language.
 */
export function withElement(text: (value: string) => string, element: ReactNode): ReactNode {
  const [before = '', after = ''] = text(MARKER).split(MARKER);
  return (
    <>
      {before}
      {element}
      {after}
    </>
  );
}
