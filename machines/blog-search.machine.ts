// Blog search (docs/requirements/marketing.md#blog, #analytics): the query filters the articles
// by title, excerpt or tag, case-insensitively, as the visitor types; a search event goes to
// analytics only after a 1 s pause and only for a query longer than 2 characters. Opening the
// blog reports a blog view.
import { and, assign, setup } from 'xstate';

/** marketing.md#blog: analytics only for a query longer than this many characters. */
export const MIN_TRACKED_QUERY = 2;

export interface SearchableArticle {
  title: string;
  excerpt: string;
  tags: readonly string[];
}

/**
 * marketing.md#blog: title, excerpt or tag contains the query, ignoring case; a blank query matches
 * all.
 */
export function matchesQuery(article: SearchableArticle, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return (
    article.title.toLowerCase().includes(needle) ||
    article.excerpt.toLowerCase().includes(needle) ||
    article.tags.some((tag) => tag.toLowerCase().includes(needle))
  );
}

export interface BlogSearchContext {
  query: string;
}

export type BlogSearchEvent = { type: 'search.change'; query: string };

const isTracked = (query: string) => query.trim().length > MIN_TRACKED_QUERY;

export const blogSearchMachine = setup({
  types: {
    context: {} as BlogSearchContext,
    events: {} as BlogSearchEvent,
    input: {} as { query?: string } | undefined,
  },
  actions: {
    trackBlogView: () => {},
    trackSearch: (_, _params: { query: string }) => {},
  },
  guards: {
    /** The box's text changed (the same text again, as a browser never reports, is no change). */
    isNewQuery: ({ context, event }) => event.query !== context.query,
    isTrackedQuery: ({ event }) => isTracked(event.query),
  },
  delays: {
    searchAnalytics: 1000,
  },
}).createMachine({
  id: 'blogSearch',
  context: ({ input }) => ({ query: input?.query ?? '' }),
  entry: 'trackBlogView',
  initial: 'idle',
  on: {
    // Every keystroke filters at once. A trackable query (re)starts the pause, so only the query
    // the visitor stopped at is reported; a short one cancels a pending report.
    'search.change': [
      {
        guard: and(['isNewQuery', 'isTrackedQuery']),
        target: '.waiting',
        actions: assign({ query: ({ event }) => event.query }),
      },
      { guard: 'isNewQuery', target: '.idle', actions: assign({ query: ({ event }) => event.query }) },
    ],
  },
  states: {
    idle: {},
    waiting: {
      after: {
        searchAnalytics: {
          target: 'idle',
          actions: { type: 'trackSearch', params: ({ context }) => ({ query: context.query.trim() }) },
        },
      },
    },
  },
});
