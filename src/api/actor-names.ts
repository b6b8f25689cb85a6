// Every network actor of the site, by name, as one type: what a test may replace through
// ActorOverridesContext (src/lib/screen-machine.ts). Type-only imports: nothing is bundled.
import type { ActorOverrides } from '@site/lib/screen-machine';
import type { authActors } from './auth-actors';
import type { contactActors } from './contact-actors';
import type { legalActors } from './legal-actors';
import type { tenantsActors } from './tenants-actors';

export type SiteActors = typeof authActors & typeof contactActors & typeof legalActors & typeof tenantsActors;

export type SiteActorOverrides = ActorOverrides<SiteActors>;
