// SPEC §7 POST /contact/submit. The success body is not read ("not shown"); on failure the
// machine reads the server's message (SPEC §8).
import type { ContactMessage } from '../../common/contact';
import { request } from './client';

export function submitContact(message: ContactMessage): Promise<unknown> {
  return request('/contact/submit', { method: 'POST', body: message });
}
