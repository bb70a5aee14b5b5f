import { LANGUAGE_CHOSEN_COOKIE, LANGUAGE_COOKIE } from '@sehat/shared';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CHOSEN_COOKIE_NAME, LANGUAGE_COOKIE_NAME } from './language-cookie';

describe('language cookies', () => {
  it('are named as the API names them', () => {
    expect(LANGUAGE_COOKIE_NAME).toBe(LANGUAGE_COOKIE);
    expect(LANGUAGE_CHOSEN_COOKIE_NAME).toBe(LANGUAGE_CHOSEN_COOKIE);
  });
});
