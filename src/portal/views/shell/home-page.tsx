// Home: the school, a greeting, the set-up guide while the school is not set up yet (for those
// who set it up) and the sections the member's role opens.

import { useText } from '@portal/i18n/language';
import { shellTexts } from '@portal/i18n/shell';
import { PortalLink } from '@portal/lib/navigation';
import { hasPermission, usePortalMember } from '@portal/lib/use-portal-member';
import { lazy, Suspense } from 'react';
import { canOpen, SECTIONS } from './sections';

// Its own chunk: the home is on the portal's first screen, within its size budget.
const DailySummary = lazy(() => import('../attendance/daily-summary'));
const SetupGuide = lazy(() => import('./setup-guide'));
const ReachSummary = lazy(() => import('./reach-summary'));

export function HomePage() {
  const t = useText(shellTexts);
  const member = usePortalMember();
  const allowed = SECTIONS.filter((section) => canOpen(member, section));
  return (
    <section className="page">
      <p className="page__eyebrow">{member?.tenant.name}</p>
      <h1>{t.home.greeting(member?.name ?? '')}</h1>
      <p className="page__lead">{allowed.length ? t.home.lead : t.home.nothing}</p>
      {hasPermission(member, 'academics.create') ? (
        <Suspense fallback={null}>
          <SetupGuide />
        </Suspense>
      ) : null}
      {allowed.length ? (
        <nav aria-label={t.home.sections}>
          <ul className="cards">
            {allowed.map((section) => (
              <li key={section.key}>
                <PortalLink to={section.to} className="card">
                  {t.nav[section.key]}
                </PortalLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {hasPermission(member, 'students.view') ? (
        <Suspense fallback={null}>
          <ReachSummary />
        </Suspense>
      ) : null}
      {hasPermission(member, 'attendance.view') ? (
        <Suspense fallback={null}>
          <DailySummary />
        </Suspense>
      ) : null}
    </section>
  );
}
