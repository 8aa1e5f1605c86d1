/**
 * Where the browser goes: a signed download link is opened as a plain navigation, so the
 * browser saves the ZIP itself (no blob kept in the page). An object, so a test can stand
 * in for the navigation jsdom does not do.
 */
export const browserNavigation = {
  open(url: string): void {
    window.location.assign(url);
  },
};
