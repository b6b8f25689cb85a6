import { Helmet } from 'react-helmet-async';
import { type PageMetadataInput, resolvePageMetadata, structuredData } from '../../lib/page-metadata';

/** The page's head tags and JSON-LD; render exactly once per page, from the page itself. */
export function PageMeta(props: PageMetadataInput) {
  const meta = resolvePageMetadata(props);
  return (
    <>
      <Helmet>
        <title>{meta.title}</title>
        <meta name="description" content={meta.description} />
        <meta name="keywords" content={meta.keywords} />
        <meta name="robots" content={meta.robots} />
        <meta name="language" content="English" />
        <meta name="revisit-after" content="7 days" />
        <link rel="canonical" href={meta.canonicalUrl} />
        <meta property="og:type" content={meta.ogType} />
        <meta property="og:title" content={meta.title} />
        <meta property="og:description" content={meta.description} />
        <meta property="og:url" content={meta.canonicalUrl} />
        <meta property="og:image" content={meta.ogImage} />
        <meta name="twitter:card" content={meta.twitterCard} />
        <meta name="twitter:title" content={meta.title} />
        <meta name="twitter:description" content={meta.description} />
        <meta name="twitter:image" content={meta.ogImage} />
      </Helmet>
      {props.noindex ? null : (
        <script type="application/ld+json">{JSON.stringify(structuredData(meta))}</script>
      )}
    </>
  );
}
