import type { Page } from '@playwright/test';

/** A form field by its accessible name, as a screen reader announces it (the required '*' is not part of it). */
export function field(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true });
}
