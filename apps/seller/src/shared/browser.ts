/** Leaves the app for another site (the payment provider's onboarding page); a seam tests can replace, as jsdom cannot navigate. */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
