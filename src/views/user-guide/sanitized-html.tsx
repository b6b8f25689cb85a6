// Guide descriptions are sanitized as HTML before display
// (docs/requirements/security.md#sanitized-html): DOMPurify with the html profile (no SVG or
// MathML, no scripts, no event handlers, no javascript: URLs). Imported only by the user guide, so
// DOMPurify loads with that route and never with /.
import DOMPurify from 'dompurify';
import { memo } from 'react';

let purifier = DOMPurify;

/**
 * The build-time prerender has no DOM, and DOMPurify needs one: src/entry-server.tsx hands it a
 * jsdom window, so the prerendered guide holds the same sanitized HTML the browser produces.
 */
export function sanitizeWithWindow(window: Parameters<typeof DOMPurify>[0]): void {
  purifier = DOMPurify(window);
}

export function sanitizeGuideHtml(html: string): string {
  return purifier.sanitize(html, { USE_PROFILES: { html: true } });
}

// The descriptions are fixed text: sanitize each once per visit, not on every mount.
const sanitized = new Map<string, string>();

function cleanHtml(html: string): string {
  let clean = sanitized.get(html);
  if (clean === undefined) {
    clean = sanitizeGuideHtml(html);
    sanitized.set(html, clean);
  }
  return clean;
}

export const SanitizedHtml = memo(function SanitizedHtml({
  html,
  className,
}: {
  html: string;
  className?: string;
}) {
  return (
    <div
      className={className}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML has just been through DOMPurify.
      dangerouslySetInnerHTML={{ __html: cleanHtml(html) }}
    />
  );
});
