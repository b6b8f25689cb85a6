import type { Language } from '@common/languages';
import { type RoleNamed, roleNameIn } from '@common/portal/role-names';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

// The portal's language: English or Hindi, chosen by the member (the switch in the portal's
// header, and on the pages before sign-in) and kept in this origin's storage
// (`shala.portal.language`). Without a choice: the member's account language once signed in, an
// invitation's language on its page, else the browser's (navigator.languages), else English. Unlike the marketing site,
// the portal has no /hi addresses: it is an app behind a sign-in, not pages for search engines.
// Each area of the portal keeps its texts as `{ en, hi }` beside its view folder's catalogue
// (src/portal/i18n/<area>.ts) and reads them with useText(catalogue).

export interface PortalLanguage {
  language: Language;
  /** The member's choice (the switch): kept on this device. */
  setLanguage(language: Language): void;
  /**
   * What a page before sign-in knows of its reader (an invitation's language): it wins over the
   * device's choice until the reader switches, and is not kept.
   */
  suggestLanguage(language: Language): void;
}

const LanguageContext = createContext<PortalLanguage>({
  language: 'en',
  setLanguage: () => undefined,
  suggestLanguage: () => undefined,
});

export function PortalLanguageProvider(props: { value: PortalLanguage; children: ReactNode }) {
  return <LanguageContext.Provider value={props.value}>{props.children}</LanguageContext.Provider>;
}

export function usePortalLanguage(): PortalLanguage {
  return useContext(LanguageContext);
}

/** A catalogue in both languages: the Hindi one must have every key the English one has. */
export type Catalogue<T> = { en: T; hi: T };

/** The texts of `catalogue` in the portal's current language. */
export function useText<T>(catalogue: Catalogue<T>): T {
  const { language } = usePortalLanguage();
  return useMemo(() => catalogue[language], [catalogue, language]);
}

/** Names a role for the member: a built-in role in the portal's language, a school's own as named. */
export function useRoleName(): (role: RoleNamed) => string {
  const { language } = usePortalLanguage();
  return (role) => roleNameIn(language, role);
}
