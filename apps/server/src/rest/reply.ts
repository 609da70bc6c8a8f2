// The REST envelope (ARCHITECTURE §4): success `{ "response": data }`,
// failure `{ "error": { code, message } }` with a meaningful HTTP status.
import type { FastifyReply } from 'fastify';

export interface RestErrorBody {
  error: { code: string; message: string; details?: Record<string, unknown> };
}

export function restOk<T>(reply: FastifyReply, data: T, status = 200): FastifyReply {
  return reply.code(status).send({ response: data });
}

export function restError(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  details?: Record<string, unknown>,
): FastifyReply {
  const body: RestErrorBody = { error: { code, message, ...(details ? { details } : {}) } };
  return reply.code(status).send(body);
}
