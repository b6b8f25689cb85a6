// Money as the fee screens print it (common/fees/money.ts): ₹1,23,456.70, in the reader's language.
import { formatRupees } from '@common/fees/money';
import { usePortalLanguage } from '@portal/i18n/language';

export function useRupees(): (paise: number) => string {
  const { language } = usePortalLanguage();
  return (paise) => formatRupees(paise, language);
}
