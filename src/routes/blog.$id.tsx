import { createFileRoute } from '@tanstack/react-router';
import { BlogArticlePage } from '../views/blog/blog-article-page';
import { findArticle } from '../views/blog/blog-index';
import { NotFoundPage } from '../views/shell/not-found-page';

// The lookup happens in the component, so the articles load with this route's chunk, not with /.
export const Route = createFileRoute('/blog/$id')({ staticData: { messages: 'content' }, component: Page });

function Page() {
  const { id } = Route.useParams();
  const article = findArticle(id);
  if (!article) return <NotFoundPage path={`/blog/${id}`} />;
  return <BlogArticlePage key={article.id} article={article} />;
}
