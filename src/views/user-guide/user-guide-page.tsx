import {
  filterGuide,
  type GuideLink,
  type GuideSelection,
  userGuideMachine,
} from '@machines/user-guide.machine';
import { guideShape, guideShotUrl } from '@site/content/user-guide';
import type { Catalogues } from '@site/i18n/catalogues';
import { useGuideMessages } from '@site/i18n/use-guide-messages';
import { useActorOptions } from '@site/lib/inspector';
import { useTypedBeforeHydration } from '@site/lib/typed-before-hydration';
import { useNavigate } from '@tanstack/react-router';
import { useActor } from '@xstate/react';
import { type MouseEvent, memo, useEffect, useMemo, useRef, useState } from 'react';
import { PageMeta } from '../shared/page-meta';
import { SanitizedHtml } from './sanitized-html';
import './user-guide.css';

type GuideTexts = Catalogues['guide'];
type FeatureTexts = GuideTexts['modules']['audit']['features']['audit'];

/** A topic of the guide with its guides, in the page's language. */
interface GuideModule {
  id: string;
  title: string;
  summary: string;
  features: Array<FeatureTexts & { id: string; shots: readonly number[] }>;
}

/** The guide's shape (src/content/user-guide.ts) with the words of the page's language. */
function guideIn(texts: GuideTexts): GuideModule[] {
  return guideShape.map((module) => {
    const words = texts.modules[module.id];
    const features = words.features as Record<string, FeatureTexts>;
    return {
      id: module.id,
      title: words.title,
      summary: words.summary,
      features: module.features.map(
        (feature) => ({ ...features[feature.id], ...feature }) as GuideModule['features'][number],
      ),
    };
  });
}

/** The id of a video's entry in the content panel: the scroll target of a feature. */
export function videoId({ module, feature }: GuideSelection): string {
  return `guide-${module}-${feature}`;
}

function featureHref({ module, feature }: GuideSelection): string {
  return `/user-guide?${new URLSearchParams({ module, feature }).toString()}`;
}

function scrollToVideo(selection: GuideSelection): void {
  const element = document.getElementById(videoId(selection));
  if (!element) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  element.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  // Keyboard and screen-reader users continue from the video they chose.
  element.focus({ preventScroll: true });
  // On wide screens the topic list scrolls on its own: keep the chosen feature visible in it too.
  const link = document.querySelector<HTMLElement>('.guide-nav .guide-feature[aria-current="true"]');
  const panel = link?.closest<HTMLElement>('.guide-nav');
  if (link && panel && panel.scrollHeight > panel.clientHeight) {
    panel.scrollTop = link.offsetTop - panel.clientHeight / 2;
  }
}

const SEARCH_ID = 'guide-search';

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * /user-guide (docs/requirements/marketing.md#user-guide): topics on the left, the videos on the
 * right.
 */
export function UserGuidePage({ link }: { link: GuideLink }) {
  const m = useGuideMessages();
  const guideModules = useMemo(() => guideIn(m), [m]);
  const navigate = useNavigate();
  const searchInput = useRef<HTMLInputElement>(null);
  const [logic] = useState(() =>
    userGuideMachine.provide({
      actions: {
        scrollToFeature: (_, selection) => scrollToVideo(selection),
        // The scroll rule of every navigation (lib/scroll.ts) then keeps the video in view too.
        showInUrl: (_, selection) =>
          void navigate({
            to: '/user-guide',
            search: { module: selection.module, feature: selection.feature },
            state: { scrollTo: videoId(selection) },
          }),
      },
    }),
  );
  const [state, send] = useActor(logic, { ...useActorOptions(), input: { modules: guideModules, link } });
  const { query, expanded, selected } = state.context;
  const listed = filterGuide(guideModules, query);
  useTypedBeforeHydration<string>(SEARCH_ID, 'string', (typed) =>
    send({ type: 'search.change', query: typed }),
  );

  // A link followed while the guide is open (or back and forward) is a deep link too.
  useEffect(() => {
    send({ type: 'link.open', module: link.module, feature: link.feature });
  }, [link.module, link.feature, send]);

  const isSelected = (module: string, feature: string) =>
    selected?.module === module && selected.feature === feature;

  return (
    <div className="page guide">
      <PageMeta title={m.heading} description={m.metaDescription} path="/user-guide" />
      <header className="guide__header">
        <h1>{m.heading}</h1>
        <p className="page__lead">{m.lead}</p>
      </header>
      <div className="guide__layout">
        <nav className="guide-nav" aria-label={m.topics}>
          <div className="guide-search">
            <label htmlFor={SEARCH_ID} className="guide-visually-hidden">
              {m.searchLabel}
            </label>
            <input
              ref={searchInput}
              id={SEARCH_ID}
              type="search"
              value={query}
              placeholder={m.searchPlaceholder}
              autoComplete="off"
              onChange={(event) => send({ type: 'search.change', query: event.target.value })}
            />
            {query ? (
              <button
                type="button"
                className="guide-search__clear"
                aria-label={m.clearSearch}
                onClick={() => {
                  send({ type: 'search.clear' });
                  searchInput.current?.focus();
                }}
              >
                <span aria-hidden="true">×</span>
              </button>
            ) : null}
          </div>
          {listed.length === 0 ? (
            <p className="guide-nav__empty" role="status">
              {m.noMatches(query)}
            </p>
          ) : null}
          <ul className="guide-modules">
            {listed.map(({ module, features }) => {
              const open = expanded.includes(module.id);
              const listId = `guide-nav-${module.id}`;
              return (
                <li key={module.id} className="guide-module">
                  <button
                    type="button"
                    className="guide-module__toggle"
                    aria-expanded={open}
                    aria-controls={listId}
                    onClick={() => send({ type: 'module.toggle', module: module.id })}
                  >
                    <span className="guide-module__title">{module.title}</span>
                    <span className="guide-module__count">{m.featureCount(features.length)}</span>
                  </button>
                  <ul id={listId} className="guide-features" hidden={!open}>
                    {open
                      ? features.map((section) => {
                          const target = { module: module.id, feature: section.id };
                          return (
                            <li key={section.id}>
                              <a
                                href={featureHref(target)}
                                className="guide-feature"
                                aria-current={isSelected(module.id, section.id) ? 'true' : undefined}
                                onClick={(event) => {
                                  // A new tab or window opens the deep link itself.
                                  if (!isPlainClick(event)) return;
                                  event.preventDefault();
                                  send({ type: 'feature.select', ...target });
                                }}
                              >
                                {section.feature}
                              </a>
                            </li>
                          );
                        })
                      : null}
                  </ul>
                </li>
              );
            })}
          </ul>
        </nav>
        <GuideContent
          modules={guideModules}
          selectedModule={selected?.module}
          selectedFeature={selected?.feature}
        />
      </div>
    </div>
  );
}

/**
 * The introduction and every guide with its steps, and a step's screenshot where one was recorded
 * (`npm run guide:record`). Memoized: typing in the search box or opening a module does not
 * re-render every guide, only a new selection or language does.
 */
const GuideContent = memo(function GuideContent({
  modules,
  selectedModule,
  selectedFeature,
}: {
  modules: readonly GuideModule[];
  selectedModule: string | undefined;
  selectedFeature: string | undefined;
}) {
  const m = useGuideMessages();
  return (
    <div className="guide-content">
      <section className="guide-intro" aria-labelledby="guide-intro-heading">
        <h2 id="guide-intro-heading">{m.introHeading}</h2>
        {m.introduction.map((paragraph) => (
          <p key={paragraph.slice(0, 24)}>{paragraph}</p>
        ))}
      </section>
      {modules.map((module) => (
        <section key={module.id} className="guide-section" aria-labelledby={`guide-module-${module.id}`}>
          <h2 id={`guide-module-${module.id}`}>{module.title}</h2>
          <p className="guide-section__summary">{module.summary}</p>
          {module.features.map((section) => {
            const id = videoId({ module: module.id, feature: section.id });
            const chosen = selectedModule === module.id && selectedFeature === section.id;
            return (
              <article
                key={section.id}
                id={id}
                tabIndex={-1}
                className={chosen ? 'guide-video guide-video--selected' : 'guide-video'}
                aria-labelledby={`${id}-title`}
              >
                <h3 id={`${id}-title`} className="guide-video__title">
                  {section.title}
                </h3>
                <p className="guide-video__tag">
                  <span className="guide-visually-hidden">{m.feature}: </span>
                  <span>{section.feature}</span>
                </p>
                <SanitizedHtml html={section.description} className="guide-video__description" />
                <h4 className="guide-visually-hidden">{m.steps}</h4>
                <ol className="guide-steps">
                  {section.steps.map((step, index) => {
                    const number = index + 1;
                    return (
                      <li key={step} className="guide-step">
                        {section.shots.includes(number) ? (
                          <figure className="guide-step__figure">
                            <img
                              src={guideShotUrl(module.id, section.id, number)}
                              alt={m.screenshot(number)}
                              width="360"
                              height="640"
                              loading="lazy"
                              decoding="async"
                            />
                            <figcaption>{step}</figcaption>
                          </figure>
                        ) : (
                          step
                        )}
                      </li>
                    );
                  })}
                </ol>
              </article>
            );
          })}
        </section>
      ))}
    </div>
  );
});
