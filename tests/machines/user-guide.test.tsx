// Every path of the user-guide machine (SPEC §2 "User guide", §9 "User guide scroll delay: 100 ms"),
// driving the real /user-guide page: the search box filters the left panel by feature name or
// title, modules open and close, choosing a feature puts it in the URL and scrolls to its video at
// once, and a link naming a module and a feature opens that module, selects the feature and
// scrolls to it 100 ms later, on a fake clock.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { type GuideSelection, userGuideMachine } from '../../machines/user-guide.machine';
import { guideModules } from '../../src/content/user-guide';
import {
  describePath,
  execBuiltIn,
  expectActorAt,
  modelPaths,
  payloadOf,
  trackTransitions,
} from './support/model';
import { renderApp } from './support/render-app';

type Link = { module?: string; feature?: string };

const forgotPassword = { module: 'login-admin-portal', feature: 'forgot-password' };
const changePassword = { module: 'teacher-app', feature: 'change-password' };
const unknownFeature = { module: 'teacher-app', feature: 'no-such-feature' };
const toggleLogin = { module: 'login-admin-portal', label: 'Login Admin Portal' };

// The test's own oracle: what the left panel lists for each query (module → feature names).
const allModules = Object.fromEntries(
  guideModules.map((module) => [module.title, module.features.map((f) => f.feature)]),
);
const listedFor: Record<string, Record<string, string[]>> = {
  '': allModules,
  PASSWORD: { 'Login Admin Portal': ['Forgot password'], 'Teacher App': ['Change password'] },
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
        'search.change': [{ query: 'PASSWORD', label: 'PASSWORD' }],
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
        'link.open': [{ ...changePassword, label: 'a link to Change password' }],
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
      eventCases: { ...none, 'link.open': [{ ...changePassword, label: 'a link to Change password' }] },
    },
  ];

const coverage = trackTransitions(userGuideMachine, import.meta.filename);
const viewContext = (s: AnyMachineSnapshot) => ({
  query: s.context.query,
  expanded: s.context.expanded,
  selected: s.context.selected,
});
let pathCount = 0;

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

async function openGuide(link: Link | undefined) {
  // The router's first load runs on the real clock (on a light page: the 404); the guide opens on
  // the test's clock.
  const rendered = await renderApp({ path: '/start', inspect: coverage.inspect });
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
  // Content panel: every video is there; the selected one stands out.
  expect(document.querySelectorAll('article.guide-video')).toHaveLength(35);
  expect([...document.querySelectorAll('.guide-video--selected')].map((e) => e.id)).toEqual(
    selected ? [videoId(selected)] : [],
  );
}

const hrefOf = ({ module, feature }: GuideSelection) => `/user-guide?module=${module}&feature=${feature}`;

describe('user-guide machine, through /user-guide', () => {
  for (const run of runs) {
    describe(run.name, () => {
      const paths = modelPaths(userGuideMachine, {
        input: { modules: guideModules, ...(run.link ? { link: run.link } : {}) },
        eventCases: run.eventCases,
        viewContext,
      });
      pathCount += paths.length;
      for (const path of paths) {
        it(describePath(path), async () => {
          coverage.reset();
          const { router } = await openGuide(run.link);
          const actor = coverage.actor();
          let search: Link = run.link ?? {};
          for (const step of path.steps) {
            const event: EventObject = step.event;
            vi.mocked(Element.prototype.scrollIntoView).mockClear();
            const before = actor.getSnapshot() as AnyMachineSnapshot;
            if (event.type === 'xstate.init') {
              // Nothing to do: the page opened with the run's link.
            } else if (event.type === 'search.change') {
              const { query } = payloadOf<{ query: string }>(event);
              // Typing the text the box already holds is no change (the machine ignores it too).
              fireEvent.change(searchBox(), { target: { value: query } });
            } else if (event.type === 'search.clear') {
              if (before.context.query === '') {
                // Nothing to clear: there is no clear button.
                expect(clearButton()).toBeNull();
              } else {
                fireEvent.click(clearButton() as HTMLElement);
                expect(document.activeElement).toBe(searchBox());
              }
            } else if (event.type === 'module.toggle') {
              const { label } = payloadOf<{ label: string }>(event);
              const title = within(topicsPanel()).getByText(label, { selector: '.guide-module__title' });
              fireEvent.click(title.closest('button') as HTMLElement);
            } else if (event.type === 'feature.select') {
              const target = payloadOf<GuideSelection & { label: string }>(event);
              const link = featureLink(target.label);
              if (!before.context.expanded.includes(target.module)) {
                // A feature of a closed module is not listed, so it cannot be chosen.
                expect(link).toBeUndefined();
              } else {
                await act(async () => fireEvent.click(link as HTMLElement));
                search = { module: target.module, feature: target.feature };
                // Chosen: in the URL, and scrolled to (and focused) at once.
                expect(scrolls()).toContain(videoId(target));
                expect(document.activeElement?.id).toBe(videoId(target));
              }
            } else if (event.type === 'link.open') {
              const { module, feature } = payloadOf<GuideSelection>(event);
              // A link followed while the guide is open (or back and forward).
              await act(async () => {
                await router.navigate({ to: '/user-guide', search: { module, feature } });
              });
              search = { module, feature };
            } else {
              const handled = await execBuiltIn(event, {
                machine: userGuideMachine,
                // One millisecond before the delay ends the page has not scrolled to the video.
                beforeDelayEnds: () => expect(scrolls()).toEqual([]),
              });
              if (!handled) throw new Error(`No executor for ${event.type}`);
              const selected = step.state.context.selected as GuideSelection;
              expect(scrolls()).toEqual([videoId(selected)]);
              expect(document.activeElement?.id).toBe(videoId(selected));
            }
            if (event.type !== 'feature.select' && !event.type.startsWith('xstate.')) {
              // Searching, opening modules and following links never scroll to a video by themselves.
              expect(scrolls()).toEqual([]);
            }
            if (step.state.matches('deepLinking')) expect(scrolls()).toEqual([]);
            expectActorAt(actor, step.state);
            expectGuide(step.state, search, router.state.location.pathname, router.state.location.search);
          }
        });
      }
    });
  }

  it('says so when no guide matches, and clearing the search lists every module again', async () => {
    await openGuide(undefined);
    const input = searchBox();
    fireEvent.change(input, { target: { value: 'timetable' } });
    // Title or feature name, any case: the Learning Center and Student App timetables.
    expect([...topicsPanel().querySelectorAll('.guide-module__title')].map((e) => e.textContent)).toEqual([
      'Learning Center',
      'Student App',
    ]);
    fireEvent.change(input, { target: { value: 'zzz' } });
    expect(screen.getByText('No guides match “zzz”.')).toBeInTheDocument();
    expect(topicsPanel().querySelectorAll('.guide-module__title')).toHaveLength(0);
    fireEvent.click(clearButton() as HTMLElement);
    expect(screen.queryByText('No guides match “zzz”.')).toBeNull();
    expect(topicsPanel().querySelectorAll('.guide-module__title')).toHaveLength(10);
  });

  it('mentions that the forgot-password step needs a tenant id and the registered e-mail', async () => {
    await openGuide(forgotPassword);
    const entry = document.getElementById(videoId(forgotPassword)) as HTMLElement;
    expect(within(entry).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Reset a forgotten admin portal password',
    );
    expect(entry).toHaveTextContent(/needs your tenant ID and the registered e-mail address/);
    const video = entry.querySelector('video') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe('/videos/user-guide/login-admin-portal/forgot-password.mp4');
    // A video that cannot load is replaced by an explanation and a retry.
    fireEvent.error(video);
    expect(within(entry).getByText('This video could not be loaded.')).toBeInTheDocument();
    expect(entry.querySelector('video')).toBeNull();
    fireEvent.click(within(entry).getByText('Try the video again'));
    expect(entry.querySelector('video')).not.toBeNull();
  });

  it('takes every transition of the machine on some path', () => {
    expect(coverage.uncovered()).toEqual([]);
  });

  afterAll(() => coverage.report(pathCount));
});
