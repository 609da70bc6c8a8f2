// The process logger (pino, handed to Fastify as its logger). Every request line carries `reqId`;
// tokens never reach the logs: the Authorization/Cookie headers are redacted and the `token`
// query parameter is masked in logged URLs.
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import type { Config } from '../config';

export type Logger = FastifyBaseLogger;

const SECRET_QUERY_PARAMS = /([?&](?:token|access_token|password)=)[^&#]*/gi;

/** Masks secrets carried in a URL's query string. */
export function redactUrl(url: string | undefined): string | undefined {
  return url?.replace(SECRET_QUERY_PARAMS, '$1[Redacted]');
}

interface LoggableRequest {
  method?: string;
  url?: string;
  ip?: string;
  headers?: Record<string, unknown>;
}

export function createLogger(config: Pick<Config, 'logLevel' | 'nodeEnv'>): Logger {
  const pretty = config.nodeEnv === 'development' && process.stdout.isTTY;
  return pino({
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
        'token',
        '*.token',
        'password',
        '*.password',
      ],
      censor: '[Redacted]',
    },
    serializers: {
      req: (req: LoggableRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
        userAgent: req.headers?.['user-agent'],
      }),
      err: pino.stdSerializers.err,
    },
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l' } } }
      : {}),
  });
}
