import type { DuesInstalment } from '@common/api/portal/fee-dues';
import type { PrintedReceipt } from '@server/db/fee-tables';
import type { Share } from './billing';

// A receipt's lines as printed: per share of the payment, the instalment's label and the head's
// name as the school named them, from the dues the payment was worked out against. A fine and
// credit are kinds, not names, so the receipt says them in the reader's language.

export function receiptLines(
  shares: readonly Share[],
  instalments: readonly DuesInstalment[],
): PrintedReceipt['lines'] {
  const labels = new Map(
    instalments.map((instalment) => [`${instalment.planId}/${instalment.key}`, instalment.label]),
  );
  const heads = new Map(
    instalments.flatMap((i) => i.lines.map((line) => [line.headId ?? '', line.headName] as const)),
  );
  return shares.map((share) => {
    if (share.planId === null) return { kind: 'credit', label: '', headName: '', paise: share.amountPaise };
    const label = labels.get(`${share.planId}/${share.instalmentKey}`) ?? '';
    if (share.headId === null) return { kind: 'fine', label, headName: '', paise: share.amountPaise };
    return { kind: 'head', label, headName: heads.get(share.headId) ?? '', paise: share.amountPaise };
  });
}
