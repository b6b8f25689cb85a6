// A signed-in guardian's home (docs/requirements/guardians.md#per-child): their children in this
// school, read afresh (a child the school has unlinked since is gone), each opening its own page.
import type { GuardianHome } from '@common/api/portal/guardian';
import { guardianActors } from '@portal/api/guardian-actors';
import { guardianText } from '@portal/i18n/guardian';
import { useText } from '@portal/i18n/language';
import { PortalLink } from '@portal/lib/navigation';
import { ResourceListFrame, useResourceList } from '../shared/resource-list-view';
import '../management.css';

export function GuardianHomePage() {
  const t = useText(guardianText);
  const list = useResourceList(guardianActors, { load: 'loadGuardianHome' });
  const home = list.data as GuardianHome | null;
  return (
    <>
      <h1>{home ? t.hello(home.guardian.name) : t.childrenHeading}</h1>
      <ResourceListFrame<GuardianHome> list={list} label={t.childrenHeading} refresh={false}>
        {(data) => (
          <section aria-labelledby="guardian-children">
            <h2 id="guardian-children">{t.childrenHeading}</h2>
            {data.children.length === 0 ? (
              <p>{t.noChildren}</p>
            ) : (
              <ul className="guardian__children">
                {data.children.map((child) => (
                  <li key={child.id}>
                    <PortalLink
                      className="guardian__child"
                      to="/guardian/children/$studentId"
                      params={{ studentId: child.id }}
                    >
                      <strong data-user-text>{child.name}</strong>
                      <span data-user-text>{child.groups.join(', ')}</span>
                    </PortalLink>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
      </ResourceListFrame>
    </>
  );
}
