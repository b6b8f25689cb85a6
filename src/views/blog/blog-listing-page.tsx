import { useContentMessages } from '@site/i18n/use-content-messages';
import { trackEvent } from '@site/lib/analytics';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { PageMeta } from '../shared/page-meta';
import type { Listing } from './blog-index';
import { ArticleList, BlogLayout, useTopicName } from './blog-parts';
import './blog.css';

/** /blog/category/{category} and /blog/tag/{tag}: the articles of one category or tag, newest first. */
export function BlogListingPage({ kind, listing }: { kind: 'category' | 'tag'; listing: Listing }) {
  const m = useContentMessages().blog;
  const { topic, articles } = listing;
  const name = useTopicName()(topic.name);
  const meta = kind === 'category' ? m.categoryMeta(name) : m.tagMeta(name);
  useEffect(() => {
    trackEvent('blog_view', { category: 'Blog', label: `${kind}:${topic.slug}` });
  }, [kind, topic.slug]);

  return (
    <div className="page blog">
      <PageMeta
        title={meta.title}
        description={meta.description}
        path={`/blog/${kind}/${topic.slug}`}
        extraKeywords={[topic.name]}
      />
      <header className="blog__header">
        <p className="blog-article__back">
          <Link to="/blog">{m.backToBlog}</Link>
        </p>
        <h1>{kind === 'category' ? m.categoryHeading(name) : m.tagHeading(name)}</h1>
        <p className="page__lead">
          {kind === 'category' ? m.categoryLead(name, topic.count) : m.tagLead(name, topic.count)}
        </p>
      </header>
      <BlogLayout>
        <ArticleList articles={articles} level={2} />
      </BlogLayout>
    </div>
  );
}
