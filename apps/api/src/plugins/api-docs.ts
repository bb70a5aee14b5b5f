import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI generated from the routes' zod schemas, browsable at /api/docs
 * (JSON at /api/docs/json). Named `api-docs`: the route layer depends on it, as it collects routes as
 * they are added. better-auth's endpoints under /api/auth are its own and not listed.
 */
export const apiDocsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Sehat API',
          description:
            'Personal health records for patients in India. Every endpoint except /api/health, /api/docs and ' +
            "/api/auth/* needs the session cookie set by better-auth's /api/auth/sign-in/email or sign-up/email. " +
            'Errors answer { error: { code, key, values?, message } }.',
          version: '0.1.0',
        },
        components: {
          securitySchemes: {
            session: {
              type: 'apiKey',
              in: 'cookie',
              name: 'sehat.session_token',
              description: 'Named __Secure-sehat.session_token when BASE_URL is https.',
            },
          },
        },
      },
      // Multipart routes are read by the upload pipeline, not validated by Fastify: their body is documented from
      // the route's `config.multipartBody` (storage/upload-pipeline.ts `multipartDocs`).
      transform: (input) => {
        const output = jsonSchemaTransform(input);
        const multipartBody = (input.route.config as { multipartBody?: unknown } | undefined)?.multipartBody;
        return multipartBody ? { ...output, schema: { ...output.schema, body: multipartBody } } : output;
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'api-docs', fastify: '5.x', dependencies: ['compression'] },
);
