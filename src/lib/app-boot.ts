// The app boot script ("paint first", docs/decisions/0010-paint-first-and-early-clicks.md): a
// prerendered page is complete without JavaScript, so it asks for none until the browser has
// painted it. scripts/lib/prerender.mjs puts this inline at the end of <body> of every page it
// prerenders for hydration, in place of Vite's <script type="module"> and
// <link rel="modulepreload"> tags, and lists the modules on the tag:
//   <script data-run="/assets/rolldown-runtime-….js /assets/framework-….js /assets/index-….js"
//           data-preload="/assets/<the page's route chunks>.js …">…</script>
// Once the browser has painted the page (its first contentful paint), it preloads every listed
// module at once, then runs the `data-run` ones one after another, each when the one before has
// run: the libraries, then the app's entry (last). A module graph runs in one task, so running the
// libraries first splits the app's start into two shorter tasks (Total Blocking Time). The route
// chunks are only preloaded: the router imports them. A page opened in a background tab paints
// nothing until it is shown: it loads at once.
//
// Why: Lighthouse (like a phone on 4G) puts every request that starts before the first paint on
// the way to it; with the modules preloaded from <head>, the home page's FCP and LCP included
// downloading and running ~114 KiB of JavaScript (1.85 s against the 1.0 s target,
// docs/requirements/performance.md#page-targets).
//
// The client-rendered shell and the 404 page keep Vite's tags: they show nothing before the app
// runs. The CSP allows this script by its SHA-256 hash, which the build computes; it reads its
// lists from its own attributes, so its text (and hash) is the same on every page.
// tests/unit/app-boot.test.ts runs it; tests/e2e/prerender.spec.ts checks the order in a browser.

/** The app loads by then even if the browser never reports a first paint. */
export const FIRST_PAINT_LIMIT_MS = 3000;

const script = [
  'var d=document,c=d.currentScript,P=window.PerformanceObserver;',
  'function list(name){return (c.dataset[name]||"").split(" ").filter(Boolean)}',
  // Same credentials mode for preloads and scripts, so the scripts reuse what was preloaded.
  'function add(tag,props){var e=d.createElement(tag);e.crossOrigin="";for(var k in props)e[k]=props[k];d.head.appendChild(e);return e}',
  'function run(scripts){var src=scripts.shift();if(src)add("script",{type:"module",src:src}).onload=function(){run(scripts)}}',
  'var started=false;',
  'function load(){if(started)return;started=true;var scripts=list("run");scripts.concat(list("preload")).forEach(function(href){add("link",{rel:"modulepreload",href:href})});run(scripts)}',
  // The browser's own record of the first contentful paint (animation frames are no proxy: Chrome
  // runs several before it paints a loading page). Without Paint Timing, two frames, and in any
  // case not later than FIRST_PAINT_LIMIT_MS.
  'if(d.visibilityState==="hidden")load();',
  'else if(P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0)new P(function(entries,observer){if(entries.getEntriesByName("first-contentful-paint").length){observer.disconnect();load()}}).observe({type:"paint",buffered:true});',
  'else requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(load,0)})});',
  `setTimeout(load,${FIRST_PAINT_LIMIT_MS});`,
];
export const appBootScript = `(function(){${script.join('')}})()`;
