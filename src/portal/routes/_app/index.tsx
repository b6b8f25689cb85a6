import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../views/shell/home-page';

export const Route = createFileRoute('/_app/')({ component: HomePage });
