// @vitest-environment node
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyLoadsSettled, preloadable } from './lazy-component';

function VaccinesDue({ name }: { name: string }) {
  return <p>{`${name} is due`}</p>;
}

const page = (Part: ReturnType<typeof preloadable<{ name: string }>>) => (
  <Suspense fallback={<p>loading</p>}>
    <Part name="Influenza" />
  </Suspense>
);

describe('preloadable', () => {
  it('is its fallback in the first server render, and the part itself in the render after its load settled', async () => {
    const Part = preloadable(() => Promise.resolve(VaccinesDue));
    // `<!--$!-->`: a boundary the server gave up on, which the browser draws afresh (React's error 419).
    expect(renderToString(page(Part))).toContain('<!--$!-->');
    expect(await lazyLoadsSettled()).toBe(true);
    const again = renderToString(page(Part));
    expect(again).toContain('Influenza is due');
    expect(again).not.toContain('<!--$!-->');
    expect(await lazyLoadsSettled()).toBe(false);
  });

  it('renders at once, without suspending, once preloaded', async () => {
    const Part = preloadable(() => Promise.resolve(VaccinesDue));
    await Part.preload();
    expect(await lazyLoadsSettled()).toBe(false);
    expect(renderToString(page(Part))).toContain('Influenza is due');
  });

  it('settles a load that failed too, so a render waits for nothing', async () => {
    const Part = preloadable<{ name: string }>(() => Promise.reject(new Error('chunk missing')));
    expect(renderToString(page(Part))).toContain('loading');
    expect(await lazyLoadsSettled()).toBe(true);
    expect(await lazyLoadsSettled()).toBe(false);
  });
});
