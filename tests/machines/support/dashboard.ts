// Shared by the dashboard's model-based tests: a signed-in owner and the tenants the API returns.

import type { Tenant } from '@machines/tenant.machine';
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { type RenderAppOptions, renderApp } from './render-app';

export const owner = {
  id: '5d9e4c1a-0b7f-4f57-9a39-2f1f0c2b7a10',
  name: 'Asha Verma',
  email: 'asha@vidyamandir.in',
  token: 'session-token-1',
};

export function signInOwner(): void {
  localStorage.setItem('authToken', owner.token);
  localStorage.setItem('userEmail', owner.email);
  localStorage.setItem('userId', owner.id);
  localStorage.setItem('userName', owner.name);
}

const base: Tenant = {
  name: 'Vidya Mandir Public School',
  description: 'A CBSE school in Jaipur for classes 1 to 12.',
  code: 'vidya-mandir-7k2q',
  owner: 'Asha Verma',
  domain: 'vidya-mandir-7k2q.shala.local',
  createdAt: '2026-11-20T04:30:00.000Z',
  contactInfo: { email: 'asha@vidyamandir.in', phone: '+919876543210' },
  deploymentStatus: 'not_deployed',
  isActive: false,
  kind: 'school',
  features: [
    { name: 'ncertCourses', values: [] },
    { name: 'liveClassroom', enabled: false },
    { name: 'attendanceTracking', enabled: false },
  ],
  pendingOperation: null,
};

export const tenants = {
  inactive: base,
  active: {
    ...base,
    deploymentStatus: 'deployed',
    isActive: true,
    features: [
      { name: 'ncertCourses', values: ['6', '7', '8'] },
      { name: 'liveClassroom', enabled: false },
      { name: 'attendanceTracking', enabled: false },
    ],
  },
  failed: { ...base, deploymentStatus: 'failed' },
  unknown: { ...base, deploymentStatus: 'provisioning' },
  deploying: { ...base, pendingOperation: 'deploy' },
  undeploying: { ...base, deploymentStatus: 'deployed', isActive: true, pendingOperation: 'undeploy' },
} satisfies Record<string, Tenant>;

/**
 * docs/requirements/tenant.md#status-badge, word for word: the badge for each deployment status.
 */
export const badgeFor = (status: string) =>
  ({ deployed: 'ACTIVE', not_deployed: 'INACTIVE', failed: 'FAILED' })[status] ?? 'Status Unknown';

/**
 * Opens /dashboard with the clock faked from the moment the page mounts, so the 1 s spinner and
 * 4 s refetch run on the test's clock. (The app renders at / first: the router's own first load
 * must not wait on a fake clock.)
 */
export async function openDashboard(options: Omit<RenderAppOptions, 'path'>) {
  const rendered = await renderApp({ ...options, path: '/' });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  await act(async () => {
    await rendered.router.navigate({ to: '/dashboard' });
  });
  return rendered;
}
