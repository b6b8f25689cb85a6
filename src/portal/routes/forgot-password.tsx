import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../views/session/forgot-password-page';

export const Route = createFileRoute('/forgot-password')({ component: ForgotPasswordPage });
