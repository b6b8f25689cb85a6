// The home page's hero carousel (docs/requirements/marketing.md#hero-carousel: 5 slides). The
// structure lives here; the words come from the message catalogue (marketing.hero.slides), so a
// translation changes no code. A link starting with '/' is an internal route, anything else
// (here: a section of the home page) a plain link.
import type { MarketingIconName } from './marketing-icons';

export type HeroSlideId = 'complete-system' | 'students' | 'faculty' | 'analytics' | 'apps';

export interface HeroSlideText {
  title: string;
  subtitle: string;
  description: string;
  primaryBtn: string;
  secondaryBtn: string;
}

export interface HeroSlideContent {
  id: HeroSlideId;
  primaryLink: string;
  secondaryLink: string;
  icon: MarketingIconName;
  /** A decorative SVG under public/, drawn behind the slide (width and height in HERO_IMAGE_SIZE). */
  backgroundImage: string;
  /** Only the apps slide shows the four store buttons. */
  hasAppLinks: boolean;
}

/** A hero slide: structure and words together. */
export type HeroSlide = HeroSlideContent & HeroSlideText;

export const HERO_IMAGE_SIZE = { width: 640, height: 480 } as const;

export const heroSlideContent: readonly HeroSlideContent[] = [
  {
    id: 'complete-system',
    primaryLink: '/school-management-system',
    secondaryLink: '/coaching-management-system',
    icon: 'school',
    backgroundImage: '/images/hero/complete-system.svg',
    hasAppLinks: false,
  },
  {
    id: 'students',
    primaryLink: '#services',
    secondaryLink: '#contact',
    icon: 'students',
    backgroundImage: '/images/hero/students.svg',
    hasAppLinks: false,
  },
  {
    id: 'faculty',
    primaryLink: '#services',
    secondaryLink: '#contact',
    icon: 'teacher',
    backgroundImage: '/images/hero/faculty.svg',
    hasAppLinks: false,
  },
  {
    id: 'analytics',
    primaryLink: '#services',
    secondaryLink: '#about',
    icon: 'analytics',
    backgroundImage: '/images/hero/analytics.svg',
    hasAppLinks: false,
  },
  {
    id: 'apps',
    primaryLink: '/register',
    secondaryLink: '#services',
    icon: 'phone',
    backgroundImage: '/images/hero/apps.svg',
    hasAppLinks: true,
  },
];

export function heroSlides(texts: Readonly<Record<HeroSlideId, HeroSlideText>>): HeroSlide[] {
  return heroSlideContent.map((slide) => ({ ...slide, ...texts[slide.id] }));
}

/** A link starting with a slash is an internal link, otherwise a plain link. */
export function isInternalLink(link: string): boolean {
  return link.startsWith('/');
}
