/** The one place that leaves the single-page app for another page (same window). */
export function leaveTo(url: string): void {
  window.location.assign(url)
}
