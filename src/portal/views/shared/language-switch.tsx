// English / हिन्दी: the signed-in header's switch and the one on the pages before sign-in.

import { type Catalogue, usePortalLanguage, useText } from '@portal/i18n/language';
import { shellTexts } from '@portal/i18n/shell';

// Each language's name in itself: a reader of the other language finds their own.
const LANGUAGE_NAMES: Catalogue<string> = { en: 'English', hi: 'हिन्दी' };

export function LanguageSwitch() {
  const t = useText(shellTexts);
  const { language, setLanguage } = usePortalLanguage();
  return (
    <fieldset className="switch" aria-label={t.header.language}>
      {(['en', 'hi'] as const).map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          className="switch__option"
          aria-pressed={language === code}
          onClick={() => setLanguage(code)}
        >
          {LANGUAGE_NAMES[code]}
        </button>
      ))}
    </fieldset>
  );
}
