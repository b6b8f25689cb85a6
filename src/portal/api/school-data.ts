// A school's whole data (docs/requirements/school-data.md): its exports and closing its account.
import type { SchoolClosure, SchoolExport, SchoolExportList } from '@common/api/portal/school-data';
import { downloadPortalFile } from '../lib/download';
import { portalFetch } from './client';

export const listExports = (signal?: AbortSignal) =>
  portalFetch<SchoolExportList>('/school-data/exports', signal ? { signal } : undefined);

export const requestExport = () =>
  portalFetch<SchoolExport>('/school-data/exports', { method: 'POST', body: {} });

export const downloadExport = (id: string) =>
  downloadPortalFile(`/school-data/exports/${encodeURIComponent(id)}/file`, 'shala-export.zip');

export const loadClosure = (signal?: AbortSignal) =>
  portalFetch<SchoolClosure>('/school-data/closure', signal ? { signal } : undefined);

export const closeSchool = (code: string) =>
  portalFetch<SchoolClosure>('/school-data/closure', { method: 'POST', body: { code } });

export const cancelClosure = () => portalFetch<SchoolClosure>('/school-data/closure', { method: 'DELETE' });
