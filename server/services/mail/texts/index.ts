import type { Language } from '@common/languages';
import type { Translation } from '@common/translation';
import { en } from './en';
import { hi } from './hi';

// The texts of the owner's mails by language (docs/requirements/languages.md#mails): an owner's
// mails are written in the language stored on their user row at registration. A language in
// common/languages.ts without texts here does not compile. Mails to Shala's own inbox (contact
// form) stay English.

export type MailTexts = Translation<typeof en>;

export const mailTexts: Readonly<Record<Language, MailTexts>> = { en, hi };
