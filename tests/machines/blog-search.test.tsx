// Every path of the blog-search machine (SPEC §2 "Blog", §5 "Blog search", §7 analytics, §9),
// driving the real /blog page: typing filters the articles at once, and a search event reaches
// analytics only after a 1 s pause and only for a query longer than 2 characters.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { blogSearchMachine } from '../../machines/blog-search.machine';
import { blogArticles } from '../../src/content/blog-articles';
import {
  describePath,
  execBuiltIn,
  expectActorAt,
  modelPaths,
  payloadOf,
  trackTransitions,
} from './support/model';
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

const paths = modelPaths(blogSearchMachine, {
  eventCases: {
    'search.change': [
      { query: 'dP', label: '2 characters' },
      { query: 'UPI', label: '3 characters' },
      { query: 'xyz', label: 'no match' },
      { query: '', label: 'cleared' },
    ],
  },
  viewContext: (s) => s.context.query,
});
const coverage = trackTransitions(blogSearchMachine, import.meta.filename);
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
  beforeEach(() => {
    (globalThis as { gtag?: unknown }).gtag = gtag;
    gtag.mockClear();
  });
  afterEach(() => {
    delete (globalThis as { gtag?: unknown }).gtag;
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      coverage.reset();
      await renderApp({ path: '/blog', inspect: coverage.inspect });
      const actor = coverage.actor();
      // The page is up: from here on the 1 s pause runs on the test's clock.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      expect(gtag).toHaveBeenCalledWith('event', 'blog_view', {
        event_category: 'Blog',
        event_label: 'Blog list',
        value: undefined,
      });
      const tracked: string[] = [];
      for (const step of path.steps) {
        const event: EventObject = step.event;
        if (event.type === 'search.change') {
          const { query } = payloadOf<{ query: string }>(event);
          fireEvent.change(screen.getByLabelText('Search articles'), { target: { value: query } });
        } else if (event.type.startsWith('xstate.after.')) {
          await execBuiltIn(event, {
            machine: blogSearchMachine,
            // One millisecond before the pause ends nothing has been reported.
            beforeDelayEnds: () => expect(searchEvents()).toHaveLength(tracked.length),
          });
          tracked.push(step.state.context.query);
        } else if (event.type !== 'xstate.init') {
          throw new Error(`No executor for ${event.type}`);
        }
        expectActorAt(actor, step.state);
        expectPage(step.state, tracked);
      }
    });
  }

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

  it('takes every transition of the machine on some path', () => {
    expect(coverage.uncovered()).toEqual([]);
  });

  afterAll(() => coverage.report(paths.length));
});
