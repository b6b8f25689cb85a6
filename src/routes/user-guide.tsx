import { createFileRoute } from '@tanstack/react-router';
import { optionalText } from '../lib/search-params';
import { UserGuidePage } from '../views/user-guide/user-guide-page';

export const Route = createFileRoute('/user-guide')({
  staticData: { messages: 'guide' },
  // /user-guide?module=…&feature=… opens on that feature
  // (docs/requirements/marketing.md#user-guide).
  validateSearch: (search: Record<string, unknown>): { module?: string; feature?: string } => {
    const module = optionalText(search.module);
    const feature = optionalText(search.feature);
    return { ...(module ? { module } : {}), ...(feature ? { feature } : {}) };
  },
  component: Page,
});

function Page() {
  const { module, feature } = Route.useSearch();
  return <UserGuidePage link={{ module, feature }} />;
}
