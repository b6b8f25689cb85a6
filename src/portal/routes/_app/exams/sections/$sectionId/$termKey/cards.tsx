import type { Language } from '@common/languages';
import { examsText } from '@portal/i18n/exams';
import { useText } from '@portal/i18n/language';
import { PortalLink } from '@portal/lib/navigation';
import { ReportCardsPage } from '@portal/views/exams/report-cards-page';
import { RequirePermission } from '@portal/views/shell/require-permission';
import { createFileRoute } from '@tanstack/react-router';

/** `lang`: one language for every card; `student`: one student's card. */
interface CardsSearch {
  lang?: Language;
  student?: string;
}

export const Route = createFileRoute('/_app/exams/sections/$sectionId/$termKey/cards')({
  validateSearch: (search: Record<string, unknown>): CardsSearch => ({
    ...(search.lang === 'en' || search.lang === 'hi' ? { lang: search.lang } : {}),
    ...(typeof search.student === 'string' && /^[0-9a-f-]{36}$/.test(search.student)
      ? { student: search.student }
      : {}),
  }),
  component: function ReportCardsRoute() {
    const { sectionId, termKey } = Route.useParams();
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    const t = useText(examsText);
    return (
      <RequirePermission permission="exams.view">
        <ReportCardsPage
          sectionId={sectionId}
          termKey={termKey}
          language={search.lang ?? null}
          studentId={search.student ?? null}
          onLanguage={(lang) =>
            void navigate({ search: { ...search, lang: lang ?? undefined }, replace: true })
          }
          back={
            <p>
              <PortalLink
                to="/exams/sections/$sectionId/$termKey"
                params={{ sectionId, termKey }}
                className="mgmt-link"
              >
                {t.resultsHeading}
              </PortalLink>
            </p>
          }
        />
      </RequirePermission>
    );
  },
});
