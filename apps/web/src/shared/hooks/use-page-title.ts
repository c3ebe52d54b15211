import { useEffect } from 'react';
import { PRODUCT_NAME } from '../config/constants.ts';

/** The document title for a page: '<page title> - Mathsight' (spec §1). */
export function formatPageTitle(pageTitle: string | null | undefined): string {
  return pageTitle ? `${pageTitle} - ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** Sets the browser tab's title while the page is shown. */
export function usePageTitle(pageTitle: string | null | undefined): void {
  useEffect(() => {
    document.title = formatPageTitle(pageTitle);
  }, [pageTitle]);
}
