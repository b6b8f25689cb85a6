import { blogSearchMachine, matchesQuery } from '@machines/blog-search.machine';
import { useContentMessages } from '@site/i18n/use-content-messages';
import { trackEvent, trackSearch } from '@site/lib/analytics';
import { useActorOptions } from '@site/lib/inspector';
import { routeMetadata } from '@site/lib/page-metadata';
import { useTypedBeforeHydration } from '@site/lib/typed-before-hydration';
import { useActor } from '@xstate/react';
import { useState } from 'react';
import { PageMeta } from '../shared/page-meta';
import { articlesByDate } from './blog-index';
import { ArticleList, BlogLayout } from './blog-parts';
import './blog.css';

const SEARCH_ID = 'blog-search';

/**
 * /blog (docs/requirements/marketing.md#blog): the search box filters the articles as the visitor
 * types.
 */
export function BlogListPage() {
  const content = useContentMessages();
  const m = content.blog;
  const [logic] = useState(() =>
    blogSearchMachine.provide({
      actions: {
        trackBlogView: () => trackEvent('blog_view', { category: 'Blog', label: 'Blog list' }),
        trackSearch: (_, { query }) => trackSearch(query),
      },
    }),
  );
  const [state, send] = useActor(logic, { ...useActorOptions(), input: {} });
  const { query } = state.context;
  useTypedBeforeHydration<string>(SEARCH_ID, 'string', (typed) =>
    send({ type: 'search.change', query: typed }),
  );
  const searching = query.trim() !== '';
  const results = articlesByDate.filter((article) => matchesQuery(article, query));

  return (
    <div className="page blog">
      <PageMeta {...routeMetadata.blog} {...content.meta.blog} />
      <header className="blog__header">
        <h1>{m.heading}</h1>
        <p className="page__lead">{m.lead}</p>
      </header>
      <BlogLayout>
        <div className="blog-search">
          <label htmlFor={SEARCH_ID}>{m.searchLabel}</label>
          <input
            id={SEARCH_ID}
            type="search"
            value={query}
            placeholder={m.searchPlaceholder}
            aria-describedby="blog-search-hint"
            aria-controls="blog-results"
            autoComplete="off"
            onChange={(event) => send({ type: 'search.change', query: event.target.value })}
          />
          <p id="blog-search-hint" className="field__hint">
            {m.searchHint}
          </p>
        </div>
        <section id="blog-results" className="blog-results" aria-labelledby="blog-results-heading">
          <h2 id="blog-results-heading" className="blog-results__heading">
            {m.allArticles}
          </h2>
          <p className="blog-results__status" role="status">
            {searching ? (results.length ? m.resultCount(results.length, query) : m.noResults(query)) : ''}
          </p>
          {results.length ? <ArticleList articles={results} level={3} /> : null}
        </section>
      </BlogLayout>
    </div>
  );
}
