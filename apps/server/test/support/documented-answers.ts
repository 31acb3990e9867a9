import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { afterEach } from 'vitest';

/**
 * Every answer of the signed API that an integration test receives, held to the OpenAPI document integrators
 * read (`docs/openapi.json`, which `pro-openapi.test.ts` holds equal to the served one): its status documented
 * for its operation, its media type among that status's, and its JSON body valid against the schema (Ajv, with
 * the formats); and every webhook a test receiver gets, to the document's `webhooks`. A test that met one
 * outside the document fails after it, naming it.
 */

type Media = { schema?: unknown };
type Response = { content?: Record<string, Media> };
type Operation = { responses: Record<string, Response> };
interface Document {
  paths: Record<string, Record<string, Operation>>;
  webhooks: Record<string, { post: { requestBody: { content: Record<string, Media> } } }>;
  components: unknown;
}

const document = JSON.parse(
  readFileSync(new URL('../../../../docs/openapi.json', import.meta.url), 'utf8'),
) as Document;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
const validators = new Map<string, ValidateFunction>();

/** Each documented path as a pattern on the request's path: `{certificate_id}` matches one segment. */
const templates = Object.keys(document.paths).map((path) => ({
  path,
  pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+').replaceAll('.', '\\.')}$`),
}));

const violations: string[] = [];

/**
 * Under Vitest only: the benches build the same test app, and neither have a suite to fail nor may pay for
 * a schema check on every answer they time.
 */
const underTest = Boolean(process.env.VITEST);

// Registered at the file's collection: every test of a file that builds a test app is checked after it runs.
if (underTest) {
  afterEach(() => {
    if (violations.length === 0) return;
    const found = violations.splice(0);
    throw new Error(`${found.length} answer(s) outside docs/openapi.json:\n${found.join('\n')}`);
  });
}

/** The schema of one media type of one answer, compiled once, its `$ref`s read in the document's components. */
function validatorOf(pointer: string, schema: unknown): ValidateFunction {
  let validate = validators.get(pointer);
  if (!validate) {
    validate = ajv.compile({ ...(schema as object), components: document.components });
    validators.set(pointer, validate);
  }
  return validate;
}

/** Where the document describes this request: the route's own pattern, or (no route answered it) its path. */
function operationsOf(request: FastifyRequest): { path: string; methods: Record<string, Operation> } | null {
  const route = request.routeOptions.url?.replace(/:([A-Za-z_]+)/g, '{$1}');
  const path = route ?? templates.find(({ pattern }) => pattern.test(request.url.split('?')[0] ?? ''))?.path;
  const methods = path ? document.paths[path] : undefined;
  return path && methods ? { path, methods } : null;
}

function violationOf(request: FastifyRequest, reply: FastifyReply, payload: unknown): string | null {
  if (!request.url.startsWith('/pro/') || request.method === 'HEAD' || request.method === 'OPTIONS')
    return null;
  const described = operationsOf(request);
  if (!described) return null;
  const label = `${request.method} ${request.url.slice(0, 100)} → ${reply.statusCode}`;
  const status = String(reply.statusCode);
  const own = described.methods[request.method.toLowerCase()];
  // Another method than the path's: the 405 every operation of the path documents.
  const operation = own ?? Object.values(described.methods)[0];
  const response = operation?.responses[status];
  if (!response) return `${label}: status not documented`;
  if (!response.content) return null;
  const mediaType =
    String(reply.getHeader('content-type') ?? '')
      .split(';')[0]
      ?.trim() ?? '';
  const media = response.content[mediaType];
  if (!media)
    return `${label}: ${mediaType || 'no content type'} not documented (${Object.keys(response.content).join(', ')})`;
  if (!mediaType.endsWith('json') || typeof payload !== 'string' || !media.schema) return null;
  const method = own ? request.method.toLowerCase() : Object.keys(described.methods)[0];
  const validate = validatorOf(`${described.path} ${method} ${status} ${mediaType}`, media.schema);
  if (validate(JSON.parse(payload))) return null;
  return `${label}: ${ajv.errorsText(validate.errors)} in ${payload.slice(0, 300)}`;
}

/**
 * Holds a webhook the service sent to the document's `webhooks` section: its event listed there, its payload
 * valid against that event's schema.
 */
export function checkEventAgainstDocument(body: string): void {
  if (!underTest) return;
  let event: { type?: unknown } | null;
  try {
    event = JSON.parse(body);
  } catch {
    return;
  }
  const type = event?.type;
  if (typeof type !== 'string') return;
  const described = document.webhooks[type]?.post.requestBody.content['application/json'];
  if (!described?.schema) {
    violations.push(`webhook ${type}: no such event in the document`);
    return;
  }
  const validate = validatorOf(`webhook ${type}`, described.schema);
  if (!validate(event)) {
    violations.push(`webhook ${type}: ${ajv.errorsText(validate.errors)} in ${body.slice(0, 300)}`);
  }
}

/** Checks every answer `app` sends against the document, as the module's comment says. */
export function checkAnswersAgainstDocument(app: FastifyInstance): void {
  if (!underTest) return;
  app.addHook('onSend', async (request, reply, payload) => {
    const violation = violationOf(request, reply, payload);
    if (violation) violations.push(violation);
    return payload;
  });
}
