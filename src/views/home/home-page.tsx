import { useHomeMessages } from '@site/i18n/use-home-messages';
import { routeMetadata } from '@site/lib/page-metadata';
import { Link } from '@tanstack/react-router';
import { PageMeta } from '../shared/page-meta';
import { DeferredContactSection } from './deferred-contact-section';
import { FeaturesSection } from './features-section';
import { HeroCarousel } from './hero-carousel';
import '../shared/marketing.css';
import './home.css';

/**
 * The home page's five sections (docs/requirements/marketing.md#home-page); the header's section
 * links scroll to their ids.
 */
export function HomePage() {
  return (
    <>
      <PageMeta {...routeMetadata.home} />
      <HeroCarousel />
      <AboutSection />
      <FeaturesSection />
      <WhyFreeSection />
      <DeferredContactSection />
    </>
  );
}

function AboutSection() {
  const m = useHomeMessages().about;
  return (
    <section id="about" className="home-section marketing-section about" aria-labelledby="about-heading">
      <h2 id="about-heading">{m.heading}</h2>
      <div className="about__grid">
        <div>
          {m.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p className="about__links">
            <Link to="/school-management-system" className="button button--primary">
              {m.schoolLink}
            </Link>
            <Link to="/coaching-management-system" className="button button--secondary">
              {m.coachingLink}
            </Link>
          </p>
        </div>
        <div className="about__included">
          <h3>{m.includedHeading}</h3>
          <ul>
            {m.included.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

function WhyFreeSection() {
  const m = useHomeMessages().whyFree;
  return (
    <section id="why-free" className="home-section marketing-section" aria-labelledby="why-free-heading">
      <h2 id="why-free-heading">{m.heading}</h2>
      <p className="marketing-section__lead">{m.lead}</p>
      <ul className="marketing-cards marketing-cards--three">
        {m.points.map((point) => (
          <li key={point.title} className="marketing-card">
            <h3>{point.title}</h3>
            <p>{point.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
