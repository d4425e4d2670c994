/** Leaves the app for another site (the payment page); a seam tests can replace, as jsdom cannot navigate. */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
