const SIDEBAR_KEYBOARD_SHORTCUT = 'b';

/** Whether `target` takes typed text: an input, textarea, select or anything contenteditable. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  return (
    element.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])') !== null
  );
}

/**
 * Whether a keydown is the sidebar shortcut, Ctrl+B or Cmd+B (shadcn's sidebar), and not typed into a
 * field: in an input, textarea, select or contenteditable the keys keep their own meaning (WCAG 2.1.4
 * Character Key Shortcuts; a patient typing in a note must not collapse the sidebar).
 */
export function isSidebarShortcut(
  event: Pick<KeyboardEvent, 'key' | 'metaKey' | 'ctrlKey' | 'altKey' | 'target'>,
): boolean {
  if (event.key.toLowerCase() !== SIDEBAR_KEYBOARD_SHORTCUT) return false;
  if (!(event.metaKey || event.ctrlKey) || event.altKey) return false;
  return !isTypingTarget(event.target);
}
