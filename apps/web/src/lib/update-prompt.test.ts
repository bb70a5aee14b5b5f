import { beforeEach, describe, expect, it, vi } from 'vitest';

const shown = vi.hoisted(() => vi.fn());
vi.mock('./toast', () => ({ toast: { message: shown } }));

const { showUpdatePrompt } = await import('./update-prompt');
const { initI18n } = await import('./i18n/i18n');
await initI18n();

type ShownToast = [string, { id: string; duration: number; action: { label: string; onClick: () => void } }];

describe('the update prompt (docs/decisions/026-installable-app-offline-policy.md)', () => {
  beforeEach(() => shown.mockClear());

  it('stays until the patient picks "Reload", which activates the new version and reloads', () => {
    const reload = vi.fn(() => Promise.resolve());
    showUpdatePrompt(reload);

    expect(shown).toHaveBeenCalledTimes(1);
    const [message, data] = shown.mock.calls[0] as ShownToast;
    expect(message).toBe('A new version of Sehat is available.');
    expect(data.duration).toBe(Number.POSITIVE_INFINITY);
    expect(data.action.label).toBe('Reload');
    expect(reload).not.toHaveBeenCalled();

    data.action.onClick();
    expect(reload).toHaveBeenCalledWith(true);
  });

  it('replaces an earlier prompt instead of stacking a second one', () => {
    showUpdatePrompt(() => Promise.resolve());
    showUpdatePrompt(() => Promise.resolve());
    const ids = shown.mock.calls.map((call) => (call as ShownToast)[1].id);
    expect(new Set(ids).size).toBe(1);
  });
});
