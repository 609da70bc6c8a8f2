// POST/GET /graphql on Fastify. Clients post to `/graphql?op=<operationName>` so logs, proxies and
// rate limits see the operation; a `?op=` that contradicts the body's operationName is refused.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GRAPHQL_PATH, type AppYoga } from './yoga';

declare module 'fastify' {
  interface FastifyRequest {
    /** the GraphQL operation name of this request, for the access log */
    graphqlOperation: string | null;
  }
}

function firstString(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first !== '' ? first : undefined;
}

export type OperationCheck =
  { ok: true; operationName: string | null } | { ok: false; message: string };

/** Compares `?op=` with the operationName of the body (POST) or of the query string (GET). */
export function checkOperationName(request: FastifyRequest): OperationCheck {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const op = firstString(query.op);
  const source = request.method === 'GET' ? query : (request.body as Record<string, unknown>);
  const declared =
    source && typeof source === 'object' ? firstString(source.operationName) : undefined;
  if (op && declared && op !== declared) {
    return {
      ok: false,
      message: `The ?op= parameter "${op}" does not match the operationName "${declared}".`,
    };
  }
  return { ok: true, operationName: declared ?? op ?? null };
}

export function registerGraphQLRoute(app: FastifyInstance, yoga: AppYoga): void {
  app.decorateRequest('graphqlOperation', null);
  app.route({
    url: GRAPHQL_PATH,
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (req: FastifyRequest, reply: FastifyReply) => {
      const check = checkOperationName(req);
      if (!check.ok) {
        return reply.code(400).send({
          errors: [{ message: check.message, extensions: { code: 'OPERATION_NAME_MISMATCH' } }],
        });
      }
      req.graphqlOperation = check.operationName;
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      reply.code(response.status);
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      return reply.send(response.body);
    },
  });
}
