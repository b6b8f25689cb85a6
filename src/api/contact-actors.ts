// The network actor of the home page's contact form, by the name its machine declares.
import type { ContactMessage } from '@common/contact';
import { fromPromise } from 'xstate';
import { onDemand } from './on-demand';

const contact = onDemand(() => import('./contact'));

export const contactActors = {
  submitContact: fromPromise(async ({ input }: { input: ContactMessage }) =>
    (await contact()).submitContact(input),
  ),
};
