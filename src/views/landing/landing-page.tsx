// The school and coaching landing pages (docs/requirements/marketing.md#landing-pages):
// one layout, filled from src/content/landing-pages.ts and the catalogue's words for the page.

import { appIds } from '@site/content/app-stores';
import { type LandingPageId, landingPages } from '@site/content/landing-pages';
import type { LandingText } from '@site/i18n/en/landing';
import { useLandingMessages } from '@site/i18n/use-landing-messages';
import { useMessages } from '@site/i18n/use-messages';
import { routeMetadata } from '@site/lib/page-metadata';
import { Link } from '@tanstack/react-router';
import { AppStoreLinks } from '../shared/app-store-links';
import { MarketingIcon } from '../shared/marketing-icon';
import { PageMeta } from '../shared/page-meta';
import { FaqAccordion, type FaqItem } from './faq-accordion';
import '../shared/marketing.css';
import './landing.css';

export function LandingPage({ page }: { page: LandingPageId }) {
  const apps = useMessages().apps;
  const content = landingPages[page];
  // The catalogue is typed by each page's ids, so every id below has its words.
  const landing = useLandingMessages();
  const m: LandingText = landing[page];
  const text = <T,>(table: Readonly<Record<string, T>>, id: string): T => table[id] as T;
  const faq = (id: string): FaqItem => ({ id, ...text(m.faqs, id) });
  const [first, second, third] = content.faqIds;
  const faqs = [faq(first), faq(second), faq(third)] as const;

  return (
    <div className="landing" data-page={page}>
      <PageMeta {...routeMetadata[page]} {...landing.meta[page]} />
      <section className="landing__hero" aria-labelledby="landing-heading">
        <p className="landing__eyebrow">{m.eyebrow}</p>
        <h1 id="landing-heading">{m.heading}</h1>
        <p className="landing__lead">{m.lead}</p>
        <p className="landing__actions">
          <Link to="/register" className="button button--primary">
            {m.startTrial}
          </Link>
          <Link to="/" hash="contact" className="button button--secondary">
            {m.scheduleDemo}
          </Link>
        </p>
      </section>

      <section className="landing__section marketing-section" aria-labelledby="landing-features">
        <h2 id="landing-features">{m.featuresHeading}</h2>
        <ul className="marketing-cards">
          {content.features.map((feature) => {
            const card = text(m.features, feature.id);
            return (
              <li key={feature.id} className="marketing-card" data-feature={feature.id}>
                <div className="marketing-card__top">
                  <MarketingIcon name={feature.icon} size={32} />
                </div>
                <h3>{card.title}</h3>
                <p>{card.description}</p>
                <ul className="landing__points">
                  {card.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </section>

      <section className="landing__section marketing-section" aria-labelledby="landing-benefits">
        <h2 id="landing-benefits">{m.benefitsHeading}</h2>
        <ul className="marketing-cards landing__benefits">
          {content.benefits.map((benefit) => {
            const card = text(m.benefits, benefit.id);
            return (
              <li key={benefit.id} className="marketing-card" data-benefit={benefit.id}>
                <div className="marketing-card__top">
                  <MarketingIcon name={benefit.icon} size={28} />
                </div>
                <h3>{card.title}</h3>
                <p>{card.description}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <section className="landing__section marketing-section" aria-labelledby="landing-apps">
        <h2 id="landing-apps">{m.appsHeading}</h2>
        <p className="marketing-section__lead">{m.appsLead}</p>
        <div className="landing__apps">
          {appIds.map((app) => (
            <div key={app} className="landing__app">
              <h3>{apps.names[app]}</h3>
              <AppStoreLinks app={app} />
            </div>
          ))}
        </div>
      </section>

      <section className="landing__cta" aria-labelledby="landing-cta">
        <h2 id="landing-cta">{m.ctaHeading}</h2>
        <p>{m.ctaBody}</p>
        <Link to="/register" className="button button--primary">
          {m.getStarted}
        </Link>
      </section>

      <section className="landing__section marketing-section" aria-labelledby="landing-faq">
        <h2 id="landing-faq">{m.faqHeading}</h2>
        <FaqAccordion idPrefix={`faq-${page}`} items={faqs} />
      </section>
    </div>
  );
}
