import { useEffect, type RefObject } from 'react';

/**
 * Hands `onPick` the files chosen in a file input before React had hydrated the server-rendered page that
 * holds it (the input had no handler yet), once, when the page goes live: a picked file is never silently
 * lost (docs/decisions/045-react-renders-sehat.md).
 */
export function useEarlyPickedFiles(
  input: RefObject<HTMLInputElement | null>,
  onPick: (files: FileList) => void,
) {
  useEffect(() => {
    const files = input.current?.files;
    if (files && files.length > 0) onPick(files);
    // Only what was picked before the first effect; later picks reach the input's onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
