// What the school holds about a child, and the guardian's own consent to each use
// (docs/requirements/guardians.md#consent): the record itemised as the school keeps it, in the
// guardian's language, then a switch per purpose saying who gave the consent in force and since
// when (machines/portal/guardian-consent.machine.ts decides; one change is saved at a time).
import { CONSENT_PURPOSES } from '@common/api/portal/consent';
import type { ChildConsent } from '@common/api/portal/guardian';
import { guardianConsentMachine } from '@machines/portal/guardian-consent.machine';
import { guardianActors } from '@portal/api/guardian-actors';
import { useDateText } from '@portal/i18n/dates';
import { guardianText } from '@portal/i18n/guardian';
import { useText } from '@portal/i18n/language';
import { PortalLink } from '@portal/lib/navigation';
import { useScreenMachine } from '@site/lib/screen-machine';
import { Failure, useNoticeText, Waiting } from '../shared/management-kit';
import '../management.css';

function Record(props: { consent: ChildConsent }) {
  const t = useText(guardianText);
  const date = useDateText();
  const { record, child } = props.consent;
  const rows: [string, string][] = [
    [t.fields.name, record.name],
    [t.fields.admissionNumber, record.admissionNumber],
    [t.fields.dateOfBirth, record.dateOfBirth ? date(record.dateOfBirth) : t.notRecorded],
    [
      t.fields.gender,
      record.gender && record.gender in t.genders
        ? t.genders[record.gender as keyof typeof t.genders]
        : t.notRecorded,
    ],
    [t.fields.address, record.address || t.notRecorded],
    [t.fields.groups, child.groups.join(', ') || t.notRecorded],
  ];
  return (
    <section aria-labelledby="consent-record">
      <h2 id="consent-record">{t.recordHeading}</h2>
      <dl className="guardian-record">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd data-user-text>{value}</dd>
          </div>
        ))}
        <div>
          <dt>{t.fields.guardians}</dt>
          <dd>
            <ul>
              {record.guardians.map((guardian) => (
                <li key={`${guardian.name}/${guardian.phone}`} data-user-text>
                  {[guardian.name, guardian.phone, guardian.email].filter(Boolean).join(', ')}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
      <p>{t.alsoHeld}</p>
    </section>
  );
}

export function GuardianConsentPage(props: { studentId: string }) {
  const t = useText(guardianText);
  const date = useDateText();
  const noticeText = useNoticeText();
  const [state, send] = useScreenMachine(
    guardianConsentMachine,
    { actors: guardianActors },
    {
      studentId: props.studentId,
    },
  );
  const { consent, change, notice } = state.context;
  const changing = state.matches({ ready: 'changing' });
  return (
    <>
      <p>
        <PortalLink
          to="/guardian/children/$studentId"
          params={{ studentId: props.studentId }}
          className="mgmt-link"
        >
          {consent?.child.name ?? t.back}
        </PortalLink>
      </p>
      <h1 data-user-text>{consent ? t.consentHeading(consent.child.name) : t.consentLink}</h1>
      {state.matches('loading') ? <Waiting>{t.loading}</Waiting> : null}
      {state.matches('failed') ? (
        <div className="mgmt-list-failed">
          <Failure>{noticeText(notice, { loadFailed: t.consentLoadFailed })}</Failure>
          <button type="button" onClick={() => send({ type: 'consent.retry' })}>
            {t.retry}
          </button>
        </div>
      ) : null}
      {consent && state.matches('ready') ? (
        <>
          <p>{t.consentLead}</p>
          <Record consent={consent} />
          <section aria-labelledby="consent-purposes" aria-busy={changing}>
            <h2 id="consent-purposes">{t.purposesHeading}</h2>
            <p className="mgmt-muted">{t.purposesLead}</p>
            {notice ? <Failure>{noticeText(notice, { changeFailed: t.consentChangeFailed })}</Failure> : null}
            <ul className="guardian-consent">
              {CONSENT_PURPOSES.map((purpose) => {
                const state_ = consent.purposes.find((one) => one.purpose === purpose);
                const given = state_?.given ?? false;
                const status = given
                  ? state_?.by === 'guardian'
                    ? t.givenByYou(date(state_.since ?? ''))
                    : t.givenBySchool(date(state_?.since ?? ''))
                  : t.notGiven;
                const thisOne = change?.purpose === purpose;
                return (
                  <li key={purpose}>
                    <label className="guardian-consent__switch">
                      <input
                        type="checkbox"
                        role="switch"
                        checked={given}
                        aria-checked={given}
                        disabled={changing}
                        aria-describedby={`consent-${purpose}`}
                        onChange={(event) =>
                          send({ type: 'consent.toggle', purpose, given: event.target.checked })
                        }
                      />
                      <strong>{t.purposes[purpose].name}</strong>
                    </label>
                    <p id={`consent-${purpose}`} className="guardian-consent__about">
                      {t.purposes[purpose].about} <span className="guardian-consent__status">{status}</span>
                    </p>
                    <p role="status" className="guardian-consent__said">
                      {thisOne && changing
                        ? t.saving
                        : thisOne && state.matches({ ready: 'saved' })
                          ? t.saved
                          : ''}
                    </p>
                  </li>
                );
              })}
            </ul>
          </section>
        </>
      ) : null}
    </>
  );
}
