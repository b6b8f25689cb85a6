import { createFileRoute } from '@tanstack/react-router';
import { findCategory } from '../views/blog/blog-index';
import { BlogListingPage } from '../views/blog/blog-listing-page';
import { NotFoundPage } from '../views/shell/not-found-page';

// /blog/category/{category lower-cased} (docs/requirements/marketing.md#blog); an unknown category
// is the 404 page.
export const Route = createFileRoute('/blog/category/$category')({
  staticData: { messages: 'content' },
  component: Page,
});

function Page() {
  const { category } = Route.useParams();
  const listing = findCategory(category);
  if (!listing) return <NotFoundPage path={`/blog/category/${category}`} />;
  return <BlogListingPage key={listing.topic.slug} kind="category" listing={listing} />;
}
