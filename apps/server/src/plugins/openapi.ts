import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * Collects the routes of the signed API (/pro) and their zod schemas into an OpenAPI 3.1 document, the same
 * schemas that validate the requests. Registered before the routes, so it sees each one as it is added;
 * every other route is left out of the document.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Horodoc API',
        version: '1.0.0',
        description:
          "API d'horodatage de documents sur la blockchain Base : chaque requête est signée (HMAC-SHA256), " +
          'chaque horodatage coûte 1 crédit.',
      },
      servers: [{ url: '/' }],
    },
    transform: (input) => {
      if (!input.url.startsWith('/pro/') || input.url === '/pro/openapi.json') {
        return { schema: { ...input.schema, hide: true }, url: input.url };
      }
      return jsonSchemaTransform(input);
    },
  });
}
