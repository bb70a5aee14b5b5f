import { describe, expect, it } from 'vitest';
import { isSidebarShortcut } from './sidebar-shortcut';

/** A keydown of `key` with the given modifiers, dispatched on `target`, as the window listener sees it. */
function keydownOn(target: EventTarget, key: string, init: KeyboardEventInit = {}): boolean {
  let seen = false;
  const listener = (event: KeyboardEvent) => {
    seen = isSidebarShortcut(event);
  };
  window.addEventListener('keydown', listener);
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, ...init }));
  window.removeEventListener('keydown', listener);
  return seen;
}

function mount<T extends HTMLElement>(element: T): T {
  document.body.append(element);
  return element;
}

describe('sidebar shortcut (Ctrl/Cmd+B)', () => {
  it('fires on the page itself, with Ctrl or Cmd', () => {
    expect(keydownOn(document.body, 'b', { ctrlKey: true })).toBe(true);
    expect(keydownOn(document.body, 'B', { metaKey: true })).toBe(true);
    const button = mount(document.createElement('button'));
    expect(keydownOn(button, 'b', { ctrlKey: true })).toBe(true);
  });

  it('ignores B without a modifier, another key, or Ctrl+Alt+B', () => {
    expect(keydownOn(document.body, 'b')).toBe(false);
    expect(keydownOn(document.body, 'v', { ctrlKey: true })).toBe(false);
    expect(keydownOn(document.body, 'b', { ctrlKey: true, altKey: true })).toBe(false);
  });

  it('does not fire while typing in an input, textarea, select or contenteditable', () => {
    const fields = [
      mount(document.createElement('input')),
      mount(document.createElement('textarea')),
      mount(document.createElement('select')),
    ];
    for (const field of fields) expect(keydownOn(field, 'b', { ctrlKey: true })).toBe(false);

    const editor = mount(document.createElement('div'));
    editor.setAttribute('contenteditable', 'true');
    const inner = document.createElement('span');
    editor.append(inner);
    expect(keydownOn(editor, 'b', { metaKey: true })).toBe(false);
    expect(keydownOn(inner, 'b', { metaKey: true })).toBe(false);
  });
});
