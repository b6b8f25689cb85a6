import type { AppliedConcession, ConcessionKind, ConcessionMode } from '@common/api/portal/fee-concessions';
import type { DuesInstalment, DuesLine } from '@common/api/portal/fee-dues';
import type { FeeInstalment } from '@common/api/portal/fees';

// Dues, derived (docs/requirements/fees.md#dues-are-derived): pure arithmetic over what the
// database holds, so the counter, the reports, the reminders and the tests all read one answer.
// Nothing here stores a due amount. Dates are ISO strings of the school's day.

export interface BilledVersion {
  version: number;
  effectiveFrom: string;
  instalments: FeeInstalment[];
}

export interface BilledPlan {
  planId: string;
  planName: string;
  /** Published versions, any order. */
  versions: BilledVersion[];
}

export interface ConcessionInForce {
  ruleName: string;
  kind: ConcessionKind;
  mode: ConcessionMode;
  /** Basis points (percent) or paise per head and instalment (fixed). */
  value: number;
  /** Empty: every head. */
  headIds: readonly string[];
  validFrom: string | null;
  validTo: string | null;
}

export interface Allocation {
  planId: string | null;
  instalmentKey: string | null;
  /** Null with a plan: the instalment's fine. */
  headId: string | null;
  amountPaise: number;
  onDate: string;
}

export interface FineRule {
  kind: 'none' | 'per_day' | 'flat';
  graceDays: number;
  paise: number;
  capPaise: number;
}

export interface BillingInput {
  plans: readonly BilledPlan[];
  heads: ReadonlyMap<string, { name: string; position: number }>;
  concessions: readonly ConcessionInForce[];
  allocations: readonly Allocation[];
  fine: FineRule;
  today: string;
  /** A student who left is not billed for instalments due after the day they left. */
  leftOn: string | null;
  /**
   * A coaching student who left mid-course pays for the part of the course they attended: the
   * share of the course's days up to leaving (docs/requirements/fees.md#coaching-centres).
   */
  attendedShare: { attendedDays: number; courseDays: number } | null;
  /** The UPI reference of the student's n-th instalment (1 = the earliest due; common/fees/upi.ts). */
  reference: (instalmentNumber: number) => string;
}

export interface Billing {
  instalments: DuesInstalment[];
  billedPaise: number;
  dueNowPaise: number;
  dueYearPaise: number;
  creditPaise: number;
  overdueDays: number;
}

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to` (ISO dates); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * The instalments a plan bills, each from the version in force on its due date: a version bills
 * the instalments due on or after its `effectiveFrom` until the next version's; the first version
 * bills everything before the second's. One instalment key is billed once, by the latest version
 * that bills it, so what was billed before a revision stays as billed.
 */
export function billedInstalments(plan: BilledPlan): { version: number; instalment: FeeInstalment }[] {
  const versions = [...plan.versions].sort((a, b) => a.version - b.version);
  const byKey = new Map<string, { version: number; instalment: FeeInstalment }>();
  versions.forEach((version, index) => {
    const from = index === 0 ? '' : version.effectiveFrom;
    const until = versions[index + 1]?.effectiveFrom ?? '9999-12-31';
    for (const instalment of version.instalments) {
      if (instalment.dueOn >= from && instalment.dueOn < until)
        byKey.set(instalment.key, { version: version.version, instalment });
    }
  });
  return [...byKey.values()].sort(
    (a, b) =>
      a.instalment.dueOn.localeCompare(b.instalment.dueOn) ||
      a.instalment.key.localeCompare(b.instalment.key),
  );
}

function inForce(concession: ConcessionInForce, date: string): boolean {
  return (
    (concession.validFrom === null || concession.validFrom <= date) &&
    (concession.validTo === null || date <= concession.validTo)
  );
}

/**
 * The concessions on one head of one instalment: RTE takes the whole amount and nothing else is
 * shown; the others add up, each taking at most what is left of the head.
 */
export function concessionsOn(
  concessions: readonly ConcessionInForce[],
  headId: string,
  amount: number,
  dueOn: string,
): AppliedConcession[] {
  const applying = concessions.filter(
    (concession) =>
      inForce(concession, dueOn) && (concession.headIds.length === 0 || concession.headIds.includes(headId)),
  );
  const rte = applying.find((concession) => concession.kind === 'rte');
  if (rte) return amount > 0 ? [{ ruleName: rte.ruleName, kind: 'rte', paise: amount }] : [];
  const applied: AppliedConcession[] = [];
  let left = amount;
  for (const concession of applying) {
    const wanted =
      concession.mode === 'percent' ? Math.floor((amount * concession.value) / 10_000) : concession.value;
    const paise = Math.min(wanted, left);
    if (paise <= 0) continue;
    applied.push({ ruleName: concession.ruleName, kind: concession.kind, paise });
    left -= paise;
  }
  return applied;
}

/**
 * The day an instalment's heads were fully settled, by the allocations' days in order (a later
 * cancellation unsettles it again); null while it is not.
 */
function settledOn(allocations: readonly Allocation[], net: number): string | null {
  if (net <= 0) return '';
  let total = 0;
  let settled: string | null = null;
  const byDay = [...allocations].sort((a, b) => a.onDate.localeCompare(b.onDate));
  for (const allocation of byDay) {
    total += allocation.amountPaise;
    if (total >= net && settled === null) settled = allocation.onDate;
    if (total < net) settled = null;
  }
  return settled;
}

/** The fine an instalment has run up: from the end of the grace days to the day it was settled (or today). */
export function fineFor(rule: FineRule, dueOn: string, settled: string | null, today: string): number {
  if (rule.kind === 'none' || settled === '') return 0;
  const until = settled !== null && settled < today ? settled : today;
  const daysLate = daysBetween(dueOn, until) - rule.graceDays;
  if (daysLate <= 0) return 0;
  const fine = rule.kind === 'flat' ? rule.paise : rule.paise * daysLate;
  return rule.capPaise > 0 ? Math.min(fine, rule.capPaise) : fine;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** A student's dues for the year. */
export function bill(input: BillingInput): Billing {
  const instalments: DuesInstalment[] = [];
  for (const plan of input.plans) {
    for (const { version, instalment } of billedInstalments(plan)) {
      if (input.leftOn !== null && instalment.dueOn > input.leftOn && input.attendedShare === null) continue;
      const mine = input.allocations.filter(
        (allocation) => allocation.planId === plan.planId && allocation.instalmentKey === instalment.key,
      );
      const lines: DuesLine[] = [];
      const amounts = [...instalment.amounts]
        .filter((amount) => input.heads.has(amount.headId))
        .sort(
          (a, b) => (input.heads.get(a.headId)?.position ?? 0) - (input.heads.get(b.headId)?.position ?? 0),
        );
      for (const amount of amounts) {
        const billed = input.attendedShare
          ? Math.floor((amount.paise * input.attendedShare.attendedDays) / input.attendedShare.courseDays)
          : amount.paise;
        const concessions = concessionsOn(input.concessions, amount.headId, billed, instalment.dueOn);
        const settled = sum(mine.filter((a) => a.headId === amount.headId).map((a) => a.amountPaise));
        lines.push({
          headId: amount.headId,
          headName: input.heads.get(amount.headId)?.name ?? '',
          billedPaise: billed,
          concessions,
          settledPaise: settled,
          duePaise: billed - sum(concessions.map((c) => c.paise)) - settled,
        });
      }
      const net = sum(lines.map((line) => line.billedPaise - sum(line.concessions.map((c) => c.paise))));
      const headAllocations = mine.filter((allocation) => allocation.headId !== null);
      const fine = fineFor(input.fine, instalment.dueOn, settledOn(headAllocations, net), input.today);
      const fineSettled = sum(mine.filter((a) => a.headId === null).map((a) => a.amountPaise));
      if (fine > 0 || fineSettled !== 0)
        lines.push({
          headId: null,
          headName: '',
          billedPaise: fine,
          concessions: [],
          settledPaise: fineSettled,
          duePaise: fine - fineSettled,
        });
      const due = sum(lines.map((line) => line.duePaise));
      instalments.push({
        planId: plan.planId,
        planName: plan.planName,
        version,
        key: instalment.key,
        label: instalment.label,
        dueOn: instalment.dueOn,
        lines,
        duePaise: due,
        overdueDays:
          due > 0 && instalment.dueOn < input.today ? daysBetween(instalment.dueOn, input.today) : 0,
        reference: '',
      });
    }
  }
  instalments.sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.planName.localeCompare(b.planName));
  instalments.forEach((instalment, index) => {
    instalment.reference = input.reference(index + 1);
  });
  const credit = sum(input.allocations.filter((a) => a.planId === null).map((a) => a.amountPaise));
  const billed = sum(
    instalments.flatMap((i) => i.lines.map((l) => l.billedPaise - sum(l.concessions.map((c) => c.paise)))),
  );
  const dueYear = sum(instalments.map((i) => Math.max(0, i.duePaise)));
  const dueNow = sum(instalments.filter((i) => i.dueOn <= input.today).map((i) => Math.max(0, i.duePaise)));
  return {
    instalments,
    billedPaise: billed,
    dueNowPaise: Math.max(0, dueNow - credit),
    dueYearPaise: Math.max(0, dueYear - credit),
    creditPaise: credit,
    overdueDays: Math.max(0, ...instalments.map((i) => i.overdueDays)),
  };
}

/** One share of a payment: where the allocation goes. */
export interface Share {
  planId: string | null;
  instalmentKey: string | null;
  headId: string | null;
  amountPaise: number;
}

/**
 * Where a payment goes: the oldest instalment first, head by head in the school's order, its fine
 * last; what is left beyond every instalment is credit (the caller checks the school's advance limit).
 */
export function allocatePayment(billing: Billing, amount: number): { shares: Share[]; credit: number } {
  const shares: Share[] = [];
  let left = amount;
  for (const instalment of billing.instalments) {
    for (const line of instalment.lines) {
      if (left <= 0) break;
      const take = Math.min(line.duePaise, left);
      if (take <= 0) continue;
      shares.push({
        planId: instalment.planId,
        instalmentKey: instalment.key,
        headId: line.headId,
        amountPaise: take,
      });
      left -= take;
    }
  }
  if (left > 0) shares.push({ planId: null, instalmentKey: null, headId: null, amountPaise: left });
  return { shares, credit: Math.max(0, left) };
}

/**
 * Where a refund comes from: credit first, then what was settled beyond the dues (a coaching
 * student who left), then the latest instalments' payments, each line at most what was settled on it.
 */
export function allocateRefund(billing: Billing, amount: number): Share[] | null {
  const shares: Share[] = [];
  let left = amount;
  if (billing.creditPaise > 0) {
    const take = Math.min(billing.creditPaise, left);
    shares.push({ planId: null, instalmentKey: null, headId: null, amountPaise: -take });
    left -= take;
  }
  const lines = [...billing.instalments]
    .reverse()
    .flatMap((instalment) => instalment.lines.map((line) => ({ instalment, line })));
  const overpaidFirst = [
    ...lines.filter(({ line }) => line.duePaise < 0),
    ...lines.filter(({ line }) => line.duePaise >= 0),
  ];
  const taken = new Map<string, number>();
  for (const { instalment, line } of overpaidFirst) {
    if (left <= 0) break;
    const id = `${instalment.planId}/${instalment.key}/${line.headId}`;
    const available = line.settledPaise - (taken.get(id) ?? 0);
    const take = Math.min(line.duePaise < 0 ? -line.duePaise : available, available, left);
    if (take <= 0) continue;
    taken.set(id, (taken.get(id) ?? 0) + take);
    shares.push({
      planId: instalment.planId,
      instalmentKey: instalment.key,
      headId: line.headId,
      amountPaise: -take,
    });
    left -= take;
  }
  return left > 0 ? null : shares;
}
