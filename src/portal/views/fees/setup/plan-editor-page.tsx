// One fee plan (docs/requirements/fees.md#fee-heads-and-plans), over the fee-plan-editor machine:
// the published version read-only with Revise, or the draft edited instalment by instalment, saved,
// published after a confirmation, or deleted. fees.configure changes it; fees.view reads it.

import { MAX_INSTALMENTS } from '@common/fees/plan-rules';
import { feePlanEditorMachine, isRevision, latestPublished } from '@machines/portal/fee-plan-editor.machine';
import { feeSetupActors } from '@portal/api/fee-setup-actors';
import { feeSetupText } from '@portal/i18n/fee-setup';
import { usePortalLanguage, useText } from '@portal/i18n/language';
import { PortalLink } from '@portal/lib/navigation';
import { hasPermission, usePortalMember } from '@portal/lib/use-portal-member';
import { useScreenMachine } from '@site/lib/screen-machine';
import { useId } from 'react';
import { ConfirmBar, Failure, useNoticeText, Waiting } from '../../shared/management-kit';
import { InstalmentCard, instalmentTotal } from './instalment-card';
import { PublishedVersion } from './published-version';
import { useRupees } from './use-rupees';
import '../../management.css';
import './fees.css';

export function PlanEditorPage(props: { planId: string; today: string }) {
  const texts = useText(feeSetupText);
  const t = texts.editor;
  const noticeText = useNoticeText();
  const rupees = useRupees();
  const { language } = usePortalLanguage();
  const me = usePortalMember();
  const slug = useId();
  const [state, send] = useScreenMachine(
    feePlanEditorMachine,
    { actors: feeSetupActors },
    { planId: props.planId, today: props.today, language, canEdit: hasPermission(me, 'fees.configure') },
  );
  const { plan, heads, draft, problems, notice, status } = state.context;
  const editing = state.matches('editing');
  const publishing =
    state.matches('confirmingPublish') || state.matches('savingToPublish') || state.matches('publishing');
  const deleting = state.matches('confirmingDelete') || state.matches('deleting');
  const drafting = editing || publishing || deleting || state.matches('saving');
  // A call under way: the page says so and every control waits.
  const busy =
    state.matches('saving') ||
    state.matches('savingToPublish') ||
    state.matches('publishing') ||
    state.matches('deleting');
  const latest = plan && latestPublished(plan);
  const revision = isRevision(plan);
  const nextVersion = (latest?.version ?? 0) + 1;

  const statusText = state.matches('viewing')
    ? status === 'published' && latest
      ? t.published(latest.version)
      : ''
    : status === 'changed'
      ? t.changed
      : status === 'saved'
        ? t.saved
        : '';

  return (
    <section className="mgmt-page fees-setup" aria-busy={busy}>
      <p>
        <PortalLink to="/fees/plans" className="mgmt-link">
          {t.back}
        </PortalLink>
      </p>
      <h1>{plan?.name ?? t.heading}</h1>
      {state.matches('loading') ? <Waiting>{texts.loading}</Waiting> : null}
      {state.matches('failed') ? (
        <div className="mgmt-list-failed">
          <Failure>{noticeText(notice, t)}</Failure>
          <button type="button" onClick={() => send({ type: 'plan.retry' })}>
            {texts.tryAgain}
          </button>
        </div>
      ) : null}
      {plan ? (
        <p className="mgmt-muted">
          {t.appliesTo(plan.scopeName, plan.category)}{' '}
          {plan.publishedVersion === null ? t.notPublished : t.billing(plan.publishedVersion)}
        </p>
      ) : null}

      {state.matches('viewing') && plan ? (
        <>
          {latest ? <PublishedVersion plan={plan} version={latest} heads={heads} /> : null}
          {state.can({ type: 'plan.revise' }) ? (
            <div className="mgmt-buttons">
              <p className="mgmt-muted">{t.reviseHint}</p>
              <button type="button" onClick={() => send({ type: 'plan.revise' })}>
                {t.revise}
              </button>
            </div>
          ) : null}
        </>
      ) : null}

      {drafting ? (
        <form
          className="mgmt-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'draft.save' });
          }}
        >
          <h2>{revision ? t.revision(nextVersion) : t.draft}</h2>
          {heads.length === 0 ? (
            <p className="mgmt-warning">
              {t.noHeads}{' '}
              <PortalLink to="/fees/settings" className="mgmt-link">
                {texts.settings.heading}
              </PortalLink>
            </p>
          ) : null}
          {revision ? (
            <div className="mgmt-field">
              <label htmlFor={`${slug}-effective`}>{t.effectiveFrom}</label>
              <p className="mgmt-muted" id={`${slug}-effective-hint`}>
                {t.effectiveHint}
              </p>
              <input
                id={`${slug}-effective`}
                type="date"
                value={draft.effectiveFrom}
                disabled={!editing}
                aria-invalid={Boolean(problems?.effectiveFrom)}
                aria-describedby={`${slug}-effective-hint${problems?.effectiveFrom ? ` ${slug}-effective-error` : ''}`}
                onChange={(event) => send({ type: 'effective.change', value: event.target.value })}
              />
              {problems?.effectiveFrom ? (
                <span className="mgmt-field-error" id={`${slug}-effective-error`}>
                  {t.effectiveProblem}
                </span>
              ) : null}
            </div>
          ) : null}
          <ol className="fees-instalments" aria-label={t.instalmentsLabel}>
            {draft.instalments.map((row, index) => (
              <li key={row.key}>
                <InstalmentCard
                  index={index}
                  count={draft.instalments.length}
                  row={row}
                  heads={heads}
                  problem={problems?.instalments[index]}
                  disabled={!editing}
                  idPrefix={slug}
                  send={send}
                />
              </li>
            ))}
          </ol>
          {draft.instalments.length < MAX_INSTALMENTS ? (
            <div>
              <button type="button" disabled={!editing} onClick={() => send({ type: 'instalment.add' })}>
                {t.add}
              </button>
            </div>
          ) : null}
          <p className="fees-total">
            {t.total(rupees(draft.instalments.reduce((sum, row) => sum + instalmentTotal(row), 0)))}
          </p>
          {notice ? <Failure>{noticeText(notice, t)}</Failure> : null}
          {publishing ? (
            <ConfirmBar
              question={t.confirmPublish(nextVersion)}
              confirm={t.publish}
              busy={!state.matches('confirmingPublish')}
              busyLabel={t.publishing}
              onConfirm={() => send({ type: 'publish.confirm' })}
              onCancel={() => send({ type: 'publish.cancel' })}
            />
          ) : null}
          {deleting ? (
            <ConfirmBar
              question={plan?.hasDraft ? t.confirmDelete : t.confirmDiscard}
              confirm={plan?.hasDraft ? t.deleteDraft : t.discard}
              busy={state.matches('deleting')}
              busyLabel={t.deleting}
              onConfirm={() => send({ type: 'delete.confirm' })}
              onCancel={() => send({ type: 'delete.cancel' })}
            />
          ) : null}
          <div className="mgmt-buttons">
            <button type="submit" disabled={!editing}>
              {state.matches('saving') ? t.saving : t.save}
            </button>
            <button type="button" disabled={!editing} onClick={() => send({ type: 'draft.publish' })}>
              {t.publish}
            </button>
            {revision ? (
              <button type="button" disabled={!editing} onClick={() => send({ type: 'draft.delete' })}>
                {plan?.hasDraft ? t.deleteDraft : t.discard}
              </button>
            ) : null}
          </div>
        </form>
      ) : null}
      <div role="status" aria-live="polite">
        {statusText ? <p className="notice notice--success">{statusText}</p> : null}
      </div>
    </section>
  );
}
