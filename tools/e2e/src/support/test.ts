import { expect, test as base, type BrowserContext } from '@playwright/test';

/**
 * Content Security Policy violations reported by a context's pages. Chromium logs each refused
 * script, style, image or connection as a console error naming the policy.
 */
export function cspViolations(context: BrowserContext): string[] {
  const seen: string[] = [];
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      seen.push(message.text());
  });
  return seen;
}

/** Playwright's test, failing any test whose pages ran into the frontend servers' CSP. */
export const test = base.extend<{ noCspViolations: void }>({
  noCspViolations: [
    async ({ context }, use) => {
      const seen = cspViolations(context);
      await use();
      expect(seen, 'Content Security Policy violations on the pages this test walked').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { Page } from '@playwright/test';
