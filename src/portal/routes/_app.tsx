import { createFileRoute } from '@tanstack/react-router';
import { AppLayout } from '../views/shell/app-layout';

// Every signed-in page: the frame, and the way to /sign-in without a session.
export const Route = createFileRoute('/_app')({ component: AppLayout });
