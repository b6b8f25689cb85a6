import { useMessages } from '../../i18n/use-messages';
import { routeMetadata } from '../../lib/page-metadata';
import { PageMeta } from '../shared/page-meta';

/** The home page's five sections (SPEC §2); the header's section links scroll to them. */
export function HomePage() {
  const m = useMessages().pages.home;
  return (
    <>
      <PageMeta {...routeMetadata.home} />
      <section id="home" className="home-section home-section--hero">
        <h1>{m.title}</h1>
        <p className="page__lead">{m.lead}</p>
      </section>
      <section id="about" className="home-section">
        <h2>{m.sections.about}</h2>
      </section>
      <section id="services" className="home-section">
        <h2>{m.sections.services}</h2>
      </section>
      <section id="why-free" className="home-section">
        <h2>{m.sections.whyFree}</h2>
      </section>
      <section id="contact" className="home-section">
        <h2>{m.sections.contact}</h2>
      </section>
    </>
  );
}
