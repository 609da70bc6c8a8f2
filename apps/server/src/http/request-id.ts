// Request ids: taken from `x-request-id` when a proxy sent a sane one, else a random UUID.
// Every log line of a request carries it (`reqId`) and the response echoes it.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The header's value when it is a safe id (no spaces, quotes or control characters). */
export function cleanRequestId(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value && SAFE_ID.test(value) ? value : undefined;
}

export function genReqId(request: IncomingMessage): string {
  return cleanRequestId(request.headers[REQUEST_ID_HEADER]) ?? randomUUID();
}
