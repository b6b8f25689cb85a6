/**
 * Leaves this site for another origin (the school's portal): a full navigation, since the router
 * knows only this site's pages. One function so tests can watch where the app sends the browser.
 */
export function leaveSite(url: string): void {
  window.location.assign(url);
}
