import { createFileRoute } from '@tanstack/react-router';
import { findTag } from '../views/blog/blog-index';
import { BlogListingPage } from '../views/blog/blog-listing-page';
import { NotFoundPage } from '../views/shell/not-found-page';

// /blog/tag/{tag lower-cased} (docs/requirements/marketing.md#blog); an unknown tag is the 404
// page.
export const Route = createFileRoute('/blog/tag/$tag')({
  staticData: { messages: 'content' },
  component: Page,
});

function Page() {
  const { tag } = Route.useParams();
  const listing = findTag(tag);
  if (!listing) return <NotFoundPage path={`/blog/tag/${tag}`} />;
  return <BlogListingPage key={listing.topic.slug} kind="tag" listing={listing} />;
}
