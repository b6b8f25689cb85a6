import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../lib/guards';
import { DashboardPage } from '../views/dashboard/dashboard-page';

export const Route = createFileRoute('/dashboard')({
  staticData: { messages: 'dashboard' },
  beforeLoad: requireSignedIn,
  component: DashboardPage,
});
