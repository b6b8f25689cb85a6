// The fee counter's first screen (machines/portal/fee-counter.machine.ts): one search box, focused
// on arrival, searched as the clerk types; the students found as big rows (name, admission number,
// section, guardian's phone, what is due now), one tap each. One match opens that student at once.

import { formatRupees } from '@common/fees/money';
import { schoolToday } from '@common/school-clock';
import { feeCounterMachine } from '@machines/portal/fee-counter.machine';
import { feesCounterActors } from '@portal/api/fees-counter-actors';
import { feesCounterText } from '@portal/i18n/fees-counter';
import { usePortalLanguage, useText } from '@portal/i18n/language';
import { usePortalNavigate } from '@portal/lib/navigation';
import { useScreenMachine } from '@site/lib/screen-machine';
import { useEffect, useRef } from 'react';
import { Failure, useNoticeText, Waiting } from '../shared/management-kit';
import '../management.css';
import './fee-counter.css';

/** `canSearch`: the search is the server's for fees.collect; a member who may only look is told so. */
export function CounterPage({ canSearch }: { canSearch: boolean }) {
  const t = useText(feesCounterText);
  const { language } = usePortalLanguage();
  const noticeText = useNoticeText();
  const navigate = usePortalNavigate();
  const [state, send] = useScreenMachine(
    feeCounterMachine,
    {
      actors: feesCounterActors,
      actions: {
        showStudent: (_: unknown, { studentId }: { studentId: string }) =>
          void navigate('/fees/students/$studentId', { params: { studentId } }),
      },
    },
    { studentId: null, today: schoolToday(new Date()) },
  );
  const box = useRef<HTMLInputElement>(null);
  // The clerk types as the page opens: the box has the focus (a ref, not autoFocus, which lint
  // refuses for pages in general; here typing is the page's one task).
  useEffect(() => box.current?.focus(), []);
  const { query, matches, notice } = state.context;
  const busy = state.matches({ search: 'waiting' }) || state.matches({ search: 'searching' });
  if (!canSearch)
    return (
      <section className="mgmt-page">
        <h1>{t.heading}</h1>
        <p>{t.search.needsCollect}</p>
      </section>
    );
  return (
    <section className="mgmt-page">
      <h1>{t.heading}</h1>
      <div className="mgmt-field">
        <label htmlFor="fee-search">{t.search.label}</label>
        <input
          ref={box}
          id="fee-search"
          type="search"
          value={query}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          aria-describedby="fee-search-hint"
          onChange={(event) => send({ type: 'search.type', query: event.target.value })}
        />
        <p id="fee-search-hint" className="mgmt-muted">
          {t.lead} {t.search.hint}
        </p>
      </div>
      <p className="mgmt-muted">{t.onlineOnly}</p>
      {busy ? <Waiting>{t.search.searching}</Waiting> : null}
      {state.matches({ search: 'failed' }) ? (
        <div className="mgmt-list-failed">
          <Failure>{noticeText(notice, t.notices)}</Failure>
          <button type="button" onClick={() => send({ type: 'search.retry' })}>
            {t.tryAgain}
          </button>
        </div>
      ) : null}
      {matches && !state.matches({ search: 'failed' }) ? (
        matches.length === 0 ? (
          // Said for the query searched, not for one still being typed.
          state.matches({ search: 'results' }) ? (
            <p role="status">{t.search.none(query.trim())}</p>
          ) : null
        ) : (
          <ul className="fee-matches" aria-label={t.search.results} aria-busy={busy}>
            {matches.map((one) => (
              <li key={one.id}>
                <button
                  type="button"
                  className="fee-match"
                  onClick={() => send({ type: 'search.pick', studentId: one.id })}
                >
                  <span className="fee-match__name">{one.name}</span>
                  <span className="fee-match__due">
                    {t.search.dueNow(formatRupees(one.dueNowPaise, language))}
                  </span>
                  <span className="fee-match__facts">
                    <span>{t.search.admission(one.admissionNumber)}</span>
                    {one.sectionName ? <span>{one.sectionName}</span> : null}
                    {one.guardianPhone ? <span>{t.search.phone(one.guardianPhone)}</span> : null}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </section>
  );
}
