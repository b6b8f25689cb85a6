// The class on <body> that turns dark mode on, set by the theme boot script before the first paint
// (lib/theme-boot.ts) and by the theme machine's action after it (lib/app-logic.ts). A module of its
// own because the app imports it: importing it from theme-boot.ts kept that script's template
// literal (its JSON.stringify calls) in the app's entry chunk, where it is never used.
export const DARK_CLASS = 'dark-mode';
