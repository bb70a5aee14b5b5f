import { useRef } from 'react';

interface AutoFocusHandlers {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Gives focus back, when a dialog, alert dialog or sheet closes, to the element that had it when it
 * opened (WAI-ARIA APG dialog pattern, WCAG 2.4.3). Radix returns focus to its own Trigger only; our
 * dialogs opened by a button that sets state (a contact's Edit, Add Contact, the two-factor switch, the
 * mobile menu) left focus on <body>, so a keyboard user started again from the top of the page.
 * Wraps the content's own `onOpenAutoFocus` / `onCloseAutoFocus`; a handler that prevents the default
 * keeps the last word. When the opener has left the page (a removed row), Radix's default applies.
 */
export function useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus }: AutoFocusHandlers) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const target = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
