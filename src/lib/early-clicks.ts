// Taps before the app runs. A prerendered page is on screen seconds before its JavaScript has run
// on a slow phone (src/lib/app-boot.ts loads it after the first paint), and a button that only the
// app handles (the menu, the theme toggle, the carousel, the FAQ) would ignore a tap meanwhile.
// Links and forms work as plain HTML; for the rest this is the one mechanism:
//   - earlyClicksScript, part of the first inline script in <body> (src/lib/page-boot.ts),
//     notes every click on a button of the page, and on a link marked data-replay (a link whose
//     app handler does more than follow it, such as the language switch: it also remembers the
//     choice), which it holds instead of following;
//   - main.tsx takes the list just before React hydrates the page (from then on React handles
//     clicks itself) and clicks each element again once the page is hydrated (AppTakeover), in
//     the order they came. Hydration keeps the prerendered elements, so each is the element the
//     visitor tapped; a page rendered afresh instead (a guard redirected it) drops them.
//   - A held link must never be dead: if one of the app's scripts fails to load, or the app has
//     not taken the list LINK_HOLD_LIMIT_MS after the tap, the script follows the link itself
//     (and holds no later link).
//   - A tap is acknowledged at once: the element carries EARLY_TAP_ATTRIBUTE (styles.css shows it
//     as pending) until it is replayed, so the visitor sees the page took it. A second tap on an
//     element still pending is not noted again: on a page that seemed dead it means "did you get
//     that?", and replayed it would undo the first on every toggle (the menu would open and close).
//     When the app is not coming (a script failed), the marks go with the held links.
// Typing is kept by the other half of the same idea: lib/typed-before-hydration.ts.

/** A held link is followed as plain HTML if the app has not taken it over by then. */
export const LINK_HOLD_LIMIT_MS = 10_000;

/** Marks an element tapped before the app ran, until the app has replayed the tap. */
export const EARLY_TAP_ATTRIBUTE = 'data-early-tap';

/** The global the inline script leaves for the app: stops listening and returns what it noted. */
export const EARLY_CLICKS_GLOBAL = '__shalaEarlyClicks';

// Pure: main.tsx imports this module for takeEarlyClicks and replayClicks only, and the bundler
// keeps a call it cannot prove free of side effects (the script's text would ship in the app).
export const earlyClicksScript = /* @__PURE__ */ [
  `(function(){var q=[],d=document,taken=false,plain=false,mark="${EARLY_TAP_ATTRIBUTE}";`,
  // The app is not coming: no tap stays marked as pending, and the last held link is followed as
  // plain HTML.
  'function release(){if(taken)return;plain=true;var link;for(var i=q.length-1;i>=0;i--){q[i].removeAttribute(mark);if(!link&&q[i].tagName==="A")link=q.splice(i,1)[0]}if(link)link.click()}',
  'function note(e){var t=e.target,c=t&&t.closest&&t.closest("button,a[data-replay]");',
  'if(!c||c.disabled||!c.closest("#root"))return;',
  // A link opened in a new tab or window is the browser's business.
  'if(c.tagName==="A"){if(plain||e.button||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey)return;e.preventDefault()}',
  'if(q.indexOf(c)>=0)return;',
  `if(c.tagName==="A")setTimeout(release,${LINK_HOLD_LIMIT_MS});`,
  'c.setAttribute(mark,"");q.push(c)}',
  'd.addEventListener("click",note,true);',
  // A script of the app that fails to load (error events do not bubble: listen while capturing).
  'd.addEventListener("error",function(e){if(e.target&&e.target.tagName==="SCRIPT")release()},true);',
  `window.${EARLY_CLICKS_GLOBAL}=function(){taken=true;d.removeEventListener("click",note,true);return q.splice(0)}`,
  '})()',
].join('');

declare global {
  interface Window {
    [EARLY_CLICKS_GLOBAL]?: () => HTMLElement[];
  }
}

/** Stops the inline script from noting clicks and returns the elements clicked so far, in order. */
export function takeEarlyClicks(): HTMLElement[] {
  return window[EARLY_CLICKS_GLOBAL]?.() ?? [];
}

/**
 * Clicks each element again (React handles it now), no longer pending; one that left the page is
 * skipped.
 */
export function replayClicks(elements: HTMLElement[]): void {
  for (const element of elements) {
    element.removeAttribute(EARLY_TAP_ATTRIBUTE);
    if (element.isConnected) element.click();
  }
}
