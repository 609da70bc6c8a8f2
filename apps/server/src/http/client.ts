// The calling client's address and agent, from a Fastify request. X-Forwarded-For is believed
// only with TRUST_PROXY=1 (the server sits behind a proxy that sets it); its first entry is the
// client as the outermost proxy saw it.
import { isIP } from 'node:net';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';

export interface RequestClient {
  ip: string;
  userAgent: string | null;
}

/** What an address can be read from: a Fastify request or a bare upgrade request. */
interface AddressSource {
  headers: IncomingHttpHeaders;
  socket?: { remoteAddress?: string } | null;
  ip?: string;
}

export function clientIp(req: AddressSource | undefined, trustProxy: boolean): string {
  if (!req) return 'unknown';
  if (trustProxy) {
    const header = req.headers['x-forwarded-for'];
    const value = Array.isArray(header) ? header[0] : header;
    const first = value?.split(',')[0]?.trim();
    if (first && isIP(first)) return first;
  }
  return req.socket?.remoteAddress ?? req.ip ?? 'unknown';
}

export function clientOf(req: FastifyRequest | undefined, trustProxy: boolean): RequestClient {
  const agent = req?.headers['user-agent'];
  return {
    ip: clientIp(req, trustProxy),
    userAgent: typeof agent === 'string' ? agent : null,
  };
}
