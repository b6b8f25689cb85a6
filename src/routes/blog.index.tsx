import { createFileRoute } from '@tanstack/react-router';
import { BlogListPage } from '../views/blog/blog-list-page';

export const Route = createFileRoute('/blog/')({
  staticData: { messages: 'content' },
  component: BlogListPage,
});
