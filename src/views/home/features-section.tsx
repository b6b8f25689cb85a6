// The home page's Features section (docs/requirements/marketing.md#features): six cards, each
// tagged FREE. The Intelligent Learning Assistant card leads to the contact section: a scroll on
// the home page, elsewhere a navigation home that asks for that section (the scroll rule,
// docs/requirements/marketing.md#navigation-and-scroll).

import { featureContent } from '@site/content/features';
import { useHomeMessages } from '@site/i18n/use-home-messages';
import { applyScroll } from '@site/lib/scroll';
import { Link, useRouterState } from '@tanstack/react-router';
import { MarketingIcon } from '../shared/marketing-icon';

export function FeaturesSection() {
  const m = useHomeMessages().features;
  return (
    <section id="services" className="home-section marketing-section" aria-labelledby="services-heading">
      <h2 id="services-heading">{m.heading}</h2>
      <p className="marketing-section__lead">{m.lead}</p>
      <ul className="marketing-cards marketing-cards--three">
        {featureContent.map((feature) => {
          const card = m.cards[feature.id];
          return (
            <li key={feature.id} className="marketing-card" data-feature={feature.id}>
              <div className="marketing-card__top">
                <MarketingIcon name={feature.icon} size={32} />
                <span className="free-tag">{m.free}</span>
              </div>
              <h3>{card.title}</h3>
              <p>{card.description}</p>
              {feature.section ? (
                <SectionLink
                  section={feature.section}
                  className="button button--secondary marketing-card__action"
                >
                  {m.assistantAction}
                </SectionLink>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function SectionLink({
  section,
  className,
  children,
}: {
  section: string;
  className: string;
  children: string;
}) {
  const onHome = useRouterState({ select: (s) => s.location.pathname === '/' });
  return (
    <Link
      to="/"
      hash={section}
      state={{ scrollTo: section }}
      className={className}
      onClick={(event) => {
        if (!onHome) return;
        event.preventDefault();
        applyScroll({ kind: 'element', id: section });
      }}
    >
      {children}
    </Link>
  );
}
