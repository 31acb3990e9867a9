import type { FastifyInstance } from 'fastify';
import { describeProApi } from './describe-pro-api';

/** `GET /pro/openapi.json`: the signed API's OpenAPI 3.1 document, public (it describes, it grants nothing). */
export async function proOpenApiRoutes(app: FastifyInstance) {
  let document: unknown = null;
  app.get('/pro/openapi.json', async (_request, reply) => {
    // Built once, after every route was registered.
    document ??= describeProApi(app.swagger() as Parameters<typeof describeProApi>[0]);
    return reply.header('cache-control', 'public, max-age=300').send(document);
  });
}
