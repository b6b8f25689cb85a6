import { languages, pathInLanguage } from '@common/languages';
import { disallowedApiPrefix, disallowedPages, publicPaths } from '@common/public-paths';
import type { FastifyPluginAsync } from 'fastify';

// /sitemap.xml and /robots.txt (docs/requirements/marketing.md#page-metadata), outside the API
// prefix. Both are built from common/public-paths.ts and PUBLIC_URL (sitemaps need absolute URLs),
// so a deployment under any domain lists its own addresses.

export interface SiteFilesOptions {
  /** Origin without a trailing slash (config.publicUrl). */
  publicUrl: string;
  /** Paths beyond common/public-paths.ts (tests; later, content with many pages). */
  extraPaths?: () => readonly string[];
}

const CACHE = 'public, max-age=3600';

function escapeXml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/**
 * Every page in every language (docs/requirements/languages.md#addresses: /login and /hi/login),
 * English first; each entry names its versions in the other languages (hreflang, with English as
 * x-default), as the pages' own <link rel="alternate"> tags do.
 */
export function sitemapXml(publicUrl: string, paths: readonly string[]): string {
  const url = (path: string) => escapeXml(`${publicUrl}${encodeURI(path)}`);
  const urls = languages.flatMap((language) =>
    [...new Set(paths)].map((path) => {
      const alternates = [
        ...languages.map((other) => [other, pathInLanguage(path, other)] as const),
        ['x-default', path] as const,
      ].map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${url(href)}"/>`);
      return `  <url><loc>${url(pathInLanguage(path, language))}</loc>${alternates.join('')}</url>`;
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...disallowedPages.flatMap((path) =>
      languages.map((language) => `Disallow: ${pathInLanguage(path, language)}`),
    ),
    `Disallow: ${disallowedApiPrefix}`,
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const siteFiles: FastifyPluginAsync<SiteFilesOptions> = async (app, { publicUrl, extraPaths }) => {
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', CACHE)
      .send(sitemapXml(publicUrl, [...publicPaths, ...(extraPaths?.() ?? [])])),
  );
  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CACHE).send(robotsTxt(publicUrl)),
  );
};

export default siteFiles;
