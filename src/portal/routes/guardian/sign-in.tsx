import { GuardianSignInPage } from '@portal/views/guardian/sign-in-page';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/guardian/sign-in')({ component: GuardianSignInPage });
