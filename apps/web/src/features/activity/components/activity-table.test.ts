import { describe, expect, it } from 'vitest';
import { changeUiLanguage, i18n, initI18n } from '@/lib/i18n/i18n';
import { browserName } from './activity-table';

await initI18n();
await changeUiLanguage('hi');
const english = i18n.getFixedT('en', 'activity');
const hindi = i18n.getFixedT('hi', 'activity');

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

describe('browserName', () => {
  it('names the browser and the system of a user-agent', () => {
    expect(browserName(ANDROID_CHROME, english)).toBe('Chrome on Android');
    expect(
      browserName(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
        english,
      ),
    ).toBe('Firefox on Windows');
  });

  it('says it in Hindi for a Hindi patient', () => {
    expect(browserName(ANDROID_CHROME, hindi)).toBe('Android पर Chrome');
    expect(browserName(null, hindi)).toBe('पता नहीं');
  });

  it('says Unknown without one', () => {
    expect(browserName(null, english)).toBe('Unknown');
    expect(browserName('', english)).toBe('Unknown');
  });
});
