import { z } from 'zod';
import { HttpErrorBodySchema } from './errors';
import { HTTP_STATUS_OF, type RouteDeclaration } from './http';
import { NEXT_CURSOR_HEADER } from './paging';
import { Routes } from './routes';

// The OpenAPI 3.1 document of /api, generated from the route declarations (served by the gateway in
// development at /api/openapi.json, kept in docs/openapi.json and checked to match).

type JsonSchema = Record<string, unknown>;

const schemaOf = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return json;
};

const openApiPath = (path: string) => path.replace(/[:*](\w+)/g, '{$1}');

function parametersOf(declaration: RouteDeclaration): JsonSchema[] {
  const inPath = [...declaration.path.matchAll(/[:*](\w+)/g)].map((match) => ({
    name: match[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  if (!declaration.query) return inPath;
  const query = schemaOf(declaration.query, 'input') as { properties?: JsonSchema; required?: string[] };
  const inQuery = Object.entries(query.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: query.required?.includes(name) ?? false,
    schema,
  }));
  return [...inPath, ...inQuery];
}

function successOf(declaration: RouteDeclaration): JsonSchema {
  if (declaration.produces === 'redirect') return { description: 'Redirect' };
  if (declaration.produces === 'image') {
    return { description: 'The image', content: { 'image/*': { schema: { type: 'string', format: 'binary' } } } };
  }
  if (declaration.produces === 'zip') {
    return {
      description: 'The archive, as an attachment',
      content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
    };
  }
  const headers = Object.fromEntries(
    (declaration.headers ?? []).map((name) => [
      name,
      {
        description: name === NEXT_CURSOR_HEADER ? 'The cursor of the next page (absent on the last)' : name,
        schema: { type: 'string' },
      },
    ]),
  );
  return {
    description: 'OK',
    ...(declaration.headers ? { headers } : {}),
    content: { 'application/json': { schema: schemaOf(declaration.reply ?? z.unknown(), 'output') } },
  };
}

function operationOf(id: string, declaration: RouteDeclaration): JsonSchema {
  const errorStatuses = [...new Set(declaration.errors.map((code) => HTTP_STATUS_OF[code]))].sort();
  const errors = Object.fromEntries(
    errorStatuses.map((status) => [
      String(status),
      {
        description: declaration.errors.filter((code) => HTTP_STATUS_OF[code] === status).join(', '),
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    ]),
  );
  const parameters = parametersOf(declaration);
  return {
    operationId: id,
    summary: declaration.summary,
    ...(declaration.terms === 'accepted'
      ? { description: 'Needs accepted terms: 403 (FORBIDDEN) for someone who has not accepted them yet.' }
      : {}),
    tags: [id.split('.')[0]],
    ...(declaration.access === 'signed-in' || declaration.access === 'admin' ? { security: [{ session: [] }] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(declaration.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: schemaOf(declaration.body, 'input') } },
          },
        }
      : {}),
    responses: { [String(declaration.status ?? 200)]: successOf(declaration), ...errors },
  };
}

/**
 * Schemas named with `.meta({ id })` come out of each operation's schema under `$defs`: they are moved
 * to `components.schemas` once and referred to from there, so a shape many routes carry (a tasting's
 * note) is written out once.
 */
function sharedDefinitions(operations: JsonSchema): { paths: JsonSchema; schemas: JsonSchema } {
  const found: JsonSchema = {};
  const toComponents = (json: string) => json.replaceAll('"#/$defs/', '"#/components/schemas/');
  const withoutDefs = JSON.stringify(operations, (_key, value: unknown) => {
    if (value === null || typeof value !== 'object' || !('$defs' in value)) return value;
    const { $defs, ...rest } = value as { $defs: JsonSchema };
    Object.assign(found, $defs);
    return rest;
  });
  return {
    paths: JSON.parse(toComponents(withoutDefs)) as JsonSchema,
    schemas: JSON.parse(toComponents(JSON.stringify(found))) as JsonSchema,
  };
}

export function openApiDocument(): JsonSchema {
  const operations: Record<string, Record<string, JsonSchema>> = {};
  for (const [group, routes] of Object.entries(Routes)) {
    for (const [name, declaration] of Object.entries(routes as Record<string, RouteDeclaration>)) {
      const path = (operations[openApiPath(declaration.path)] ??= {});
      path[declaration.method.toLowerCase()] = operationOf(`${group}.${name}`, declaration);
    }
  }
  const { paths, schemas } = sharedDefinitions(operations);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Sorsi API',
      version: '1.0.0',
      description:
        'The HTTP API of Sorsi, generated from the route declarations in proto/src/routes.ts. Signed-in calls ' +
        'carry the session cookie set by /api/login; changing calls must come from the site origin.',
    },
    paths,
    components: {
      schemas: { Error: schemaOf(HttpErrorBodySchema, 'output'), ...schemas },
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sorsi.sid' } },
    },
  };
}
