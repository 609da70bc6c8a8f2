// Declarative input checks at the REST edge: a route names a zod schema for its body, query or
// params; a value that does not fit answers 400 VALIDATION_ERROR with the issues (path and
// message), never a 500 from a handler that trusted a shape. Business rules (an email's format,
// an amount's limits) stay in the services, which answer their own codes.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { validationError } from '../errors';

type Part = 'body' | 'query' | 'params';

/** A preValidation hook: parses `request[part]` with `schema` and replaces it with the result. */
export function validate(part: Part, schema: z.ZodType) {
  return async (request: FastifyRequest): Promise<void> => {
    const parsed = schema.safeParse(request[part] ?? {});
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({
        path: issue.path.map(String).join('.'),
        message: issue.message,
      }));
      throw validationError(
        `Invalid ${part}: ${issues.map((i) => `${i.path || part} ${i.message}`).join('; ')}`,
        { issues },
      );
    }
    (request as unknown as Record<Part, unknown>)[part] = parsed.data;
  };
}

/** Reusable pieces. */
export const text = (max = 500) => z.string().max(max).optional().default('');
/** A positive integer of minor units: a JSON number or a string of digits. */
export const minorUnits = z.union([
  z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  z.string().regex(/^\d{1,15}$/),
]);
