// A page the member's role does not allow says so instead of showing a page that would only fail
// (docs/requirements/portal.md#people-and-roles); the server refuses its calls anyway.

import type { Permission } from '@common/portal/permissions';
import { useText } from '@portal/i18n/language';
import { shellTexts } from '@portal/i18n/shell';
import { PortalLink } from '@portal/lib/navigation';
import { hasPermission, usePortalMember } from '@portal/lib/use-portal-member';
import type { ReactNode } from 'react';

export function NoAccess() {
  const t = useText(shellTexts);
  return (
    <section className="page page--narrow">
      <h1>{t.noAccess.title}</h1>
      <p>{t.noAccess.text}</p>
      <p>
        <PortalLink to="/">{t.noAccess.home}</PortalLink>
      </p>
    </section>
  );
}

/** The page, for a member holding `permission` (or any one of several). */
export function RequirePermission({
  permission,
  children,
}: {
  permission: Permission | readonly Permission[];
  children: ReactNode;
}) {
  const member = usePortalMember();
  const any = typeof permission === 'string' ? [permission] : permission;
  return any.some((one) => hasPermission(member, one)) ? children : <NoAccess />;
}
