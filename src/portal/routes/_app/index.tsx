import { HomePage } from '@portal/views/shell/home-page';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/')({ component: HomePage });
