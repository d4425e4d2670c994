import { BRAND_NAME } from '@phonehub/domain';
import { useEffect } from 'react';

/** 'Shop refurbished devices – PhoneHub'; the brand alone without a page name. */
export function pageTitle(name?: string | null): string {
  const trimmed = name?.trim();
  return trimmed ? `${trimmed} – ${BRAND_NAME}` : BRAND_NAME;
}

/**
 * Names the browser tab after the page (each route calls it once). `full` is used as is, for the
 * home page's own site title; leave `name` undefined while it is loading to keep the previous one.
 */
export function usePageTitle(
  name: string | null | undefined,
  { full = false }: { full?: boolean } = {},
): void {
  useEffect(() => {
    if (name === undefined) return;
    document.title = full && name ? name : pageTitle(name);
  }, [name, full]);
}
