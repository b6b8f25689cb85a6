// The user guide's HTML descriptions go through DOMPurify before display
// (docs/requirements/security.md#sanitized-html). This runs in jsdom: under happy-dom DOMPurify
// sanitizes nothing.

import { guide as english } from '@site/i18n/en/guide';
import { guide as hindi } from '@site/i18n/hi/guide';
import { SanitizedHtml, sanitizeGuideHtml } from '@site/views/user-guide/sanitized-html';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

const hostile =
  '<p>Open <strong>Onboard</strong>.<img src="x" onerror="window.__xss = 1"></p>' +
  '<script>window.__xss = 2</script>' +
  '<p><a href="javascript:window.__xss = 3">Download the template</a></p>' +
  '<svg><g onload="window.__xss = 4"></g></svg>' +
  '<p onclick="window.__xss = 5" style="color: red">Steps</p>' +
  '<iframe src="https://example.com"></iframe>';

describe('the guide description sanitizer', () => {
  it('runs in jsdom, where DOMPurify is effective', () => {
    expect(navigator.userAgent).toMatch(/jsdom/);
  });

  it('removes event handlers, scripts, javascript: links, SVG and frames, and keeps the text', () => {
    const { container } = render(<SanitizedHtml html={hostile} className="description" />);
    const root = container.querySelector('.description') as HTMLElement;
    expect(root.querySelector('script, svg, iframe')).toBeNull();
    const image = root.querySelector('img') as HTMLImageElement;
    expect(image.getAttribute('onerror')).toBeNull();
    const link = root.querySelector('a') as HTMLAnchorElement;
    expect(link.textContent).toBe('Download the template');
    expect(link.getAttribute('href')).toBeNull();
    for (const element of root.querySelectorAll('*'))
      for (const attribute of element.getAttributeNames()) expect(attribute).not.toMatch(/^on/);
    expect(root.innerHTML).not.toMatch(/javascript:|onerror|onclick|onload|<script/i);
    expect(root.textContent).toContain('Open Onboard.');
    expect(root.textContent).toContain('Steps');
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  });

  it('leaves every description of the guide as written, in both languages (they need no cleaning)', () => {
    for (const texts of [english, hindi])
      for (const module of Object.values(texts.modules))
        for (const section of Object.values(module.features) as Array<{ description: string }>)
          expect(sanitizeGuideHtml(section.description)).toBe(section.description);
  });
});
