// The home page's hero (docs/requirements/marketing.md#hero-carousel): the page's heading and the
// carousel of five slides. The hero carousel machine decides which slide shows, when it changes and
// whether time runs; this view renders that and reports what the visitor does (and what the browser
// says about the tab and reduced motion).

import { type HeroCarouselEvent, heroCarouselMachine } from '@machines/hero-carousel.machine';
import { HERO_IMAGE_SIZE, type HeroSlide, heroSlides, isInternalLink } from '@site/content/hero-slides';
import { useHomeMessages } from '@site/i18n/use-home-messages';
import { useActorOptions } from '@site/lib/inspector';
import { Link } from '@tanstack/react-router';
import { useActor } from '@xstate/react';
import { type FocusEvent, useEffect } from 'react';
import { AppStoreLinks } from '../shared/app-store-links';
import { MarketingIcon } from '../shared/marketing-icon';

export function HeroCarousel() {
  const m = useHomeMessages();
  const slides = heroSlides(m.hero.slides);
  const [state, send] = useActor(heroCarouselMachine, {
    ...useActorOptions(),
    input: { count: slides.length },
  });
  useBrowserSignals(send);
  const { index, target, cycle } = state.context;
  const playing = state.matches({ autoplay: 'on' });
  const counting = state.matches({ slides: 'counting' });
  const fading = state.matches({ slides: 'fading' });

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    // Focus moving between the slides' own links is not leaving them.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      send({ type: 'hold.end', reason: 'focus' });
    }
  };

  return (
    <section id="home" className="home-section hero" aria-labelledby="hero-heading">
      <div className="hero__intro">
        <h1 id="hero-heading" className="hero__heading">
          {m.home.heading}
        </h1>
        <p className="hero__lead">{m.home.lead}</p>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: WAI-ARIA's carousel pattern names the region; a nested <section> would add a landmark per slide show. */}
      <div className="hero__carousel" role="region" aria-roledescription="carousel" aria-label={m.hero.label}>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: hovering or focusing the slides only holds the rotation (WCAG 2.2.2); the controls below are the buttons. */}
        <div
          className="hero__slides"
          aria-live={playing ? 'off' : 'polite'}
          onMouseEnter={() => send({ type: 'hold.start', reason: 'pointer' })}
          onMouseLeave={() => send({ type: 'hold.end', reason: 'pointer' })}
          onFocus={() => send({ type: 'hold.start', reason: 'focus' })}
          onBlur={onBlur}
        >
          {slides.map((slide, position) => (
            <HeroSlideView
              key={slide.id}
              slide={slide}
              label={m.hero.slideLabel(position + 1, slides.length)}
              shown={position === index}
              fading={fading && position === index}
              eager={position === 0}
            />
          ))}
        </div>
        <div className="hero__progress" aria-hidden="true">
          {counting ? <span key={cycle} className="hero__progress-bar" data-testid="hero-progress" /> : null}
        </div>
        {/* The controls after the slides: the first thing a phone's Tab reaches is the slide's
            own link, not Pause (issue 33); they stay inside the carousel (WCAG 2.2.2). */}
        <div className="hero__controls">
          <button
            type="button"
            className="hero__toggle"
            aria-label={playing ? m.hero.pause : m.hero.play}
            onClick={() => send({ type: playing ? 'slideshow.pause' : 'slideshow.play' })}
          >
            <ToggleIcon playing={playing} />
            <span aria-hidden="true">{playing ? m.hero.pauseShort : m.hero.playShort}</span>
          </button>
          {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form fieldset. */}
          <div className="hero__indicators" role="group" aria-label={m.hero.indicatorsLabel}>
            {slides.map((slide, position) => (
              <button
                key={slide.id}
                type="button"
                className={
                  position === target ? 'hero__indicator hero__indicator--current' : 'hero__indicator'
                }
                aria-label={m.hero.indicator(position + 1, slide.title)}
                aria-current={position === target ? 'true' : undefined}
                onClick={() => send({ type: 'slide.select', index: position })}
              />
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}

/** The tab's visibility and the reduced-motion preference, read in effects so a prerender matches. */
function useBrowserSignals(send: (event: HeroCarouselEvent) => void) {
  useEffect(() => {
    const onVisibility = () => send({ type: document.hidden ? 'hold.start' : 'hold.end', reason: 'hidden' });
    if (document.hidden) onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [send]);

  useEffect(() => {
    const query = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    if (!query) return;
    if (query.matches) send({ type: 'motion.reduce' });
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) send({ type: 'motion.reduce' });
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [send]);
}

function HeroSlideView({
  slide,
  label,
  shown,
  fading,
  eager,
}: {
  slide: HeroSlide;
  label: string;
  shown: boolean;
  fading: boolean;
  eager: boolean;
}) {
  const className = ['hero__slide', shown ? 'hero__slide--shown' : '', fading ? 'hero__slide--fading' : '']
    .filter(Boolean)
    .join(' ');
  return (
    // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA's carousel pattern: each slide is a labelled group.
    <div
      className={className}
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      data-slide={slide.id}
      inert={!shown}
      aria-hidden={shown ? undefined : true}
    >
      <img
        className="hero__image"
        src={slide.backgroundImage}
        width={HERO_IMAGE_SIZE.width}
        height={HERO_IMAGE_SIZE.height}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className="hero__content">
        <span className="hero__icon">
          <MarketingIcon name={slide.icon} size={32} />
        </span>
        <h2 className="hero__title">{slide.title}</h2>
        <p className="hero__subtitle">{slide.subtitle}</p>
        <p className="hero__description">{slide.description}</p>
        <div className="hero__actions">
          <SlideLink link={slide.primaryLink} className="button button--primary">
            {slide.primaryBtn}
          </SlideLink>
          <SlideLink link={slide.secondaryLink} className="button button--secondary">
            {slide.secondaryBtn}
          </SlideLink>
        </div>
        {slide.hasAppLinks ? (
          <div className="hero__apps">
            <AppStoreLinks app="student" />
            <AppStoreLinks app="teacher" />
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** A link starting with a slash is an internal link, otherwise a plain link. */
function SlideLink({ link, className, children }: { link: string; className: string; children: string }) {
  if (isInternalLink(link)) {
    return (
      <Link to={link} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={link} className={className}>
      {children}
    </a>
  );
}

function ToggleIcon({ playing }: { playing: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      {playing ? (
        <path d="M4 2h3v12H4zM9 2h3v12H9z" fill="currentColor" />
      ) : (
        <path d="M4 2l10 6-10 6z" fill="currentColor" />
      )}
    </svg>
  );
}
