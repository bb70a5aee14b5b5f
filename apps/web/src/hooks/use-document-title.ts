import { useEffect } from 'react';

/** The product name every title ends with. */
const APP_NAME = 'Sehat';

/**
 * Sets `document.title` to '<title> | Sehat' while the screen is shown (issue "Complete records"
 * scope 7: every screen sets its own title). `title` may change as data arrives.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${APP_NAME}`;
  }, [title]);
}
