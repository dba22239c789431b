/**
 * Opens a page with a full load from the server: fresh HTML that names the
 * current build's chunks. A module of its own so that tests can stand in for
 * it, as a browser's `window.location` cannot be replaced.
 */
export function fullPageLoad(url: string): void {
  window.location.assign(url);
}
