import { zodResolver } from '@hookform/resolvers/zod';
import { twoFactorDisableFormSchema, type TwoFactorDisableForm } from '@sehat/shared';
import { createFormControl, type Resolver } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { lazyResolver } from './lazy-resolver';

type Loaded = Resolver<TwoFactorDisableForm, unknown, z.output<typeof twoFactorDisableFormSchema>>;

/** A chunk load that waits until the test lets it through, or fails it as a dropped connection does. */
function chunkLoad() {
  const loads: { resolve: (resolver: Loaded) => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(() => new Promise<Loaded>((resolve, reject) => loads.push({ resolve, reject })));
  return { load, loads };
}

const chunkFailure = () =>
  new TypeError('Failed to fetch dynamically imported module: /assets/validation.js');

/** The two-factor-off form (password, then code) with both inputs in the page, as a user fills it. */
function twoFactorOffForm(resolver: Loaded, values: TwoFactorDisableForm) {
  const form = createFormControl({ resolver, defaultValues: values });
  const inputs = { password: document.createElement('input'), code: document.createElement('input') };
  document.body.append(inputs.password, inputs.code);
  form.register('password').ref(inputs.password);
  form.register('code').ref(inputs.code);
  return { form, inputs };
}

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('lazyResolver', () => {
  it('makes a submit that comes before the chunk wait for it, then refuses with the schema message and focuses the first bad field', async () => {
    const { load, loads } = chunkLoad();
    const { form, inputs } = twoFactorOffForm(lazyResolver(load), { password: 'secret', code: '12' });
    const onValid = vi.fn();
    const onInvalid = vi.fn();

    const submitted = form.handleSubmit(onValid, onInvalid)();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(onInvalid).not.toHaveBeenCalled();

    loads[0]!.resolve(zodResolver(twoFactorDisableFormSchema));
    await submitted;
    expect(onValid).not.toHaveBeenCalled();
    expect(onInvalid).toHaveBeenCalledTimes(1);
    expect(onInvalid.mock.calls[0]![0]).toEqual({
      code: expect.objectContaining({ message: 'twoFactor.codeRequired' }),
    });
    expect(document.activeElement).toBe(inputs.code);
  });

  it('passes the values of a submit whose chunk did not load on unchecked (the server checks them), and loads it again on the next submit', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { load, loads } = chunkLoad();
    const { form } = twoFactorOffForm(lazyResolver(load), { password: 'secret', code: '123 456' });
    const onValid = vi.fn();

    const first = form.handleSubmit(onValid)();
    await vi.waitFor(() => expect(loads).toHaveLength(1));
    loads[0]!.reject(chunkFailure());
    await first;
    // As typed: the submit goes on, and its request says whether it could be sent and was accepted.
    expect(onValid).toHaveBeenLastCalledWith({ password: 'secret', code: '123 456' }, undefined);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();

    const second = form.handleSubmit(onValid)();
    await vi.waitFor(() => expect(loads).toHaveLength(2));
    loads[1]!.resolve(zodResolver(twoFactorDisableFormSchema));
    await second;
    // The loaded schema's output: the code without its space.
    expect(onValid).toHaveBeenCalledWith({ password: 'secret', code: '123456' }, undefined);
  });

  it('preload starts the one load the submits then share; a failed preload is logged and tried again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { load, loads } = chunkLoad();
    const resolver = lazyResolver(load);

    resolver.preload();
    loads[0]!.reject(chunkFailure());
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Could not preload form validation', expect.any(TypeError)),
    );

    resolver.preload();
    resolver.preload();
    expect(load).toHaveBeenCalledTimes(2);
    loads[1]!.resolve(zodResolver(twoFactorDisableFormSchema));
    const { form } = twoFactorOffForm(resolver, { password: 'secret', code: '654321' });
    const onValid = vi.fn();
    await form.handleSubmit(onValid)();
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
