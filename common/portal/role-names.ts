import { skeleton } from '../confusables';
import type { Language } from '../languages';
import type { BuiltInRole } from './permissions';

// Built-in roles cannot be renamed (docs/requirements/portal.md#people-and-roles), so the portal
// and its mail name them in the reader's language; a school's own roles keep the name it gave
// them. The English names are also the names the roles are stored with.

export const BUILT_IN_ROLE_NAMES: Readonly<Record<Language, Readonly<Record<BuiltInRole, string>>>> = {
  en: {
    owner: 'Owner',
    administrator: 'Administrator',
    teacher: 'Teacher',
    office_staff: 'Office staff',
    accountant: 'Accountant',
  },
  hi: {
    owner: 'स्वामी',
    administrator: 'व्यवस्थापक',
    teacher: 'शिक्षक',
    office_staff: 'कार्यालय स्टाफ़',
    accountant: 'लेखाकार',
  },
};

/** What naming a role needs: its stored name and its built-in key (null for a school's own). */
export interface RoleNamed {
  name: string;
  builtIn: string | null;
}

/** A role's name for a reader of `language`: a built-in role's by its key, a school's own as named. */
export function roleNameIn(language: Language, role: RoleNamed): string {
  const names: Readonly<Record<string, string | undefined>> = BUILT_IN_ROLE_NAMES[language];
  return (role.builtIn && names[role.builtIn]) || role.name;
}

const builtInNames: ReadonlySet<string> = new Set(
  Object.values(BUILT_IN_ROLE_NAMES).flatMap((names) => Object.values(names).map(skeleton)),
);

/**
 * Whether `name` is, or looks like, a built-in role's in any language (ignoring case, and letters
 * of other scripts that pass for Latin ones: common/confusables.ts): a school's own role may not
 * take it, or a member would see two roles of one name, one of them holding what the name does not say.
 */
export function isBuiltInRoleName(name: string): boolean {
  return builtInNames.has(skeleton(name));
}
