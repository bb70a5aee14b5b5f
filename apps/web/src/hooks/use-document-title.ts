import { useEffect } from 'react';

/** The product name every title ends with, and the whole title of the landing page (index.html). */
const APP_NAME = 'Sehat';

/**
 * Sets `document.title` to '<title> | Sehat' while the screen is shown, and back to 'Sehat' when
 * it goes (docs/product.md#screens-added-since-the-first-version: every screen sets its own title). The landing page
 * keeps index.html's 'Sehat' without loading this hook, so its first paint stays light.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${APP_NAME}`;
    return () => {
      document.title = APP_NAME;
    };
  }, [title]);
}
