// The contact form is the home page's last section, several screens below the first. Its code
// (the form machine, the rules, the field components: about 2.5 KB brotli) is not on the first
// page's critical path (docs/requirements/performance.md#javascript-budgets): it loads when the
// visitor comes near the form, arrives to write (/#contact, the header's Contact link), or the page
// has been idle a moment. Meanwhile the prerendered form stays on screen: React keeps the server's
// markup inside the Suspense boundary and hydrates it when the code arrives. Until then its Send
// button is disabled (contact-section.tsx), so a message can never be submitted by the browser
// without the app.

import { useHomeMessages } from '@site/i18n/use-home-messages';
import { captureTypedBeforeHydration } from '@site/lib/typed-before-hydration';
import { type ComponentType, lazy, Suspense } from 'react';

const importSection = () => import('./contact-section');

/** Set once the code is here: the prerender (which awaits it) and later visits render it directly. */
let loadedSection: ComponentType | undefined;

/** For the prerender, which renders synchronously: load the section before rendering the page. */
export async function preloadContactSection(): Promise<void> {
  loadedSection = (await importSection()).ContactSection;
}

/** How long an idle page waits before loading the form anyway, so it is ready when reached. */
const IDLE_LOAD_MS = 3000;

/** Resolves when the form is about to be needed. */
function whenNeeded(): Promise<void> {
  return new Promise((resolve) => {
    const section = document.getElementById('contact');
    const arriving = window.location.hash === '#contact' || window.history.state?.scrollTo === 'contact';
    if (!section || arriving || typeof IntersectionObserver === 'undefined') {
      resolve();
      return;
    }
    // Within a screen's height of the viewport: the code arrives before the form scrolls in.
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), {
      rootMargin: '100% 0px',
    });
    const timer = window.setTimeout(done, IDLE_LOAD_MS);
    function done() {
      observer.disconnect();
      window.clearTimeout(timer);
      resolve();
    }
    observer.observe(section);
  });
}

const LazyContactSection = lazy(async () => {
  await whenNeeded();
  const { ContactSection } = await importSection();
  // The prerendered fields may hold what the visitor typed already: React is about to reset them.
  const section = document.getElementById('contact');
  if (section) captureTypedBeforeHydration(section);
  loadedSection = ContactSection;
  return { default: ContactSection };
});

export function DeferredContactSection() {
  const Section = loadedSection ?? LazyContactSection;
  return (
    <Suspense fallback={<ContactPlaceholder />}>
      <Section />
    </Suspense>
  );
}

/**
 * Shown only when the page is rendered in the browser rather than hydrated (an in-app visit to /)
 * and the code is not here yet: the section's place, so the header's Contact link can scroll to it.
 */
function ContactPlaceholder() {
  const m = useHomeMessages().contact;
  return (
    <section
      id="contact"
      className="home-section marketing-section contact contact--loading"
      aria-busy="true"
    >
      <h2>{m.heading}</h2>
      <p className="marketing-section__lead">{m.lead}</p>
    </section>
  );
}
