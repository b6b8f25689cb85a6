import { createFileRoute, redirect } from '@tanstack/react-router';

// SPEC §2's blog links to /contact, which has no page of its own: send the visitor to the home
// page's contact section (the scroll rule reads `scrollTo` from navigation state).
export const Route = createFileRoute('/contact')({
  beforeLoad: () => {
    throw redirect({ to: '/', state: { scrollTo: 'contact' }, replace: true });
  },
});
