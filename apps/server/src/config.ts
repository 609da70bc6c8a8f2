// The server's configuration: one zod schema over the environment, validated at boot.
// Defaults make `npm start` work with no variables at all (PGlite in ./data, in-process pub/sub,
// port 3000). `loadConfig` throws a ConfigError naming every bad variable; main prints it and exits.
import path from 'node:path';
import { z } from 'zod';

/** The repository root (this file lives in apps/server/src). */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** An empty variable (`PORT=`) counts as unset, so its default applies. */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const integer = (min: number, max: number, fallback: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\s*-?\d+\s*$/, { error: 'expected an integer' })
      .transform(Number)
      .pipe(
        z
          .number()
          .min(min, { error: `must be between ${min} and ${max}` })
          .max(max, { error: `must be between ${min} and ${max}` }),
      )
      .optional()
      .default(fallback),
  );

const url = (protocols: readonly string[], example: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine(
        (value) => {
          try {
            return protocols.includes(new URL(value).protocol);
          } catch {
            return false;
          }
        },
        { error: `expected a URL like ${example}` },
      )
      .optional(),
  );

const text = (fallback: string) =>
  z.preprocess(blankToUndefined, z.string().optional().default(fallback));

const optionalText = () => z.preprocess(blankToUndefined, z.string().optional());

const envSchema = z.object({
  PORT: integer(1, 65535, 3000),
  HOST: text('0.0.0.0'),
  DATA_DIR: text('./data'),
  DATABASE_URL: url(['postgres:', 'postgresql:'], 'postgres://user:password@host:5432/db'),
  REDIS_URL: url(['redis:', 'rediss:'], 'redis://host:6379'),
  SMTP_URL: url(['smtp:', 'smtps:'], 'smtp://user:password@host:587'),
  PUBLIC_URL: url(['http:', 'https:'], 'https://casino.example.com'),
  LOG_LEVEL: z.preprocess(
    blankToUndefined,
    z
      .enum(LOG_LEVELS, { error: `expected one of ${LOG_LEVELS.join(', ')}` })
      .optional()
      .default('info'),
  ),
  NODE_ENV: z.preprocess(
    blankToUndefined,
    z
      .enum(['development', 'production', 'test'], {
        error: 'expected development, production or test',
      })
      .optional()
      .default('development'),
  ),
  SEED_GAMES: integer(1, 20000, 2000),
  WEB_DIST: optionalText(),
});

export interface Config {
  port: number;
  host: string;
  /** absolute; PGlite keeps its files in `${dataDir}/pglite` */
  dataDir: string;
  /** PostgreSQL instead of the embedded PGlite when set */
  databaseUrl: string | undefined;
  /** Redis pub/sub between instances when set; in-process otherwise */
  redisUrl: string | undefined;
  /** SMTP delivery when set; the dev outbox otherwise */
  smtpUrl: string | undefined;
  /** the address players reach the site at, without a trailing slash */
  publicUrl: string;
  logLevel: LogLevel;
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  /** how many games the seed generates on first start */
  seedGames: number;
  /** absolute path to the built SPA (may not exist) */
  webDist: string;
}

export interface ConfigIssue {
  /** the environment variable's name */
  variable: string;
  problem: string;
}

export class ConfigError extends Error {
  constructor(readonly issues: ConfigIssue[]) {
    super(issues.map((i) => `Invalid configuration: ${i.variable}: ${i.problem}`).join('\n'));
    this.name = 'ConfigError';
  }
}

/** Validates the environment and returns the typed configuration, or throws a ConfigError. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  cwd: string = process.cwd(),
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => ({
        variable: String(issue.path[0] ?? '(environment)'),
        problem: issue.message,
      })),
    );
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    publicUrl,
    logLevel: e.LOG_LEVEL,
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    seedGames: e.SEED_GAMES,
    webDist: e.WEB_DIST ? path.resolve(cwd, e.WEB_DIST) : path.join(REPO_ROOT, 'apps/web/dist'),
  };
}
