// The home page's in-page sections (docs/requirements/marketing.md#home-page): the header links to
// them from anywhere.
export const homeSections = ['home', 'about', 'services', 'why-free', 'contact'] as const;
export type HomeSection = (typeof homeSections)[number];
