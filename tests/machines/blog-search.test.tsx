// Every path of the blog-search machine (docs/requirements/marketing.md#blog, #analytics),
// driving the real /blog page: typing filters the articles at once, and a search event reaches
// analytics only after a 1 s pause and only for a query longer than 2 characters.

import { blogSearchMachine } from '@machines/blog-search.machine';
import { blogArticles } from '@site/content/blog-articles';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { installGtag } from './support/gtag';
import { testModelPaths } from './support/model';
import { renderApp } from './support/render-app';

// The test's own oracle: which articles each query finds (title, excerpt or tag; any case),
// newest first.
const newestFirst = [
  'digital-attendance',
  'fee-collection-upi',
  'nep-2020-assessment',
  'coaching-batch-management',
  'online-classes-low-bandwidth',
  'student-data-dpdp-act',
];
const expectedIds: Record<string, string[]> = {
  '': newestFirst,
  dP: ['student-data-dpdp-act'],
  UPI: ['fee-collection-upi'],
  xyz: [],
};
const titleOf = (id: string) => blogArticles.find((article) => article.id === id)?.title ?? id;

const run = {
  eventCases: {
    'search.change': [
      { query: 'dP', label: '2 characters' },
      { query: 'UPI', label: '3 characters' },
      { query: 'xyz', label: 'no match' },
      { query: '', label: 'cleared' },
    ],
  },
};
const gtag = vi.fn();

const searchEvents = () => gtag.mock.calls.filter((call) => call[1] === 'search').map((call) => call[2]);

function expectPage(state: AnyMachineSnapshot, trackedSoFar: string[]) {
  const query = state.context.query as string;
  expect(document.querySelector('h1')).toHaveTextContent(/^Blog$/);
  const input = screen.getByLabelText('Search articles') as HTMLInputElement;
  expect(input.value).toBe(query);
  const ids = expectedIds[query] ?? [];
  const results = document.getElementById('blog-results') as HTMLElement;
  const titles = [...results.querySelectorAll('h3')].map((heading) => heading.textContent);
  expect(titles).toEqual(ids.map(titleOf));
  const status = within(results).getByRole('status');
  if (!query) expect(status).toHaveTextContent(/^$/);
  else if (ids.length === 0)
    expect(status).toHaveTextContent(
      `No articles match “${query}”. Try a shorter word, or browse the categories and topics.`,
    );
  else expect(status).toHaveTextContent(`${ids.length} article for “${query}”`);
  // The sidebar and the call to action stay whatever the query.
  expect(screen.getByText('Categories')).toBeInTheDocument();
  expect(screen.getByText('Contact us')).toHaveAttribute('href', '/contact');
  // Analytics: one blog view on opening, then only the searches the pauses completed.
  expect(gtag.mock.calls.filter((call) => call[1] === 'blog_view')).toHaveLength(1);
  expect(searchEvents()).toEqual(trackedSoFar.map((term) => ({ search_term: term })));
}

describe('blog-search machine, through /blog', () => {
  installGtag(gtag);

  testModelPaths({
    machine: blogSearchMachine,
    file: import.meta.filename,
    runs: [run],
    viewContext: (s) => s.context.query,
    async open({ inspect }) {
      await renderApp({ path: '/blog', inspect });
      // The page is up: from here on the 1 s pause runs on the test's clock.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      expect(gtag).toHaveBeenCalledWith('event', 'blog_view', {
        event_category: 'Blog',
        event_label: 'Blog list',
        value: undefined,
      });
      // The queries analytics should have heard of by now.
      return { tracked: [] as string[] };
    },
    on: {
      'search.change': ({ query }: { query: string }) =>
        fireEvent.change(screen.getByLabelText('Search articles'), { target: { value: query } }),
    },
    // One millisecond before the pause ends nothing has been reported.
    builtIn: ({ tracked }) => ({
      beforeDelayEnds: () => expect(searchEvents()).toHaveLength(tracked.length),
    }),
    settle: ({ tracked }, { event, state }) => {
      if (event.type.startsWith('xstate.after.')) tracked.push(state.context.query);
    },
    expect: (state, { tracked }) => expectPage(state, tracked),
  });

  it('reports only the query the visitor paused at, and never a short one', async () => {
    await renderApp({ path: '/blog' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const input = screen.getByLabelText('Search articles');
    for (const value of ['U', 'UP', 'UPI']) {
      fireEvent.change(input, { target: { value } });
      await act(async () => {
        vi.advanceTimersByTime(400);
      });
    }
    expect(searchEvents()).toEqual([]);
    await act(async () => {
      vi.advanceTimersByTime(600);
    });
    expect(searchEvents()).toEqual([{ search_term: 'UPI' }]);
    fireEvent.change(input, { target: { value: 'Pa' } });
    await act(async () => {
      vi.advanceTimersByTime(5000);
    });
    expect(searchEvents()).toEqual([{ search_term: 'UPI' }]);
  });
});
