// The school and the members the portal's tests sign in as, with a stored session for one.
import type { Me, PortalSession } from '@common/api/portal/session';
import { ALL_PERMISSIONS } from '@common/portal/permissions';

export const school = { name: 'Vidya Mandir School', code: 'vidyamandir', kind: 'school' as const };

export const owner: Me = {
  id: '5d9e4c1a-0b7f-4f57-9a39-2f1f0c2b7a10',
  name: 'Asha Verma',
  email: 'asha@vidyamandir.in',
  language: 'en',
  role: { id: '0b0c6f0e-3c55-4a43-9a43-7a1f6a6b9d01', name: 'Owner', builtIn: 'owner' },
  permissions: [...ALL_PERMISSIONS],
  tenant: school,
};

export const teacher: Me = {
  id: '7a3f1c2e-5b6d-4e8f-9a0b-1c2d3e4f5a6b',
  name: 'Ravi Kumar',
  email: 'ravi@vidyamandir.in',
  language: 'hi',
  role: { id: '1b0c6f0e-3c55-4a43-9a43-7a1f6a6b9d02', name: 'Teacher', builtIn: 'teacher' },
  permissions: ['academics.view', 'employees.view'],
  tenant: school,
};

export const sessionOf = (member: Me, token = 'portal-token-1'): PortalSession => ({ token, member });
