// The marketing pages as a visitor sees them (docs/requirements/marketing.md#home-page,
// #landing-pages): the sections, cards, links and app buttons, and what loads with them.
// The carousel, contact form and FAQ have their own model-based tests in tests/machines.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { heroSlideContent } from '@site/content/hero-slides';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../machines/support/render-app';

const section = (id: string) => document.getElementById(id) as HTMLElement;
const linkHref = (root: HTMLElement, text: string) =>
  within(root).getByText(text, { selector: 'a' }).getAttribute('href');

const storeLinks = {
  'Student app on the App Store': 'https://apps.apple.com/in/app/shala-student/id6745512301',
  'Student app on Google Play': 'https://play.google.com/store/apps/details?id=app.shala.student',
  'Teacher app on the App Store': 'https://apps.apple.com/in/app/shala-teacher/id6745512302',
  'Teacher app on Google Play': 'https://play.google.com/store/apps/details?id=app.shala.teacher',
};

function expectOwnImagesOnly() {
  // Nothing leaves our origin at page load, and every image has its size before it arrives.
  for (const image of document.querySelectorAll('img')) {
    expect(image.getAttribute('src')).toMatch(/^\/[^/]/);
    expect(Number(image.getAttribute('width'))).toBeGreaterThan(0);
    expect(Number(image.getAttribute('height'))).toBeGreaterThan(0);
  }
}

describe('home page (/)', () => {
  it('has the five sections the header links to, in order', async () => {
    await renderApp({ path: '/' });
    const ids = [...document.querySelectorAll('main section[id]')].map((element) => element.id);
    expect(ids).toEqual(['home', 'about', 'services', 'why-free', 'contact']);
    expect(section('services').querySelector('h2')).toHaveTextContent('Features');
    expect(section('why-free').querySelector('h2')).toHaveTextContent('Why Free?');
    expectOwnImagesOnly();
  });

  it('links both landing pages from About', async () => {
    await renderApp({ path: '/' });
    expect(linkHref(section('about'), 'Shala for schools')).toBe('/school-management-system');
    expect(linkHref(section('about'), 'Shala for coaching centres')).toBe('/coaching-management-system');
  });

  it('shows the six feature cards, each tagged FREE', async () => {
    await renderApp({ path: '/' });
    const cards = [...section('services').querySelectorAll('li.marketing-card')] as HTMLElement[];
    expect(cards.map((card) => card.querySelector('h3')?.textContent)).toEqual([
      'Admin Portal',
      'Mobile Apps',
      'Intelligent Learning Assistant',
      'Student App',
      'Faculty App',
      'Secure Infrastructure',
    ]);
    for (const card of cards) expect(within(card).getByText('FREE')).toBeInTheDocument();
  });

  it('scrolls to the contact section from the Intelligent Learning Assistant card, staying on /', async () => {
    const { router } = await renderApp({ path: '/' });
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    const card = section('services').querySelector('[data-feature="learning-assistant"]') as HTMLElement;
    const action = within(card).getByText('Ask us about it');
    // A plain jump to the section before the page is hydrated; the app scrolls there itself after.
    expect(action).toHaveAttribute('href', '/#contact');
    fireEvent.click(action);
    expect(scrolled).toEqual([section('contact')]);
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('hero slides', () => {
  it('are five, each with an icon and a sized background image of our own; only the last shows the apps', () => {
    expect(heroSlideContent).toHaveLength(5);
    expect(heroSlideContent.map((slide) => slide.hasAppLinks)).toEqual([false, false, false, false, true]);
    for (const slide of heroSlideContent) {
      expect(slide.icon).toBeTruthy();
      const svg = readFileSync(join(process.cwd(), 'public', slide.backgroundImage), 'utf8');
      expect(svg).toMatch(/^<svg [^>]*width="640" height="480"/);
      expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    }
  });
});

const landingPages = [
  {
    path: '/school-management-system',
    heading: 'School Management System',
    features: ['Student Management', 'Academic Management'],
    benefits: ['100% Free', 'Easy Implementation', 'Mobile Applications', 'Data Security'],
  },
  {
    path: '/coaching-management-system',
    heading: 'Coaching Management System',
    features: ['Student & Batch Management', 'Performance Analytics'],
    benefits: ['100% Free', 'AI Doubt Assistant', 'Mobile Applications'],
  },
];

describe.each(landingPages)('landing page $path', (page) => {
  it('offers a free trial, a demo, its cards, the app links and a call to action', async () => {
    await renderApp({ path: page.path });
    const main = screen.getByRole('main');
    expect(main.querySelector('h1')).toHaveTextContent(page.heading);
    expect(linkHref(main, 'Start Free Trial')).toBe('/register');
    expect(linkHref(main, 'Schedule Demo')).toBe('/#contact');
    expect(linkHref(main, 'Get Started for Free')).toBe('/register');
    const titles = (selector: string) =>
      [...main.querySelectorAll(`${selector} h3`)].map((heading) => heading.textContent);
    expect(titles('[data-feature]')).toEqual(page.features);
    expect(titles('[data-benefit]')).toEqual(page.benefits);
    const stores = [...main.querySelectorAll('.store-link')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(Object.fromEntries(stores)).toEqual(storeLinks);
    expect(main.querySelectorAll('.faq__item')).toHaveLength(3);
    expectOwnImagesOnly();
  });

  it('mentions the coaching AI assistant and analytics where the requirements put them', async () => {
    await renderApp({ path: page.path });
    const main = screen.getByRole('main');
    if (page.path === '/coaching-management-system') {
      expect(main).toHaveTextContent("An AI assistant that resolves students' doubts at any hour");
      expect(main).toHaveTextContent('Rankings within a batch');
      expect(main).toHaveTextContent('Reports for each student and each batch');
    } else {
      expect(main).toHaveTextContent('Attendance tracking');
      expect(main).toHaveTextContent('Exams, assessments and report cards');
    }
  });
});
