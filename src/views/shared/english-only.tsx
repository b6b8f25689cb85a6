import { useLanguage } from '@site/i18n/use-language';

/**
 * docs/requirements/languages.md#english-only-content: content that exists only in English
 * (articles, legal documents, the guide's entries) stays English on a page in another language,
 * marked lang="en" where it is shown; this note above it says so, in the page's language. Nothing
 * on English pages.
 */
export function EnglishOnlyNote({ text }: { text: string }) {
  if (useLanguage() === 'en') return null;
  return (
    <p className="english-only" role="note">
      {text}
    </p>
  );
}
