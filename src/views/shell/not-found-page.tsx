import { useMessages } from '@site/i18n/use-messages';
import { Link } from '@tanstack/react-router';
import { PageMeta } from '../shared/page-meta';

/** docs/requirements/marketing.md#not-found: 'Page Not Found' with links to / and /blog. */
export function NotFoundPage({ title, path }: { title?: string; path?: string }) {
  const m = useMessages().notFound;
  return (
    <section className="page page--centered">
      <PageMeta title={title ?? m.title} path={path ?? '/404'} noindex />
      <h1>{m.title}</h1>
      <p>{m.body}</p>
      <p className="page__actions">
        <Link to="/" className="button button--primary">
          {m.home}
        </Link>
        <Link to="/blog" className="button button--secondary">
          {m.blog}
        </Link>
      </p>
    </section>
  );
}
