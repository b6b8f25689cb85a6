import { ErrorBody } from '@common/api/errors';
import { IdParams, portalErrors } from '@common/api/portal/common';
import {
  ConcessionEnd,
  ConcessionGrant,
  ConcessionRule,
  ConcessionRuleInput,
  ConcessionRuleList,
  StudentConcession,
  StudentConcessionList,
} from '@common/api/portal/fee-concessions';
import {
  CounterMatches,
  CounterSearchQuery,
  FamilyDues,
  SectionDues,
  StudentDues,
} from '@common/api/portal/fee-dues';
import {
  Cancellation,
  Collection,
  LeavingRefund,
  LedgerEntry,
  Receipt,
  Refund,
  StudentLedger,
  Waiver,
} from '@common/api/portal/fee-ledger';
import {
  CollectionQuery,
  CollectionReport,
  ConcessionRegister,
  DayBook,
  DayBookQuery,
  Defaulters,
  DefaultersQuery,
  ReminderRequest,
  ReminderResult,
  RteClaimList,
} from '@common/api/portal/fee-reports';
import {
  FeeHead,
  FeeHeadInput,
  FeeHeadList,
  FeePlan,
  FeePlanDraft,
  FeePlanList,
  FeeSettings,
  NewFeePlan,
  PlanQuery,
  StudentFeeCategories,
  StudentFeeCategoryList,
} from '@common/api/portal/fees';
import type { ApiRoutes } from '@server/app';
import { callerOf, tenantOf } from '@server/plugins/portal-auth';
import Type from 'typebox';
import { Csv, sendCsv } from './file-reply';

// Fees (docs/requirements/fees.md), each route behind its `fees.*` permission, checked before the
// body is read. The statement upload is its own file (fee-statements.ts): it reads file bodies.

const tags = ['Portal'];
const withConflict = { ...portalErrors, 409: ErrorBody };
const REPORTS = ['day-book', 'defaulters', 'collection', 'concessions', 'rte'] as const;
const ReportCsvQuery = Type.Object({
  date: Type.Optional(DayBookQuery.properties.date),
  sectionId: Type.Optional(DefaultersQuery.properties.sectionId),
  yearId: Type.Optional(CollectionQuery.properties.yearId),
});

const feeRoutes: ApiRoutes = async (app, { portal, fees }) => {
  // The set-up: settings, heads, plans and their versions, categories.
  app.get(
    '/fees/settings',
    {
      onRequest: portal.member('fees.view'),
      schema: { tags, summary: "The school's fee settings", response: { 200: FeeSettings, ...portalErrors } },
    },
    async (request) => fees.settings(tenantOf(request)),
  );
  app.put(
    '/fees/settings',
    {
      onRequest: portal.member('fees.configure'),
      schema: {
        tags,
        summary: 'Set UPI, receipts, fines, reminders and GST',
        body: FeeSettings,
        response: { 200: FeeSettings, ...withConflict },
      },
    },
    async (request) => fees.saveSettings(tenantOf(request), request.body),
  );
  app.get(
    '/fees/heads',
    {
      onRequest: portal.member('fees.view'),
      schema: { tags, summary: "The school's fee heads", response: { 200: FeeHeadList, ...portalErrors } },
    },
    async (request) => fees.heads(tenantOf(request)),
  );
  app.post(
    '/fees/heads',
    {
      onRequest: portal.member('fees.configure'),
      schema: {
        tags,
        summary: 'Add a fee head',
        body: FeeHeadInput,
        response: { 201: FeeHead, ...withConflict },
      },
    },
    async (request, reply) => reply.code(201).send(await fees.addHead(tenantOf(request), request.body)),
  );
  app.put(
    '/fees/heads/:id',
    {
      onRequest: portal.member('fees.configure'),
      schema: {
        tags,
        summary: 'Rename or change a fee head',
        params: IdParams,
        body: FeeHeadInput,
        response: { 200: FeeHead, ...withConflict },
      },
    },
    async (request) => fees.saveHead(tenantOf(request), request.params.id, request.body),
  );
  app.get(
    '/fees/plans',
    {
      onRequest: portal.member('fees.view'),
      schema: {
        tags,
        summary: "A year's fee plans (the current year by default)",
        querystring: PlanQuery,
        response: { 200: FeePlanList, ...portalErrors },
      },
    },
    async (request) => fees.plans(tenantOf(request), request.query.yearId),
  );
  app.post(
    '/fees/plans',
    {
      onRequest: portal.member('fees.configure'),
      schema: {
        tags,
        summary: 'A new plan, with an empty draft',
        body: NewFeePlan,
        response: { 201: FeePlan, ...withConflict },
      },
    },
    async (request, reply) => reply.code(201).send(await fees.createPlan(tenantOf(request), request.body)),
  );
  app.get(
    '/fees/plans/:id',
    {
      onRequest: portal.member('fees.view'),
      schema: {
        tags,
        summary: 'A plan with every version',
        params: IdParams,
        response: { 200: FeePlan, ...portalErrors },
      },
    },
    async (request) => fees.plan(tenantOf(request), request.params.id),
  );
  app.put(
    '/fees/plans/:id/draft',
    {
      onRequest: portal.member('fees.configure'),
      schema: {
        tags,
        summary: "Save the plan's draft (a new version when none is open)",
        params: IdParams,
        body: FeePlanDraft,
        response: { 200: FeePlan, ...withConflict },
      },
    },
    async (request) => fees.saveDraft(tenantOf(request), request.params.id, request.body),
  );
  app.delete(
    '/fees/plans/:id/draft',
    {
      onRequest: portal.member('fees.configure'),
      schema: {
        tags,
        summary: "Delete the plan's draft",
        params: IdParams,
        response: { 200: FeePlan, ...withConflict },
      },
    },
    async (request) => fees.deleteDraft(tenantOf(request), request.params.id),
  );
  app.post(
    '/fees/plans/:id/publish',
    {
      onRequest: portal.member('fees.configure'),
      schema: {
        tags,
        summary: 'Publish the draft: from then on it never changes',
        params: IdParams,
        response: { 200: FeePlan, ...withConflict },
      },
    },
    async (request) => fees.publish(tenantOf(request), callerOf(request), request.params.id),
  );
  app.put(
    '/fees/students/:id/categories',
    {
      onRequest: portal.member('fees.configure'),
      schema: {
        tags,
        summary: "A student's fee categories",
        params: IdParams,
        body: StudentFeeCategories,
        response: { 200: StudentFeeCategoryList, ...portalErrors },
      },
    },
    async (request) =>
      fees.setCategories(tenantOf(request), callerOf(request), request.params.id, request.body.categories),
  );

  // Concessions.
  app.get(
    '/fees/concession-rules',
    {
      onRequest: portal.member('fees.view'),
      schema: {
        tags,
        summary: "The school's concession rules",
        response: { 200: ConcessionRuleList, ...portalErrors },
      },
    },
    async (request) => fees.rules(tenantOf(request)),
  );
  app.post(
    '/fees/concession-rules',
    {
      onRequest: portal.member('fees.concession'),
      schema: {
        tags,
        summary: 'Add a concession rule',
        body: ConcessionRuleInput,
        response: { 201: ConcessionRule, ...withConflict },
      },
    },
    async (request, reply) => reply.code(201).send(await fees.addRule(tenantOf(request), request.body)),
  );
  app.put(
    '/fees/concession-rules/:id',
    {
      onRequest: portal.member('fees.concession'),
      schema: {
        tags,
        summary: 'Change a concession rule',
        params: IdParams,
        body: ConcessionRuleInput,
        response: { 200: ConcessionRule, ...withConflict },
      },
    },
    async (request) => fees.saveRule(tenantOf(request), request.params.id, request.body),
  );
  app.get(
    '/fees/students/:id/concessions',
    {
      onRequest: portal.member('fees.view'),
      schema: {
        tags,
        summary: "A student's concessions, ended ones too",
        params: IdParams,
        response: { 200: StudentConcessionList, ...portalErrors },
      },
    },
    async (request) => fees.concessions(tenantOf(request), request.params.id),
  );
  app.post(
    '/fees/concessions',
    {
      onRequest: portal.member('fees.concession'),
      schema: {
        tags,
        summary: 'Grant a concession to a student',
        body: ConcessionGrant,
        response: { 201: StudentConcession, ...withConflict },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await fees.grant(tenantOf(request), callerOf(request), request.body)),
  );
  app.post(
    '/fees/concessions/:id/end',
    {
      onRequest: portal.member('fees.concession'),
      schema: {
        tags,
        summary: 'End a concession, with a reason',
        params: IdParams,
        body: ConcessionEnd,
        response: { 200: StudentConcession, ...withConflict },
      },
    },
    async (request) =>
      fees.endConcession(tenantOf(request), callerOf(request), request.params.id, request.body),
  );

  // Dues and the counter.
  app.get(
    '/fees/search',
    {
      onRequest: portal.member('fees.collect'),
      schema: {
        tags,
        summary: "The counter's search: name, admission number or guardian phone",
        querystring: CounterSearchQuery,
        response: { 200: CounterMatches, ...portalErrors },
      },
    },
    async (request) => fees.search(tenantOf(request), request.query.q),
  );
  app.get(
    '/fees/students/:id/dues',
    {
      onRequest: portal.member('fees.view'),
      schema: {
        tags,
        summary: "A student's dues",
        params: IdParams,
        response: { 200: StudentDues, ...portalErrors },
      },
    },
    async (request) => fees.dues(tenantOf(request), request.params.id),
  );
  app.get(
    '/fees/students/:id/family',
    {
      onRequest: portal.member('fees.view'),
      schema: {
        tags,
        summary: 'The dues of every child sharing a guardian with the student',
        params: IdParams,
        response: { 200: FamilyDues, ...portalErrors },
      },
    },
    async (request) => fees.family(tenantOf(request), request.params.id),
  );
  app.get(
    '/fees/students/:id/ledger',
    {
      onRequest: portal.member('fees.view'),
      schema: {
        tags,
        summary: "A student's ledger",
        params: IdParams,
        response: { 200: StudentLedger, ...portalErrors },
      },
    },
    async (request) => fees.ledger(tenantOf(request), request.params.id),
  );
  app.get(
    '/fees/sections/:id/dues',
    {
      onRequest: portal.member('fees.view'),
      schema: {
        tags,
        summary: "A section's (batch's) students and what each owes",
        params: IdParams,
        response: { 200: SectionDues, ...portalErrors },
      },
    },
    async (request) => fees.sectionDues(tenantOf(request), request.params.id),
  );

  // Money moving.
  app.post(
    '/fees/payments',
    {
      onRequest: portal.member('fees.collect'),
      schema: {
        tags,
        summary: 'Take a payment and issue its receipt (idempotent by `key`)',
        body: Collection,
        response: { 201: Receipt, ...withConflict },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await fees.collect(tenantOf(request), callerOf(request), request.body)),
  );
  app.get(
    '/fees/receipts/:id',
    {
      onRequest: portal.member('fees.view'),
      schema: { tags, summary: 'A receipt', params: IdParams, response: { 200: Receipt, ...portalErrors } },
    },
    async (request) => fees.receipt(tenantOf(request), request.params.id),
  );
  app.post(
    '/fees/receipts/:id/cancel',
    {
      onRequest: portal.member('fees.cancel'),
      schema: {
        tags,
        summary: 'Cancel a receipt with a reason (it is kept, its payment reversed)',
        params: IdParams,
        body: Cancellation,
        response: { 200: Receipt, ...withConflict },
      },
    },
    async (request) => fees.cancel(tenantOf(request), callerOf(request), request.params.id, request.body),
  );
  app.post(
    '/fees/refunds',
    {
      onRequest: portal.member('fees.cancel'),
      schema: {
        tags,
        summary: 'Record a refund',
        body: Refund,
        response: { 201: LedgerEntry, ...withConflict },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await fees.refund(tenantOf(request), callerOf(request), request.body)),
  );
  app.post(
    '/fees/waivers',
    {
      onRequest: portal.member('fees.concession'),
      schema: {
        tags,
        summary: "Waive part or all of an instalment's late fine",
        body: Waiver,
        response: { 201: LedgerEntry, ...withConflict },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await fees.waive(tenantOf(request), callerOf(request), request.body)),
  );
  app.post(
    '/fees/students/:id/leaving-refund',
    {
      onRequest: portal.member('fees.cancel'),
      schema: {
        tags,
        summary: "A coaching student's pro-rata refund on leaving",
        params: IdParams,
        body: LeavingRefund,
        response: { 201: LedgerEntry, ...withConflict },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await fees.leavingRefund(tenantOf(request), callerOf(request), request.params.id, request.body),
        ),
  );

  // Reports, each with its CSV.
  app.get(
    '/fees/reports/day-book',
    {
      onRequest: portal.member('fees.view'),
      schema: {
        tags,
        summary: "A day's collections",
        querystring: DayBookQuery,
        response: { 200: DayBook, ...portalErrors },
      },
    },
    async (request) => fees.dayBook(tenantOf(request), request.query.date),
  );
  app.get(
    '/fees/reports/defaulters',
    {
      onRequest: portal.member('fees.view'),
      schema: {
        tags,
        summary: 'Students with dues past their date, by age',
        querystring: DefaultersQuery,
        response: { 200: Defaulters, ...portalErrors },
      },
    },
    async (request) => fees.defaulters(tenantOf(request), request.query.sectionId),
  );
  app.post(
    '/fees/reminders',
    {
      onRequest: portal.member('fees.collect'),
      schema: {
        tags,
        summary: "Remind the chosen students' families of what is due now",
        description:
          'One message a guardian, naming each of their chosen children, under the daily reminders\u2019 rules: consent to guardian messages, an address the guardian accepted, one a day and two a week at most. Answers how many families were sent one and how many skipped.',
        body: ReminderRequest,
        response: { 200: ReminderResult, ...portalErrors },
      },
    },
    async (request) => fees.remind(tenantOf(request), request.body),
  );
  app.get(
    '/fees/reports/collection',
    {
      onRequest: portal.member('fees.view'),
      schema: {
        tags,
        summary: 'Due against collected, by class and head',
        querystring: CollectionQuery,
        response: { 200: CollectionReport, ...portalErrors },
      },
    },
    async (request) => fees.collection(tenantOf(request), request.query.yearId),
  );
  app.get(
    '/fees/reports/concessions',
    {
      onRequest: portal.member('fees.view'),
      schema: {
        tags,
        summary: 'The concession register',
        response: { 200: ConcessionRegister, ...portalErrors },
      },
    },
    async (request) => fees.concessionRegister(tenantOf(request)),
  );
  app.get(
    '/fees/reports/rte',
    {
      onRequest: portal.member('fees.view'),
      schema: {
        tags,
        summary: 'The RTE reimbursement claim list',
        response: { 200: RteClaimList, ...portalErrors },
      },
    },
    async (request) => fees.rteClaims(tenantOf(request)),
  );
  for (const report of REPORTS) {
    app.get(
      `/fees/reports/${report}.csv`,
      {
        onRequest: portal.member('fees.view'),
        schema: {
          tags,
          summary: `The ${report} report as a CSV file`,
          querystring: ReportCsvQuery,
          produces: ['text/csv'],
          response: { 200: Csv, ...portalErrors },
        },
      },
      async (request, reply) => {
        return sendCsv(reply, `fees-${report}.csv`, await fees.csv(tenantOf(request), report, request.query));
      },
    );
  }
};

export default feeRoutes;
