import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { compressionPlugin } from './compression.js';
import { errorHandlingPlugin } from './error-handler.js';
import { staticWebPlugin } from './static-web.js';

/**
 * The cross-cutting plugins are named and declare what must come before them
 * (docs/decisions/042-operable-server.md): Fastify itself refuses a wrong order, no comment holds it.
 */
describe('the order of the cross-cutting plugins', () => {
  it('refuses the error handler before the web app it falls back to', async () => {
    const app = Fastify();
    await expect(app.register(errorHandlingPlugin)).rejects.toThrow(/dependency 'static-web'/);
    await app.close();
  });

  it('refuses a plugin that adds routes before compression', async () => {
    const app = Fastify();
    await expect(app.register(staticWebPlugin, { webDist: '/nonexistent' })).rejects.toThrow(
      /dependency 'compression'/,
    );
    await app.close();
  });

  it('accepts them in their order', async () => {
    const app = Fastify();
    await app.register(compressionPlugin);
    await app.register(staticWebPlugin, { webDist: '/nonexistent' });
    await app.register(errorHandlingPlugin);
    await app.ready();
    expect(app.webApp).toBeNull();
    await app.close();
  });
});
