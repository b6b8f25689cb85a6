import { useMessages } from '../../i18n/use-messages';
import type { PageMetadataInput } from '../../lib/page-metadata';
import { PageMeta } from '../shared/page-meta';

/** A titled page for a route whose content arrives with a later issue; routing and metadata are real. */
export function PlaceholderPage({
  heading,
  lead,
  meta,
}: {
  heading: string;
  lead: string;
  meta: PageMetadataInput;
}) {
  const m = useMessages().pages;
  return (
    <section className="page">
      <PageMeta {...meta} />
      <h1>{heading}</h1>
      <p className="page__lead">{lead}</p>
      <p>{m.comingSoon}</p>
    </section>
  );
}
