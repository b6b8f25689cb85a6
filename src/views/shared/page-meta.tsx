import { useLanguage } from '@site/i18n/use-language';
import { useMessages } from '@site/i18n/use-messages';
import { type PageMetadataInput, resolvePageMetadata, structuredData } from '@site/lib/page-metadata';

/**
 * The page's head tags and JSON-LD; render exactly once per page, from the page itself. React 19
 * hoists <title>, <meta> and <link> into <head> wherever they are rendered (and removes them when
 * the page unmounts), so no head manager is needed: react-helmet-async did only this on React 19
 * and cost 5 KB of the first page's JavaScript.
 */
export function PageMeta(props: PageMetadataInput) {
  const meta = resolvePageMetadata(props, useLanguage(), useMessages());
  return (
    <>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      <meta name="keywords" content={meta.keywords} />
      <meta name="robots" content={meta.robots} />
      <meta name="language" content={meta.languageName} />
      <meta name="revisit-after" content="7 days" />
      <link rel="canonical" href={meta.canonicalUrl} />
      {props.noindex
        ? null
        : meta.alternates.map(({ language, url }) => (
            <link key={language} rel="alternate" hrefLang={language} href={url} />
          ))}
      {props.noindex ? null : <link rel="alternate" hrefLang="x-default" href={meta.alternates[0]?.url} />}
      <meta property="og:locale" content={meta.locale.replace('-', '_')} />
      <meta property="og:type" content={meta.ogType} />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={meta.canonicalUrl} />
      <meta property="og:image" content={meta.ogImage} />
      <meta name="twitter:card" content={meta.twitterCard} />
      <meta name="twitter:title" content={meta.title} />
      <meta name="twitter:description" content={meta.description} />
      <meta name="twitter:image" content={meta.ogImage} />
      {props.noindex ? null : (
        <script type="application/ld+json">{JSON.stringify(structuredData(meta))}</script>
      )}
    </>
  );
}
