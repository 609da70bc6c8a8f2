// The REST envelope (ARCHITECTURE §4): success `{ "response": data }`,
// failure `{ "error": { code, message } }` with a meaningful HTTP status. Amounts of the REST
// surface are minor units as JSON numbers (`minorJson`).
import type { FastifyReply } from 'fastify';

export interface RestErrorBody {
  error: { code: string; message: string; details?: Record<string, unknown> };
}

export function restOk<T>(reply: FastifyReply, data: T, status = 200): FastifyReply {
  return reply.code(status).send({ response: data });
}

/** A minor-unit amount as a JSON number (exact below 2^53, i.e. 90 trillion major units). */
export function minorJson(amount: bigint): number {
  if (amount > BigInt(Number.MAX_SAFE_INTEGER) || amount < -BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError(`amount ${amount} exceeds a JSON-safe integer`);
  }
  return Number(amount);
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
