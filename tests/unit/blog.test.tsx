// The blog's content and pages (docs/requirements/marketing.md#blog): six complete
// articles, search over title, excerpt and tag, the category, tag and article pages, the
// Page Not Found page for unknown ones, and /contact leading to the home page's contact section.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { blogPaths } from '@common/blog-paths';
import { matchesQuery } from '@machines/blog-search.machine';
import { type BlogArticle, blogArticles } from '@site/content/blog-articles';
import { content } from '@site/i18n/en/content';
import { content as hindiContent } from '@site/i18n/hi/content';
import {
  articlesByDate,
  categories,
  findCategory,
  findTag,
  formatArticleDate,
  recentArticles,
  relatedArticles,
  slugOf,
  tags,
} from '@site/views/blog/blog-index';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../machines/support/render-app';

function article(id: string): BlogArticle {
  const found = blogArticles.find((a) => a.id === id);
  if (!found) throw new Error(`No article ${id}`);
  return found;
}

describe('blog content', () => {
  it('has 6 complete articles with unique ids and an illustration on disk', () => {
    expect(blogArticles).toHaveLength(6);
    expect(new Set(blogArticles.map((a) => a.id)).size).toBe(6);
    for (const a of blogArticles) {
      for (const field of [a.id, a.title, a.excerpt, a.author, a.date, a.category, a.image])
        expect(field.trim()).not.toBe('');
      expect(a.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(a.tags.length).toBeGreaterThan(0);
      expect(existsSync(join('public', a.image))).toBe(true);
      const words = a.body.map((b) => (b.kind === 'list' ? b.items.join(' ') : b.text)).join(' ');
      expect(words.split(/\s+/).length).toBeGreaterThan(400);
      expect(words).not.toMatch(/lorem|ipsum|TODO|placeholder/i);
    }
  });

  it('searches title, excerpt and tag, ignoring case and surrounding spaces', () => {
    const fees = article('fee-collection-upi');
    expect(matchesQuery(fees, 'QUEUE')).toBe(true); // title
    expect(matchesQuery(fees, 'late night at the office')).toBe(true); // excerpt
    expect(matchesQuery(fees, '  upi ')).toBe(true);
    const privacy = article('student-data-dpdp-act');
    expect(matchesQuery(privacy, 'data privacy')).toBe(true); // tag only
    expect(privacy.title.toLowerCase()).not.toContain('data privacy');
    expect(privacy.excerpt.toLowerCase()).not.toContain('data privacy');
    // The body is not searched.
    expect(matchesQuery(fees, 'merchant QR code')).toBe(false);
    expect(matchesQuery(fees, '')).toBe(true);
  });

  it('lists categories and tags by how many articles carry them, addressed in lower case', () => {
    expect(categories.map((c) => `${c.name}:${c.count}:${c.slug}`)).toEqual([
      'Policy:2:policy',
      'Administration:1:administration',
      'Coaching:1:coaching',
      'Teaching:1:teaching',
      'Technology:1:technology',
    ]);
    expect(tags[0]).toEqual({ name: 'Parents', slug: 'parents', count: 3 });
    expect(slugOf('NEP 2020')).toBe('nep-2020');
    expect(findTag('nep-2020')?.articles.map((a) => a.id)).toEqual(['nep-2020-assessment']);
    expect(findCategory('policy')?.articles.map((a) => a.id)).toEqual([
      'nep-2020-assessment',
      'student-data-dpdp-act',
    ]);
    expect(findCategory('Policy')).toBeUndefined();
    expect(findTag('cricket')).toBeUndefined();
  });

  it('shows the 3 newest as recent and relates articles by shared tags and category', () => {
    expect(recentArticles.map((a) => a.id)).toEqual([
      'digital-attendance',
      'fee-collection-upi',
      'nep-2020-assessment',
    ]);
    expect(relatedArticles(article('student-data-dpdp-act')).map((a) => a.id)).toEqual([
      'digital-attendance',
      'fee-collection-upi',
      'nep-2020-assessment',
    ]);
    expect(relatedArticles(article('coaching-batch-management'))).toEqual([]);
  });

  it('lists every article, category and tag page for the sitemap (common/blog-paths.ts)', () => {
    expect(blogPaths).toEqual([
      ...articlesByDate.map((a) => `/blog/${a.id}`),
      ...categories.map((c) => `/blog/category/${c.slug}`),
      ...tags.map((t) => `/blog/tag/${t.slug}`),
    ]);
  });

  it('formats dates the Indian way, in English and Hindi, whatever the time zone', () => {
    expect(formatArticleDate('2026-10-28', content.blog.months)).toBe('28 October 2026');
    expect(formatArticleDate('2026-06-01', content.blog.months)).toBe('1 June 2026');
    expect(formatArticleDate('2026-10-28', hindiContent.blog.months)).toBe('28 अक्टूबर 2026');
    expect(formatArticleDate('2026-06-01', hindiContent.blog.months)).toBe('1 जून 2026');
    expect(formatArticleDate('2026-13-01', content.blog.months)).toBe('2026-13-01');
    expect(formatArticleDate('1 June 2026', content.blog.months)).toBe('1 June 2026');
  });

  it('prints every date of every month as Intl does with the catalogue locale, without building a formatter', () => {
    for (const catalogue of [content, hindiContent]) {
      const locale = catalogue === content ? 'en-IN' : 'hi-IN';
      const intl = new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      const days = [
        ...blogArticles.map((a) => a.date),
        ...catalogue.blog.months.map((_, m) => `2026-${String(m + 1).padStart(2, '0')}-09`),
      ];
      for (const day of days) {
        expect(formatArticleDate(day, catalogue.blog.months)).toBe(intl.format(new Date(`${day}T00:00:00Z`)));
      }
    }
  });

  it('orders topics as the locale-aware comparison did: most used first, then by name', () => {
    for (const topics of [categories, tags]) {
      const expected = [...topics].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'en'));
      expect(topics.map((t) => t.name)).toEqual(expected.map((t) => t.name));
    }
  });
});

describe('blog pages', () => {
  afterEach(() => {
    delete (globalThis as { gtag?: unknown }).gtag;
  });

  it('shows an article with its author, date, category, tags and related articles, and reports the view', async () => {
    const gtag = vi.fn();
    (globalThis as { gtag?: unknown }).gtag = gtag;
    await renderApp({ path: '/blog/student-data-dpdp-act' });
    const title = 'Student Data and the DPDP Act 2023: A Checklist for School Owners';
    const article = (await screen.findByText(title, { selector: 'h1' })).closest('article') as HTMLElement;
    expect(article.querySelector('.blog-article__author')?.textContent).toBe('By Meera Iyer');
    expect(within(article).getByText('18 June 2026')).toHaveAttribute('datetime', '2026-06-18');
    expect(within(article).getByText('Policy', { selector: 'a' })).toHaveAttribute(
      'href',
      '/blog/category/policy',
    );
    const tagList = within(article).getByLabelText('Tags');
    expect(within(tagList).getByText('DPDP Act')).toHaveAttribute('href', '/blog/tag/dpdp-act');
    expect(
      within(article).getByText('Children’s data needs extra care', { selector: 'h2' }),
    ).toBeInTheDocument();
    const related = screen.getByText('Related articles').closest('section') as HTMLElement;
    expect([...related.querySelectorAll('h3')].map((h) => h.textContent)).toHaveLength(3);
    await waitFor(() => expect(document.title).toBe(`${title} | Shala`));
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      /\/blog\/student-data-dpdp-act$/,
    );
    expect(gtag).toHaveBeenCalledWith('event', 'blog_view', {
      event_category: 'Blog',
      event_label: 'student-data-dpdp-act',
      value: undefined,
    });
  });

  it('lists a category and a tag, newest first', async () => {
    await renderApp({ path: '/blog/category/policy' });
    expect(await screen.findByText('Category: Policy', { selector: 'h1' })).toBeInTheDocument();
    expect([...document.querySelectorAll('main .blog-layout__main h2')].map((h) => h.textContent)).toEqual([
      'NEP 2020 in Practice: Competency-Based Assessment and Holistic Report Cards',
      'Student Data and the DPDP Act 2023: A Checklist for School Owners',
    ]);
    await waitFor(() => expect(document.title).toBe('Policy articles | Shala'));
  });

  it('lists the articles of a tag', async () => {
    await renderApp({ path: '/blog/tag/parents' });
    expect(await screen.findByText('Articles tagged “Parents”', { selector: 'h1' })).toBeInTheDocument();
    expect(screen.getByText('3 articles about Parents.')).toBeInTheDocument();
    expect(document.querySelectorAll('main .blog-layout__main h2')).toHaveLength(3);
  });

  for (const path of [
    '/blog/no-such-article',
    '/blog/category/cricket',
    '/blog/tag/cricket',
    '/blog/tag/PARENTS',
  ]) {
    it(`shows Page Not Found for ${path}`, async () => {
      await renderApp({ path });
      expect(await screen.findByText('Page Not Found', { selector: 'h1' })).toBeInTheDocument();
      expect(screen.getByText('Read the blog')).toHaveAttribute('href', '/blog');
      await waitFor(() =>
        expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
          'content',
          'noindex, nofollow',
        ),
      );
    });
  }

  it('has the sidebar and the contact call to action on /blog', async () => {
    await renderApp({ path: '/blog' });
    const sidebar = await screen.findByLabelText('Browse the blog');
    expect(within(sidebar).getByText('Policy (2)')).toHaveAttribute('href', '/blog/category/policy');
    const recent = within(sidebar).getByText('Recent posts').closest('section') as HTMLElement;
    expect(recent.querySelectorAll('li')).toHaveLength(3);
    const topics = within(sidebar).getByText('Popular topics').closest('section') as HTMLElement;
    expect(within(topics).getByText('Parents').closest('a')).toHaveAttribute('href', '/blog/tag/parents');
    expect(within(topics).getByText('Parents').closest('a')).toHaveTextContent('Parents, 3 articles');
    expect(screen.getByText('Contact us')).toHaveAttribute('href', '/contact');
  });

  it('sends /contact to the home page, scrolled to its contact section', async () => {
    const { router } = await renderApp({ path: '/contact' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.state.scrollTo).toBe('contact');
    await waitFor(() => {
      const scrolled = vi.mocked(Element.prototype.scrollIntoView).mock.contexts.at(-1) as
        | Element
        | undefined;
      expect(scrolled?.id).toBe('contact');
    });
  });
});
