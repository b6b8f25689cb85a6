import { createFileRoute } from '@tanstack/react-router';
import { redirectSignedIn } from '../lib/guards';
import { RegisterPage } from '../views/register/register-page';

export const Route = createFileRoute('/register')({
  staticData: { messages: 'auth' },
  beforeLoad: redirectSignedIn,
  component: RegisterPage,
});
