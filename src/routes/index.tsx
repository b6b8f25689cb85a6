import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../views/home/home-page';

export const Route = createFileRoute('/')({ staticData: { messages: 'marketing' }, component: HomePage });
