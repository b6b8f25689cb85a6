// The theme boot script, part of the page boot script (lib/page-boot.ts) that every page runs
// inline as the first thing in <body>, before anything paints, so a visitor who chose dark mode
// (or whose system is dark) never sees a light flash while the JavaScript loads. It applies the
// theme machine's own starting rule (a stored choice wins, else the system preference);
// tests/unit/prerender-rules.test.ts checks that the two agree for every combination.
import { storageKeys } from './storage-keys';
import { DARK_CLASS } from './theme-class';

export const themeBootScript = `try{var s=localStorage.getItem(${JSON.stringify(storageKeys.darkMode)});if(s==="true"||s!=="false"&&matchMedia("(prefers-color-scheme: dark)").matches)document.body.classList.add(${JSON.stringify(DARK_CLASS)})}catch(e){}`;
