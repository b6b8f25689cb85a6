// The one-time token of a mailed link (docs/requirements/portal.md#getting-in): the portal's mails
// carry it in the fragment (`/accept-invitation#token=...`), which the browser never sends, so no
// request log, proxy or Referer holds it; the page sends it in a POST body. Links mailed before
// carried it in the query (`?token=`), still read so they keep working until they expire.
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { tokenSearch } from './search';

/** The link's token, read once when the page opens; null when the link has none. */
export function useLinkToken(): string | null {
  const router = useRouter();
  const [token] = useState(() => {
    const { hash, search } = router.state.location;
    const fromFragment = new URLSearchParams(hash.replace(/^#/, '')).get('token');
    return fromFragment || tokenSearch(search as Record<string, unknown>).token || null;
  });
  return token;
}
