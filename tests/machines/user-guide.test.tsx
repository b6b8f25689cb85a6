// Every path of the user-guide machine (docs/requirements/marketing.md#user-guide, scroll delay 100
// ms), driving the real /user-guide page: the search box filters the left panel by feature name or
// title, modules open and close, choosing a feature puts it in the URL and scrolls to its video at
// once, and a link naming a module and a feature opens that module, selects the feature and scrolls
// to it 100 ms later, on a fake clock.

import { type GuideSelection, userGuideMachine } from '@machines/user-guide.machine';
import { guideShape } from '@site/content/user-guide';
import { guide } from '@site/i18n/en/guide';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot, InspectionEvent } from 'xstate';
import { type ModelStep, testModelPaths } from './support/model';
import { renderApp } from './support/render-app';

type Link = { module?: string; feature?: string };

const forgotPassword = { module: 'signing-in', feature: 'forgot-password' };
const changePassword = { module: 'attendance', feature: 'take' };
const unknownFeature = { module: 'attendance', feature: 'no-such-feature' };
const toggleLogin = { module: 'signing-in', label: 'Signing in to the portal' };

// The guide's topics with their English words, as the page shows them.
const guideModules = guideShape.map((module) => {
  const words = guide.modules[module.id];
  const features = words.features as Record<string, { feature: string; title: string }>;
  return {
    id: module.id,
    title: words.title,
    features: module.features.map((f) => ({
      id: f.id,
      ...(features[f.id] as { feature: string; title: string }),
    })),
  };
});
const guideCount = guideModules.reduce((sum, module) => sum + module.features.length, 0);

// The test's own oracle: what the left panel lists for each query (module → feature names).
const allModules = Object.fromEntries(
  guideModules.map((module) => [module.title, module.features.map((f) => f.feature)]),
);
const listedFor: Record<string, Record<string, string[]>> = {
  '': allModules,
  // Title or feature name, any case: "Reset a forgotten portal password", "Set up classes...",
  // "Set the bell schedule".
  SET: {
    'Signing in to the portal': ['Forgot password'],
    'Classes and subjects': ['Academics'],
    'Bells and timetable': ['Bell schedule'],
  },
};

const none = {
  'search.change': [],
  'search.clear': [],
  'module.toggle': [],
  'feature.select': [],
  'link.open': [],
};
const runs: Array<{ name: string; link?: Link; eventCases: Record<string, Array<Record<string, unknown>>> }> =
  [
    {
      name: 'searching and opening modules',
      eventCases: {
        ...none,
        'search.change': [{ query: 'SET', label: 'SET' }],
        'search.clear': [{}],
        'module.toggle': [toggleLogin],
      },
    },
    {
      name: 'choosing a feature and following a link',
      eventCases: {
        ...none,
        'module.toggle': [toggleLogin],
        'feature.select': [{ ...forgotPassword, label: 'Forgot password' }],
        'link.open': [{ ...changePassword, label: 'a link to Take attendance' }],
      },
    },
    {
      name: 'opening a link to Change password',
      link: changePassword,
      eventCases: {
        ...none,
        'module.toggle': [toggleLogin],
        'feature.select': [{ ...forgotPassword, label: 'Forgot password' }],
        'link.open': [{ ...forgotPassword, label: 'a link to Forgot password' }],
      },
    },
    {
      name: 'opening a link to an unknown feature',
      link: unknownFeature,
      eventCases: { ...none, 'link.open': [{ ...changePassword, label: 'a link to Take attendance' }] },
    },
  ];

const viewContext = (s: AnyMachineSnapshot) => ({
  query: s.context.query,
  expanded: s.context.expanded,
  selected: s.context.selected,
});

const videoId = ({ module, feature }: GuideSelection) => `guide-${module}-${feature}`;
const scrolls = () =>
  vi.mocked(Element.prototype.scrollIntoView).mock.contexts.map((element) => (element as Element).id);
// Plain selectors: label and role queries over this long page are slow.
const topicsPanel = () => document.querySelector('nav[aria-label="Guide topics"]') as HTMLElement;
const searchBox = () => document.getElementById('guide-search') as HTMLInputElement;
const clearButton = () => document.querySelector('button[aria-label="Clear search"]');
const featureLink = (name: string) =>
  within(topicsPanel())
    .queryAllByText(name)
    .find((element) => element.tagName === 'A');

async function openGuide(link: Link | undefined, inspect?: (event: InspectionEvent) => void) {
  // The router's first load runs on the real clock (on a light page: the 404); the guide opens on
  // the test's clock.
  const rendered = await renderApp({ path: '/start', ...(inspect ? { inspect } : {}) });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.mocked(Element.prototype.scrollIntoView).mockClear();
  await act(async () => {
    await rendered.router.navigate({ to: '/user-guide', search: link ?? {} });
  });
  return rendered;
}

function expectGuide(state: AnyMachineSnapshot, search: Link, pathname: string, urlSearch: unknown) {
  const { query, expanded, selected } = state.context as {
    query: string;
    expanded: string[];
    selected: GuideSelection | null;
  };
  expect(pathname).toBe('/user-guide');
  expect(urlSearch).toEqual(search);
  expect(document.querySelector('h1')).toHaveTextContent(/^User Guide$/);
  const input = searchBox();
  expect(input.placeholder).toBe('Search guides...');
  expect(input.value).toBe(query);
  expect(clearButton() !== null).toBe(query !== '');

  // Left panel: the listed modules, open or closed, and the features of the open ones.
  const listed = listedFor[query] ?? {};
  const panel = topicsPanel();
  const toggles = [...panel.querySelectorAll('button[aria-expanded]')];
  expect(toggles.map((t) => t.querySelector('.guide-module__title')?.textContent)).toEqual(
    Object.keys(listed),
  );
  for (const toggle of toggles) {
    const title = toggle.querySelector('.guide-module__title')?.textContent ?? '';
    const id = guideModules.find((m) => m.title === title)?.id ?? '';
    const open = expanded.includes(id);
    expect(toggle.getAttribute('aria-expanded')).toBe(String(open));
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    const links = [...list.querySelectorAll('a')];
    expect(links.map((a) => a.textContent)).toEqual(open ? listed[title] : []);
    for (const a of links) {
      const current = selected !== null && a.getAttribute('href') === hrefOf(selected);
      expect(a.getAttribute('aria-current')).toBe(current ? 'true' : null);
    }
  }
  // Content panel: every guide is there; the selected one stands out.
  expect(document.querySelectorAll('article.guide-video')).toHaveLength(guideCount);
  expect([...document.querySelectorAll('.guide-video--selected')].map((e) => e.id)).toEqual(
    selected ? [videoId(selected)] : [],
  );
}

const hrefOf = ({ module, feature }: GuideSelection) => `/user-guide?module=${module}&feature=${feature}`;

describe('user-guide machine, through /user-guide', () => {
  const snapshotBefore = ({ actor }: ModelStep) => actor.getSnapshot() as AnyMachineSnapshot;
  testModelPaths({
    machine: userGuideMachine,
    file: import.meta.filename,
    runs: runs.map((run) => ({
      ...run,
      input: { modules: guideModules, ...(run.link ? { link: run.link } : {}) },
    })),
    viewContext,
    async open({ inspect, run }) {
      const { router } = await openGuide(run.link, inspect);
      vi.mocked(Element.prototype.scrollIntoView).mockClear();
      // What the URL's search should hold by now.
      return { router, search: (run.link ?? {}) as Link };
    },
    on: {
      // Typing the text the box already holds is no change (the machine ignores it too).
      'search.change': ({ query }: { query: string }) =>
        fireEvent.change(searchBox(), { target: { value: query } }),
      'search.clear': (_, __, step) => {
        if (snapshotBefore(step).context.query === '') {
          // Nothing to clear: there is no clear button.
          expect(clearButton()).toBeNull();
        } else {
          fireEvent.click(clearButton() as HTMLElement);
          expect(document.activeElement).toBe(searchBox());
        }
      },
      'module.toggle': ({ label }: { label: string }) => {
        const title = within(topicsPanel()).getByText(label, { selector: '.guide-module__title' });
        fireEvent.click(title.closest('button') as HTMLElement);
      },
      'feature.select': async (target: GuideSelection & { label: string }, world, step) => {
        const link = featureLink(target.label);
        if (!snapshotBefore(step).context.expanded.includes(target.module)) {
          // A feature of a closed module is not listed, so it cannot be chosen.
          expect(link).toBeUndefined();
        } else {
          await act(async () => fireEvent.click(link as HTMLElement));
          world.search = { module: target.module, feature: target.feature };
          // Chosen: in the URL, and scrolled to (and focused) at once.
          expect(scrolls()).toContain(videoId(target));
          expect(document.activeElement?.id).toBe(videoId(target));
        }
      },
      'link.open': async ({ module, feature }: GuideSelection, world) => {
        // A link followed while the guide is open (or back and forward).
        await act(async () => {
          await world.router.navigate({ to: '/user-guide', search: { module, feature } });
        });
        world.search = { module, feature };
      },
    },
    // One millisecond before the delay ends the page has not scrolled to the video.
    builtIn: () => ({ beforeDelayEnds: () => expect(scrolls()).toEqual([]) }),
    settle: (_, { event, state }) => {
      if (event.type.startsWith('xstate.after.')) {
        const selected = state.context.selected as GuideSelection;
        expect(scrolls()).toEqual([videoId(selected)]);
        expect(document.activeElement?.id).toBe(videoId(selected));
      } else if (event.type !== 'feature.select' && !event.type.startsWith('xstate.')) {
        // Searching, opening modules and following links never scroll to a video by themselves.
        expect(scrolls()).toEqual([]);
      }
      if (state.matches('deepLinking')) expect(scrolls()).toEqual([]);
    },
    expect: (state, { router, search }) => {
      expectGuide(state, search, router.state.location.pathname, router.state.location.search);
      // The next step counts its own scrolls.
      vi.mocked(Element.prototype.scrollIntoView).mockClear();
    },
  });

  it('says so when no guide matches, and clearing the search lists every module again', async () => {
    await openGuide(undefined);
    const input = searchBox();
    fireEvent.change(input, { target: { value: 'timetable' } });
    // Title or feature name, any case: only screens that exist (issue 33).
    expect([...topicsPanel().querySelectorAll('.guide-module__title')].map((e) => e.textContent)).toEqual([
      'Bells and timetable',
    ]);
    fireEvent.change(input, { target: { value: 'zzz' } });
    expect(screen.getByText('No guides match “zzz”.')).toBeInTheDocument();
    expect(topicsPanel().querySelectorAll('.guide-module__title')).toHaveLength(0);
    fireEvent.click(clearButton() as HTMLElement);
    expect(screen.queryByText('No guides match “zzz”.')).toBeNull();
    expect(topicsPanel().querySelectorAll('.guide-module__title')).toHaveLength(9);
  });

  it('mentions that the forgot-password step needs a tenant id and the registered e-mail, in steps, with no player', async () => {
    await openGuide(forgotPassword);
    const entry = document.getElementById(videoId(forgotPassword)) as HTMLElement;
    expect(within(entry).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Reset a forgotten portal password',
    );
    expect(entry).toHaveTextContent(/needs your tenant ID and your registered e-mail address/);
    expect([...entry.querySelectorAll('ol.guide-steps > li')].map((li) => li.textContent)).toEqual([
      'On your portal’s sign-in page, choose Forgot password.',
      'Enter the e-mail address you were registered or invited with.',
      'Open the link in the mail (it expires after 24 hours) and choose a new password.',
    ]);
    // Issue 33: no video player that answers 404.
    expect(document.querySelector('video')).toBeNull();
  });

  it('describes only screens that exist: no curriculum, course, syllabus or assessments module', async () => {
    await openGuide(undefined);
    const text = document.querySelector('.guide-content')?.textContent ?? '';
    for (const missing of [
      /curriculum/i,
      /syllabus/i,
      /assessment/i,
      /\bCourse\b/,
      /teacher app/i,
      /student app/i,
    ])
      expect(text).not.toMatch(missing);
  });
});
