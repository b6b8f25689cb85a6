// Lookups over the blog's articles: by id, category and tag (addressed by lower-cased names in
// the URL), the 3 most recent (docs/requirements/marketing.md#blog), the topic cloud and related
// articles.
import { type BlogArticle, type BlogBlock, blogArticles } from '@site/content/blog-articles';

/** A category's or tag's URL segment: lower-cased, spaces as hyphens ('NEP 2020' → 'nep-2020'). */
export function slugOf(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

export interface Topic {
  name: string;
  slug: string;
  count: number;
}

// No localeCompare and no Intl here: this module runs on every blog page's first render, and the
// first collator and date formatter a page builds cost ICU's set-up (16 ms of this host's start on
// /blog, about 0.2 s on the low-end phone), between the first paint and the page answering a tap.

/** Sorts plain strings by their UTF-16 code units (ISO days, ASCII names). */
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Newest first: ISO days (YYYY-MM-DD) sort as plain strings. */
export const articlesByDate: readonly BlogArticle[] = [...blogArticles].sort((a, b) =>
  byCodeUnits(b.date, a.date),
);

/** 3 shown as recent (docs/requirements/marketing.md#blog). */
export const RECENT_COUNT = 3;
export const recentArticles: readonly BlogArticle[] = articlesByDate.slice(0, RECENT_COUNT);

function topicsOf(names: (article: BlogArticle) => readonly string[]): Topic[] {
  const counts = new Map<string, Topic>();
  for (const article of blogArticles) {
    for (const name of names(article)) {
      const slug = slugOf(name);
      const topic = counts.get(slug) ?? { name, slug, count: 0 };
      topic.count += 1;
      counts.set(slug, topic);
    }
  }
  // Most used first; ties in alphabetical order (case aside), so the order never depends on the
  // data's order.
  return [...counts.values()].sort(
    (a, b) => b.count - a.count || byCodeUnits(a.name.toLowerCase(), b.name.toLowerCase()),
  );
}

export const categories: readonly Topic[] = topicsOf((article) => [article.category]);
export const tags: readonly Topic[] = topicsOf((article) => article.tags);

export function findArticle(id: string): BlogArticle | undefined {
  return blogArticles.find((article) => article.id === id);
}

export interface Listing {
  topic: Topic;
  articles: readonly BlogArticle[];
}

export function findCategory(slug: string): Listing | undefined {
  const topic = categories.find((category) => category.slug === slug);
  if (!topic) return undefined;
  return { topic, articles: articlesByDate.filter((article) => slugOf(article.category) === slug) };
}

export function findTag(slug: string): Listing | undefined {
  const topic = tags.find((tag) => tag.slug === slug);
  if (!topic) return undefined;
  return {
    topic,
    articles: articlesByDate.filter((article) => article.tags.some((t) => slugOf(t) === slug)),
  };
}

/** Up to 3 other articles, those sharing the most tags (and the category) first, newest among equals. */
export function relatedArticles(article: BlogArticle, limit = 3): BlogArticle[] {
  const own = new Set(article.tags.map(slugOf));
  const score = (other: BlogArticle) =>
    other.tags.filter((tag) => own.has(slugOf(tag))).length + (other.category === article.category ? 1 : 0);
  return articlesByDate
    .filter((other) => other.id !== article.id && score(other) > 0)
    .sort((a, b) => score(b) - score(a))
    .slice(0, limit);
}

function wordsOf(block: BlogBlock): number {
  const text = block.kind === 'list' ? block.items.join(' ') : block.text;
  return text.split(/\s+/).filter(Boolean).length;
}

/** At about 200 words a minute, rounded up. */
export function readingMinutes(article: BlogArticle): number {
  const words = article.body.reduce((sum, block) => sum + wordsOf(block), 0);
  return Math.max(1, Math.ceil(words / 200));
}

// Dates as Indian readers write them ('28 October 2026', '28 अक्टूबर 2026'), whatever the
// device's settings, with the catalogue's month names. The article's date is a calendar day: it is
// read as written and never shifts with a time zone. Not Intl.DateTimeFormat: besides its cost
// (above), a phone whose ICU data names a month differently from the build's (अक्टूबर, अक्तूबर)
// would print a date the prerendered page does not have, and React would throw the hydrated page
// away and render it again.
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function formatArticleDate(isoDay: string, months: readonly string[]): string {
  const [, year, month, day] = ISO_DAY.exec(isoDay) ?? [];
  const name = months[Number(month) - 1];
  if (!name || Number(day) < 1 || Number(day) > 31) return isoDay;
  return `${Number(day)} ${name} ${year}`;
}
