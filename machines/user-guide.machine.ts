// The video user guide (docs/requirements/marketing.md#user-guide):
// a search box filters the left panel by feature name or title, modules expand and collapse,
// choosing a feature puts `module` and `feature` in the URL and scrolls to its video, and a link
// that names both opens on that feature: its module expanded, the feature selected, and the page
// scrolled to it after 100 ms (the content panel has rendered by then).
import { assign, setup } from 'xstate';

/** What the machine needs to know of the guide: modules and their features, by id. */
export interface GuideIndexModule {
  id: string;
  features: ReadonlyArray<{ id: string; feature: string; title: string }>;
}

export interface GuideSelection {
  module: string;
  feature: string;
}

export interface GuideLink {
  module?: string | undefined;
  feature?: string | undefined;
}

export interface UserGuideContext {
  modules: readonly GuideIndexModule[];
  query: string;
  /** Ids of the modules open in the left panel. */
  expanded: string[];
  selected: GuideSelection | null;
}

export type UserGuideEvent =
  | { type: 'search.change'; query: string }
  | { type: 'search.clear' }
  | { type: 'module.toggle'; module: string }
  | { type: 'feature.select'; module: string; feature: string }
  /** The URL's `module` and `feature` changed (a link followed, back or forward). */
  | { type: 'link.open'; module?: string | undefined; feature?: string | undefined };

export interface UserGuideInput {
  modules: readonly GuideIndexModule[];
  link?: GuideLink;
}

/**
 * marketing.md#user-guide: a feature matches when its feature name or its title contains the query,
 * ignoring case.
 */
export function featureMatches(feature: { feature: string; title: string }, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return feature.feature.toLowerCase().includes(needle) || feature.title.toLowerCase().includes(needle);
}

/** The modules the left panel lists for a query, each with only its matching features. */
export function filterGuide<M extends GuideIndexModule>(
  modules: readonly M[],
  query: string,
): Array<{ module: M; features: Array<M['features'][number]> }> {
  return modules
    .map((module) => ({ module, features: module.features.filter((f) => featureMatches(f, query)) }))
    .filter((entry) => entry.features.length > 0);
}

function linkedFeature(modules: readonly GuideIndexModule[], link: GuideLink | undefined) {
  if (!link?.module || !link.feature) return null;
  const module = modules.find((m) => m.id === link.module);
  return module?.features.some((f) => f.id === link.feature)
    ? { module: link.module, feature: link.feature }
    : null;
}

const withModule = (expanded: string[], module: string) =>
  expanded.includes(module) ? expanded : [...expanded, module];

const sameSelection = (a: GuideSelection | null, b: GuideSelection | null) =>
  a !== null && b !== null && a.module === b.module && a.feature === b.feature;

const selectionParams = ({ context }: { context: UserGuideContext }) =>
  context.selected ?? { module: '', feature: '' };

export const userGuideMachine = setup({
  types: {
    context: {} as UserGuideContext,
    events: {} as UserGuideEvent,
    input: {} as UserGuideInput,
  },
  actions: {
    scrollToFeature: (_, _params: GuideSelection) => {},
    showInUrl: (_, _params: GuideSelection) => {},
    selectLinked: assign(({ context, event }) => {
      const selected = linkedFeature(context.modules, event as GuideLink);
      return selected
        ? { selected, expanded: withModule(context.expanded, selected.module) }
        : { selected: context.selected };
    }),
  },
  guards: {
    hasSelection: ({ context }) => context.selected !== null,
    hasQuery: ({ context }) => context.query !== '',
    /** The box's text changed (typing the same text again is no change). */
    isNewQuery: ({ context, event }) => event.type === 'search.change' && event.query !== context.query,
    /** Only a feature the left panel shows can be chosen: its module is open and it matches the search. */
    isListed: ({ context, event }) => {
      if (event.type !== 'feature.select' || !context.expanded.includes(event.module)) return false;
      const module = context.modules.find((m) => m.id === event.module);
      const feature = module?.features.find((f) => f.id === event.feature);
      return feature !== undefined && featureMatches(feature, context.query);
    },
    /** A link to a feature of the guide other than the one already selected. */
    isNewLink: ({ context, event }) => {
      if (event.type !== 'link.open') return false;
      const linked = linkedFeature(context.modules, event);
      return linked !== null && !sameSelection(linked, context.selected);
    },
  },
  delays: {
    deepLinkScroll: 100,
  },
}).createMachine({
  id: 'userGuide',
  context: ({ input }) => {
    const selected = linkedFeature(input.modules, input.link);
    return {
      modules: input.modules,
      query: '',
      expanded: selected ? [selected.module] : [],
      selected,
    };
  },
  initial: 'opening',
  on: {
    'search.change': {
      guard: 'isNewQuery',
      // Modules with a match open, so the matches show without another click.
      actions: assign(({ context, event }) => ({
        query: event.query,
        expanded: event.query.trim()
          ? filterGuide(context.modules, event.query).reduce(
              (expanded, entry) => withModule(expanded, entry.module.id),
              context.expanded,
            )
          : context.expanded,
      })),
    },
    'search.clear': { guard: 'hasQuery', actions: assign({ query: '' }) },
    'module.toggle': {
      actions: assign({
        expanded: ({ context, event }) =>
          context.expanded.includes(event.module)
            ? context.expanded.filter((id) => id !== event.module)
            : [...context.expanded, event.module],
      }),
    },
    'feature.select': {
      guard: 'isListed',
      // Leaves a pending deep-link scroll behind: the visitor's choice wins.
      target: '.browsing',
      actions: [
        assign(({ context, event }) => ({
          selected: { module: event.module, feature: event.feature },
          expanded: withModule(context.expanded, event.module),
        })),
        { type: 'showInUrl', params: selectionParams },
        { type: 'scrollToFeature', params: selectionParams },
      ],
    },
    'link.open': { guard: 'isNewLink', target: '.deepLinking', actions: 'selectLinked' },
  },
  states: {
    opening: {
      always: [{ guard: 'hasSelection', target: 'deepLinking' }, { target: 'browsing' }],
    },
    browsing: {},
    // The module is open and the feature selected; the scroll waits for the content panel.
    deepLinking: {
      after: {
        deepLinkScroll: {
          target: 'browsing',
          actions: { type: 'scrollToFeature', params: selectionParams },
        },
      },
    },
  },
});
