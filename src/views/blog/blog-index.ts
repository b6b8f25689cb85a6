// Lookups over the blog's articles: by id, category and tag (addressed by lower-cased names in
// the URL), the 3 most recent (docs/requirements/marketing.md#blog), the topic cloud and related
// articles.
import { type BlogArticle, type BlogBlock, blogArticles } from '../../content/blog-articles';

/** A category's or tag's URL segment: lower-cased, spaces as hyphens ('NEP 2020' → 'nep-2020'). */
export function slugOf(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

export interface Topic {
  name: string;
  slug: string;
  count: number;
}

/** Newest first. */
export const articlesByDate: readonly BlogArticle[] = [...blogArticles].sort((a, b) =>
  b.date.localeCompare(a.date),
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
  // Most used first; ties in alphabetical order, so the order never depends on the data's order.
  return [...counts.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
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
// device's settings. The article's date is a calendar day, so it is read and printed in UTC and
// never shifts. One formatter per locale: building one costs a phone tens of milliseconds.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function formatArticleDate(isoDay: string, locale: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDay;
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dateFormats.set(locale, format);
  }
  return format.format(date);
}
