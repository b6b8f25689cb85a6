import { createFileRoute, redirect } from '@tanstack/react-router';

// The blog links to /contact (docs/requirements/marketing.md#routes), which has no page of its own:
// send the visitor to the home page's contact section (the scroll rule reads `scrollTo` from
// navigation state).
export const Route = createFileRoute('/contact')({
  beforeLoad: () => {
    throw redirect({ to: '/', state: { scrollTo: 'contact' }, replace: true });
  },
});
