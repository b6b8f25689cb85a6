import type { Language } from '@common/languages';
import { usePortalLanguage } from '@portal/i18n/language';
import { hasPermission, usePortalMember } from '@portal/lib/use-portal-member';
import { ReceiptPage } from '@portal/views/fees/receipt-page';
import type { ReceiptPaper } from '@portal/views/fees/receipt-sheet';
import { RequirePermission } from '@portal/views/shell/require-permission';
import { createFileRoute } from '@tanstack/react-router';

/** The receipt's language (the reader's unless asked) and its paper (A5 unless asked). */
interface ReceiptSearch {
  lang?: Language;
  paper?: ReceiptPaper;
}

export const Route = createFileRoute('/_app/fees/receipts/$receiptId')({
  validateSearch: (search: Record<string, unknown>): ReceiptSearch => ({
    ...(search.lang === 'en' || search.lang === 'hi' ? { lang: search.lang } : {}),
    ...(search.paper === 'a5' || search.paper === '80mm' ? { paper: search.paper } : {}),
  }),
  component: function ReceiptRoute() {
    const { receiptId } = Route.useParams();
    const search = Route.useSearch();
    const { language } = usePortalLanguage();
    const me = usePortalMember();
    return (
      <RequirePermission permission="fees.view">
        <ReceiptPage
          key={receiptId}
          receiptId={receiptId}
          lang={search.lang ?? language}
          paper={search.paper ?? 'a5'}
          canCancel={hasPermission(me, 'fees.cancel')}
        />
      </RequirePermission>
    );
  },
});
