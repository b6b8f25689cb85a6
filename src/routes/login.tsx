import { createFileRoute } from '@tanstack/react-router';
import { redirectSignedIn } from '../lib/guards';
import { LoginPage } from '../views/login/login-page';

export const Route = createFileRoute('/login')({
  staticData: { messages: 'auth' },
  beforeLoad: redirectSignedIn,
  component: LoginPage,
});
