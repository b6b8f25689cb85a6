// The first inline script in <body> of every page the build writes (scripts/lib/prerender.mjs):
// it runs before anything paints, so the page is right for this visitor from its first frame:
//   - the stored or system theme (lib/theme-boot.ts): no light flash in dark mode;
//   - the stored session (lib/session-boot.ts): Dashboard and Logout in the header, not Login;
//   - taps noted until the app runs (lib/early-clicks.ts), so none is lost.
// The CSP allows it by its SHA-256 hash, which the build computes.
import { earlyClicksScript } from './early-clicks';
import { sessionBootScript } from './session-boot';
import { themeBootScript } from './theme-boot';

export const pageBootScript = [themeBootScript, sessionBootScript, earlyClicksScript].join(';');
