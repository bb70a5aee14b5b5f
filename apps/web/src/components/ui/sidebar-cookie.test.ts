import { describe, expect, it } from 'vitest';
import { readSidebarCookie, sidebarCookie } from './sidebar-cookie';

describe('sidebar cookie', () => {
  it('reads the saved state among other cookies', () => {
    expect(readSidebarCookie('theme=calm; sidebar_state=false; other=1')).toBe(false);
    expect(readSidebarCookie('sidebar_state=true')).toBe(true);
  });

  it('falls back when the cookie is missing or malformed', () => {
    expect(readSidebarCookie('')).toBe(true);
    expect(readSidebarCookie('sidebar_state=maybe', false)).toBe(false);
    expect(readSidebarCookie('my_sidebar_state=false')).toBe(true);
  });

  it('keeps the state for seven days on every path', () => {
    expect(sidebarCookie(false)).toBe('sidebar_state=false; path=/; max-age=604800; SameSite=Lax');
  });

  it('round-trips through document.cookie', () => {
    document.cookie = sidebarCookie(false);
    expect(readSidebarCookie(document.cookie)).toBe(false);
    document.cookie = sidebarCookie(true);
    expect(readSidebarCookie(document.cookie)).toBe(true);
  });
});
