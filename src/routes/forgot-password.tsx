import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../views/forgot-password/forgot-password-page';

export const Route = createFileRoute('/forgot-password')({
  staticData: { messages: 'auth' },
  component: ForgotPasswordPage,
});
