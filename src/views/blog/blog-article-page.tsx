import type { BlogArticle } from '@site/content/blog-articles';
import { brand } from '@site/content/brand';
import { useContentMessages } from '@site/i18n/use-content-messages';
import { withElement } from '@site/i18n/with-element';
import { trackEvent } from '@site/lib/analytics';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { EnglishOnlyNote } from '../shared/english-only';
import { PageMeta } from '../shared/page-meta';
import { readingMinutes, relatedArticles } from './blog-index';
import { ArticleBody, ArticleDate, ArticleList, BlogLayout, CategoryLink, TagList } from './blog-parts';
import './blog.css';

/** /blog/{id}: the article with its author, date, category, tags and related articles. */
export function BlogArticlePage({ article }: { article: BlogArticle }) {
  const content = useContentMessages();
  const m = content.blog;
  const related = relatedArticles(article);
  // docs/requirements/marketing.md#analytics: blog views are reported, one per article opened.
  useEffect(() => {
    trackEvent('blog_view', { category: 'Blog', label: article.id });
  }, [article.id]);

  return (
    <div className="page blog">
      <PageMeta
        title={m.articleTitle(article.title)}
        description={article.excerpt}
        path={`/blog/${article.id}`}
        ogType="article"
        ogImage={`${brand.siteUrl}${article.image}`}
        extraKeywords={article.tags}
      />
      <BlogLayout>
        <article className="blog-article" aria-labelledby="blog-article-title">
          <p className="blog-article__back">
            <Link to="/blog">{m.backToBlog}</Link>
          </p>
          <header className="blog-article__header">
            <p className="blog-article__category">
              <span className="blog-visually-hidden">{m.category}: </span>
              <CategoryLink category={article.category} />
            </p>
            <h1 id="blog-article-title" lang="en">
              {article.title}
            </h1>
            <EnglishOnlyNote text={content.englishOnly.article} />
            <p className="blog-article__meta">
              <span className="blog-article__author">
                {withElement(m.byline, <span lang="en">{article.author}</span>)}
              </span>
              <span className="blog-article__role" lang="en">
                {article.authorRole}
              </span>
              <span>
                <span className="blog-visually-hidden">{m.published} </span>
                <ArticleDate date={article.date} />
              </span>
              <span>{m.readingTime(readingMinutes(article))}</span>
            </p>
            <img className="blog-article__image" src={article.image} alt="" width="1200" height="630" />
          </header>
          <ArticleBody blocks={article.body} />
          <footer className="blog-article__footer">
            <h2 className="blog-article__tags-heading">{m.tags}</h2>
            <TagList names={article.tags} label={m.tags} />
          </footer>
        </article>
        {related.length ? (
          <section className="blog-related" aria-labelledby="blog-related-heading">
            <h2 id="blog-related-heading">{m.related}</h2>
            <ArticleList articles={related} level={3} />
          </section>
        ) : null}
      </BlogLayout>
    </div>
  );
}
