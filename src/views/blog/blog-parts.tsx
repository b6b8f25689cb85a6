// The pieces every blog page shares: article cards, the sidebar (categories, recent posts and the
// popular-topics cloud), the tag list and the contact call to action
// (docs/requirements/marketing.md#blog).

import type { BlogArticle, BlogBlock } from '@site/content/blog-articles';
import { useContentMessages } from '@site/i18n/use-content-messages';
import { withElement } from '@site/i18n/with-element';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { categories, formatArticleDate, recentArticles, slugOf, type Topic, tags } from './blog-index';

export function ArticleDate({ date }: { date: string }) {
  return <time dateTime={date}>{formatArticleDate(date, useContentMessages().blog.months)}</time>;
}

/** A category's or tag's name in the page's language (its slug stays the English one). */
export function useTopicName(): (name: string) => string {
  const names = useContentMessages().blog.topicNames;
  return (name) => names[name] ?? name;
}

export function CategoryLink({ category }: { category: string }) {
  const topicName = useTopicName();
  return (
    <Link to="/blog/category/$category" params={{ category: slugOf(category) }} className="blog-category">
      {topicName(category)}
    </Link>
  );
}

export function TagList({ names, label }: { names: readonly string[]; label: string }) {
  const topicName = useTopicName();
  return (
    <ul className="blog-tags" aria-label={label}>
      {names.map((name) => (
        <li key={name}>
          <Link to="/blog/tag/$tag" params={{ tag: slugOf(name) }} className="blog-tag">
            {topicName(name)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function ArticleCard({
  article,
  level,
  first = false,
}: {
  article: BlogArticle;
  level: 2 | 3;
  /** The first card's image is the page's largest paint on a phone: fetch it at once, first. */
  first?: boolean;
}) {
  const m = useContentMessages().blog;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <article className="blog-card">
      <img
        className="blog-card__image"
        src={article.image}
        alt=""
        width="600"
        height="315"
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
      />
      <div className="blog-card__body">
        <p className="blog-card__meta">
          <CategoryLink category={article.category} /> <span aria-hidden="true">·</span>{' '}
          <ArticleDate date={article.date} />
        </p>
        <Heading className="blog-card__title">
          <Link to="/blog/$id" params={{ id: article.id }} lang="en">
            {article.title}
          </Link>
        </Heading>
        <p className="blog-card__excerpt" lang="en">
          {article.excerpt}
        </p>
        <p className="blog-card__byline">{withElement(m.byline, <span lang="en">{article.author}</span>)}</p>
        <TagList names={article.tags} label={m.tags} />
      </div>
    </article>
  );
}

export function ArticleList({ articles, level }: { articles: readonly BlogArticle[]; level: 2 | 3 }) {
  return (
    <ul className="blog-cards">
      {articles.map((article, index) => (
        <li key={article.id}>
          <ArticleCard article={article} level={level} first={index === 0} />
        </li>
      ))}
    </ul>
  );
}

/** The cloud weighs a topic by how many articles carry it. */
function weightOf(topic: Topic, most: number): number {
  return most <= 1 ? 1 : Math.min(3, 1 + Math.round(((topic.count - 1) / (most - 1)) * 2));
}

export function BlogSidebar() {
  const m = useContentMessages().blog;
  const topicName = useTopicName();
  const most = Math.max(...tags.map((tag) => tag.count));
  return (
    <aside className="blog-sidebar" aria-label={m.sidebarLabel}>
      <section className="blog-sidebar__box" aria-labelledby="blog-categories">
        <h2 id="blog-categories">{m.categories}</h2>
        <ul className="blog-sidebar__list">
          {categories.map((category) => (
            <li key={category.slug}>
              <Link to="/blog/category/$category" params={{ category: category.slug }}>
                {m.categoryCount(topicName(category.name), category.count)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="blog-sidebar__box" aria-labelledby="blog-recent">
        <h2 id="blog-recent">{m.recent}</h2>
        <ul className="blog-sidebar__list blog-sidebar__list--recent">
          {recentArticles.map((article) => (
            <li key={article.id}>
              <Link to="/blog/$id" params={{ id: article.id }} lang="en">
                {article.title}
              </Link>
              <ArticleDate date={article.date} />
            </li>
          ))}
        </ul>
      </section>
      <section className="blog-sidebar__box" aria-labelledby="blog-topics">
        <h2 id="blog-topics">{m.popularTopics}</h2>
        <ul className="tag-cloud">
          {tags.map((tag) => (
            <li key={tag.slug}>
              <Link
                to="/blog/tag/$tag"
                params={{ tag: tag.slug }}
                className={`tag-cloud__tag tag-cloud__tag--${weightOf(tag, most)}`}
              >
                {topicName(tag.name)}
                <span className="blog-visually-hidden">{`, ${m.articleCount(tag.count)}`}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}

/** The blog's contact call to action links to /contact (docs/requirements/marketing.md#blog). */
export function ContactCta() {
  const m = useContentMessages().blog.cta;
  return (
    <section className="blog-cta" aria-labelledby="blog-cta-heading">
      <h2 id="blog-cta-heading">{m.heading}</h2>
      <p>{m.body}</p>
      <Link to="/contact" className="button button--primary">
        {m.button}
      </Link>
    </section>
  );
}

export function ArticleBody({ blocks }: { blocks: readonly BlogBlock[] }) {
  return (
    <div className="blog-article__body" lang="en">
      {blocks.map((block, index): ReactNode => {
        const key = `${block.kind}-${index}`;
        if (block.kind === 'heading') return <h2 key={key}>{block.text}</h2>;
        if (block.kind === 'paragraph') return <p key={key}>{block.text}</p>;
        const List = block.ordered ? 'ol' : 'ul';
        return (
          <List key={key}>
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </List>
        );
      })}
    </div>
  );
}

/** The sidebar beside a page's main column, then the call to action below both. */
export function BlogLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <div className="blog-layout">
        <div className="blog-layout__main">{children}</div>
        <BlogSidebar />
      </div>
      <ContactCta />
    </>
  );
}
