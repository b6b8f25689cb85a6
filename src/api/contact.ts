// POST /contact/submit (docs/requirements/contact.md). The success body is not read; on failure the
// machine reads the server's message.
import type { ContactMessage } from '@common/contact';
import { request } from './client';

export function submitContact(message: ContactMessage): Promise<unknown> {
  return request('/contact/submit', { method: 'POST', body: message });
}
