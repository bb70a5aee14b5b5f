import { useEffect } from 'react';

/** Sets `document.title` to '<title> | Sehat' while the screen is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} | Sehat`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
