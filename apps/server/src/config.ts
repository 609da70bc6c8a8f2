// The server's configuration: one zod schema over the environment, validated at boot.
// Defaults make `npm start` work with no variables at all (PGlite in ./data, in-process pub/sub,
// port 3000). `loadConfig` throws a ConfigError naming every bad variable; main prints it and exits.
import path from 'node:path';
import { z } from 'zod';
import { DEV_KEY, DEV_KEYRING_TEXT, parseKeyring, type Keyring } from './security/secret-box';

/** The repository root (this file lives in apps/server/src). */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Development-only key of payment webhooks; production sets PAYMENT_WEBHOOK_SECRET. */
const DEV_WEBHOOK_SECRET = 'aurum-development-payment-webhook-secret';

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

/**
 * The request limits (docs/hard-edge-notes.md, README "Rate limits"): class → default
 * `max` requests per `window`. Each is overridden by `RATE_LIMIT_<CLASS>=<max>/<window>` (window
 * `500ms`, `30s`, `1m`, `1h`), and every `max` is multiplied by RATE_LIMIT_MULTIPLIER (tests and
 * e2e run with a large one so journeys never trip a limit).
 */
export const RATE_LIMIT_DEFAULTS = {
  /** every GraphQL mutation, per client IP */
  MUTATION_IP: { max: 120, window: '1m' },
  /** every GraphQL mutation, per signed-in account */
  MUTATION_ACCOUNT: { max: 60, window: '1m' },
  /** every REST write (POST/PUT/PATCH/DELETE under /api, processors' signed webhooks excepted), per IP */
  REST_WRITE_IP: { max: 60, window: '1m' },
  /** every REST write, per signed-in account */
  REST_WRITE_ACCOUNT: { max: 30, window: '1m' },
  /** the same query (its root fields) per account, or per IP for guests */
  QUERY: { max: 300, window: '1m' },
  /** registrations (userRegisterByEmail) per IP */
  REGISTRATION: { max: 10, window: '1h' },
  /** password-reset mails (resetPasswordByEmail) per e-mail address */
  PASSWORD_RESET: { max: 5, window: '1h' },
  /** confirmation mails (send/resendEmailConfirmationOtp) per account's address */
  CONFIRMATION_MAIL: { max: 5, window: '1h' },
  /** chat messages (sendChatMessage) per account */
  CHAT_MESSAGE: { max: 20, window: '1m' },
  /** operator calls (x-operator-token, operator* fields) per IP */
  OPERATOR: { max: 60, window: '1m' },
  /** subscriptions started (over the websocket), per account, or per IP for guests */
  SUBSCRIPTION: { max: 60, window: '1m' },
  /** websocket connections opened, per IP */
  WS_CONNECT: { max: 30, window: '1m' },
  /** staff sign-in and invitation attempts (back office), per IP and per e-mail address */
  STAFF_SIGN_IN: { max: 10, window: '15m' },
} as const satisfies Record<string, { max: number; window: string }>;

export type RateLimitClass = keyof typeof RATE_LIMIT_DEFAULTS;
export interface RateLimit {
  max: number;
  windowMs: number;
}

const WINDOW_UNITS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const;

/** `"10/1h"` → `{ max: 10, windowMs: 3600000 }`; null when malformed. */
export function parseRateLimit(value: string): RateLimit | null {
  const match = /^\s*(\d{1,9})\s*\/\s*(\d{1,9})\s*(ms|s|m|h)\s*$/.exec(value);
  if (!match) return null;
  const windowMs = Number(match[2]) * WINDOW_UNITS[match[3] as keyof typeof WINDOW_UNITS];
  return windowMs > 0 ? { max: Number(match[1]), windowMs } : null;
}

const rateLimitOverride = () =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine((v) => parseRateLimit(v) !== null, {
        error: 'expected <max>/<window>, e.g. 10/1h, 60/1m, 5/30s',
      })
      .optional(),
  );
const rateLimitEnv = Object.fromEntries(
  Object.keys(RATE_LIMIT_DEFAULTS).map((name) => [`RATE_LIMIT_${name}`, rateLimitOverride()]),
) as unknown as Record<`RATE_LIMIT_${RateLimitClass}`, ReturnType<typeof rateLimitOverride>>;

const envSchema = z.object({
  ...rateLimitEnv,
  RATE_LIMIT_MULTIPLIER: integer(1, 1_000_000, 1),
  PORT: integer(1, 65535, 3000),
  HOST: text('0.0.0.0'),
  DATA_DIR: text('./data'),
  DATABASE_URL: url(['postgres:', 'postgresql:'], 'postgres://user:password@host:5432/db'),
  REDIS_URL: url(['redis:', 'rediss:'], 'redis://host:6379'),
  REDIS_CHANNEL_PREFIX: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[\w.:-]{1,64}$/, { error: 'expected up to 64 letters, digits, _ . : -' })
      .optional()
      .default(''),
  ),
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
  /** `off` serves the SPA shell only, no server-rendered pages (a switch, and the A/B baseline) */
  SERVER_RENDER: z.enum(['on', 'off']).default('on'),
  BACKOFFICE_DIST: optionalText(),
  MAIL_FROM: text('Aurum <no-reply@aurum.local>'),
  DEV_OUTBOX: z.preprocess(
    blankToUndefined,
    z.enum(['0', '1'], { error: 'expected 0 or 1' }).optional(),
  ),
  OPERATOR_TOKEN: z.preprocess(
    blankToUndefined,
    z.string().min(24, { error: 'must be at least 24 characters' }).optional(),
  ),
  TRUST_PROXY: z.preprocess(
    blankToUndefined,
    z.enum(['0', '1'], { error: 'expected 0 or 1' }).optional().default('0'),
  ),
  UPLOADS_DIR: optionalText(),
  MEDIA_CACHE_DIR: optionalText(),
  FUN_TOP_UP: z.preprocess(
    blankToUndefined,
    z.enum(['0', '1'], { error: 'expected 0 or 1' }).optional(),
  ),
  LIVE_TABLE_BETTING_MS: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1000).max(120_000).optional(),
  ),
  LIVE_TABLE_PAUSE_MS: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1000).max(120_000).optional(),
  ),
  LIVE_TABLE_DECIDING_MS: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1000).max(120_000).optional(),
  ),
  RG_TEST_HOOKS: z.preprocess(
    blankToUndefined,
    z.enum(['0', '1'], { error: 'expected 0 or 1' }).optional(),
  ),
  PAYMENT_SANDBOX: z.preprocess(
    blankToUndefined,
    z.enum(['0', '1'], { error: 'expected 0 or 1' }).optional(),
  ),
  CRASH_SPEED: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'expected a number' })
      .min(0.25, { error: 'must be at least 0.25' })
      .max(20, { error: 'must be at most 20' })
      .optional()
      .default(1),
  ),
  PAYMENT_WEBHOOK_SECRET: z.preprocess(
    blankToUndefined,
    z.string().min(24, { error: 'must be at least 24 characters' }).optional(),
  ),
  TOTP_ENCRYPTION_KEYS: optionalText(),
  KYC_STORAGE: z.preprocess(
    blankToUndefined,
    z.enum(['disk', 's3'], { error: 'expected disk or s3' }).optional().default('disk'),
  ),
  S3_BUCKET: optionalText(),
  S3_REGION: text('us-east-1'),
  S3_ENDPOINT: url(['http:', 'https:'], 'https://s3.example.com'),
  S3_ACCESS_KEY_ID: optionalText(),
  S3_SECRET_ACCESS_KEY: optionalText(),
  S3_FORCE_PATH_STYLE: z.preprocess(
    blankToUndefined,
    z.enum(['0', '1'], { error: 'expected 0 or 1' }).optional().default('0'),
  ),
  S3_PREFIX: text(''),
  DEBUG_ERRORS: z.preprocess(
    blankToUndefined,
    z.enum(['0', '1'], { error: 'expected 0 or 1' }).optional().default('0'),
  ),
  METRICS_TOKEN: z.preprocess(
    blankToUndefined,
    z.string().min(24, { error: 'must be at least 24 characters' }).optional(),
  ),
  DATABASE_CONNECT_TIMEOUT_MS: integer(100, 60_000, 2_000),
  BACKOFFICE_IDLE_TIMEOUT_MINUTES: integer(1, 24 * 60, 30),
  BACKOFFICE_REPORTING_CURRENCY: text('USD'),
  BACKOFFICE_FOUR_EYES_WITHDRAWAL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d{1,12}(\.\d{1,8})?$/, { error: 'expected a decimal amount, e.g. 1000' })
      .optional()
      .default('1000'),
  ),
  BACKOFFICE_FOUR_EYES_ADJUSTMENT: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d{1,12}(\.\d{1,8})?$/, { error: 'expected a decimal amount, e.g. 100' })
      .optional()
      .default('100'),
  ),
  DATABASE_QUERY_TIMEOUT_MS: integer(100, 600_000, 15_000),
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
  /**
   * put before every pub/sub channel name on Redis: deployments (or test servers) sharing one
   * Redis hear only their own events; '' by default
   */
  redisChannelPrefix: string;
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
  /** render public pages on the server when the SSR bundle is built (SERVER_RENDER, http/ssr.ts) */
  serverRender: boolean;
  /** absolute path to the built back office (apps/backoffice/dist; may not exist) */
  backofficeDist: string;
  /** the From header of outgoing mail */
  mailFrom: string;
  /** GET /api/dev/outbox answers (default: outside production; DEV_OUTBOX=1 forces it on) */
  devOutbox: boolean;
  /** shared secret of the operator API (`x-operator-token`); unset disables it */
  operatorToken: string | undefined;
  /** read the client address from X-Forwarded-For (behind a reverse proxy only) */
  trustProxy: boolean;
  /** absolute; uploaded files (KYC documents under `kyc/`) */
  uploadsDir: string;
  /** absolute; the sized raster copies of the generated art (drawn once, kept across restarts) */
  mediaCacheDir: string;
  /** POST /api/payment/fun-top-up answers (default: outside production; FUN_TOP_UP=1 forces it on) */
  funTopUpEnabled: boolean;
  /** POST /api/dev/rg/reality-check answers (default: outside production; RG_TEST_HOOKS=1 forces it on) */
  rgTestHooks: boolean;
  /** live tables (modules/live): a round's betting window and the pause after it (default 15 s / 7 s) */
  liveTable: { bettingMs: number; pauseMs: number; decidingMs: number };
  /** the built-in sandbox payment processor (default: outside production; PAYMENT_SANDBOX=1 forces it on) */
  paymentSandbox: boolean;
  /**
   * How fast crash multipliers grow, as a multiple of the standard rate (CRASH_SPEED, default 1).
   * Each round stores its rate when it opens and clients draw from it; the crash points (the hash
   * chain) do not depend on it. The e2e server runs fast rounds.
   */
  crashSpeed: number;
  /** HMAC-SHA256 key of payment webhooks (a fixed development value unless set; required in production) */
  paymentWebhookSecret: string;
  /**
   * AES-256-GCM keys of secrets at rest (TOTP secrets), TOTP_ENCRYPTION_KEYS: the first seals,
   * all open. Outside production a documented development key when unset; required in production.
   */
  totpKeyring: Keyring;
  /** where uploaded KYC documents live: the local disk (default) or an S3-compatible bucket */
  kycStorage: KycStorageConfig;
  /** request limits per class (RATE_LIMIT_DEFAULTS, overrides and multiplier applied) */
  rateLimits: Record<RateLimitClass, RateLimit>;
  /**
   * DEBUG_ERRORS=1: error answers carry the original error (message, stack, SQL). Off by default in
   * every mode, development included; never on a live site.
   */
  debugErrors: boolean;
  /** bearer token of GET /metrics; unset disables the endpoint (404) */
  metricsToken: string | undefined;
  /** PostgreSQL: how long to wait for a connection (new or from the pool) before failing */
  databaseConnectTimeoutMs: number;
  /** PostgreSQL: longest a statement may run (statement_timeout) before failing */
  databaseQueryTimeoutMs: number;
  /** the back office (docs/bo-core-notes.md) */
  backoffice: BackofficeConfig;
}

export interface BackofficeConfig {
  /** a staff session ends after this much inactivity (BACKOFFICE_IDLE_TIMEOUT_MINUTES, default 30) */
  idleTimeoutMs: number;
  /** currency of the four-eyes thresholds (BACKOFFICE_REPORTING_CURRENCY, default USD) */
  reportingCurrency: string;
  /** withdrawals at or above this (major units of the reporting currency) need two approvers */
  fourEyesWithdrawal: string;
  /** manual adjustments with |amount| at or above this need a second person */
  fourEyesAdjustment: string;
}

export type KycStorageConfig =
  | { kind: 'disk' }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      /** for MinIO, Ceph, R2, a local test server… (AWS when unset) */
      endpoint: string | undefined;
      /** static credentials; the SDK's default chain (env, profile, instance role) when unset */
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      forcePathStyle: boolean;
      /** prepended to object keys (default none; keys start with `kyc/`) */
      prefix: string;
    };

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
  if (e.NODE_ENV === 'production' && e.PAYMENT_SANDBOX === '1' && !e.PAYMENT_WEBHOOK_SECRET) {
    throw new ConfigError([
      {
        variable: 'PAYMENT_WEBHOOK_SECRET',
        problem: 'required when PAYMENT_SANDBOX=1 in production',
      },
    ]);
  }
  const totpKeyring = readKeyring(e.TOTP_ENCRYPTION_KEYS, e.NODE_ENV === 'production');
  const kycStorage = readKycStorage(e);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisChannelPrefix: e.REDIS_CHANNEL_PREFIX,
    smtpUrl: e.SMTP_URL,
    publicUrl,
    logLevel: e.LOG_LEVEL,
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    seedGames: e.SEED_GAMES,
    webDist: e.WEB_DIST ? path.resolve(cwd, e.WEB_DIST) : path.join(REPO_ROOT, 'apps/web/dist'),
    serverRender: e.SERVER_RENDER === 'on',
    backofficeDist: e.BACKOFFICE_DIST
      ? path.resolve(cwd, e.BACKOFFICE_DIST)
      : path.join(REPO_ROOT, 'apps/backoffice/dist'),
    mailFrom: e.MAIL_FROM,
    devOutbox: e.DEV_OUTBOX === undefined ? e.NODE_ENV !== 'production' : e.DEV_OUTBOX === '1',
    operatorToken: e.OPERATOR_TOKEN,
    trustProxy: e.TRUST_PROXY === '1',
    uploadsDir: e.UPLOADS_DIR
      ? path.resolve(cwd, e.UPLOADS_DIR)
      : path.join(path.resolve(cwd, e.DATA_DIR), 'uploads'),
    mediaCacheDir: e.MEDIA_CACHE_DIR
      ? path.resolve(cwd, e.MEDIA_CACHE_DIR)
      : path.join(path.resolve(cwd, e.DATA_DIR), 'media-cache'),
    funTopUpEnabled:
      e.FUN_TOP_UP === undefined ? e.NODE_ENV !== 'production' : e.FUN_TOP_UP === '1',
    rgTestHooks:
      e.RG_TEST_HOOKS === undefined ? e.NODE_ENV !== 'production' : e.RG_TEST_HOOKS === '1',
    crashSpeed: e.CRASH_SPEED,
    liveTable: {
      bettingMs: e.LIVE_TABLE_BETTING_MS ?? 15_000,
      pauseMs: e.LIVE_TABLE_PAUSE_MS ?? 7_000,
      decidingMs: e.LIVE_TABLE_DECIDING_MS ?? 12_000,
    },
    paymentSandbox:
      e.PAYMENT_SANDBOX === undefined ? e.NODE_ENV !== 'production' : e.PAYMENT_SANDBOX === '1',
    paymentWebhookSecret: e.PAYMENT_WEBHOOK_SECRET ?? DEV_WEBHOOK_SECRET,
    totpKeyring,
    kycStorage,
    rateLimits: Object.fromEntries(
      (Object.keys(RATE_LIMIT_DEFAULTS) as RateLimitClass[]).map((name) => {
        const fallback = RATE_LIMIT_DEFAULTS[name];
        const limit =
          parseRateLimit(String(e[`RATE_LIMIT_${name}`] ?? '')) ??
          parseRateLimit(`${fallback.max}/${fallback.window}`)!;
        return [name, { max: limit.max * e.RATE_LIMIT_MULTIPLIER, windowMs: limit.windowMs }];
      }),
    ) as Record<RateLimitClass, RateLimit>,
    debugErrors: e.DEBUG_ERRORS === '1',
    metricsToken: e.METRICS_TOKEN,
    databaseConnectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
    databaseQueryTimeoutMs: e.DATABASE_QUERY_TIMEOUT_MS,
    backoffice: {
      idleTimeoutMs: e.BACKOFFICE_IDLE_TIMEOUT_MINUTES * 60_000,
      reportingCurrency: e.BACKOFFICE_REPORTING_CURRENCY.toUpperCase(),
      fourEyesWithdrawal: e.BACKOFFICE_FOUR_EYES_WITHDRAWAL,
      fourEyesAdjustment: e.BACKOFFICE_FOUR_EYES_ADJUSTMENT,
    },
  };
}

function readKeyring(text: string | undefined, production: boolean): Keyring {
  if (!text) {
    if (production) {
      throw new ConfigError([
        {
          variable: 'TOTP_ENCRYPTION_KEYS',
          problem: 'required in production (id:base64key, e.g. k1:$(openssl rand -base64 32))',
        },
      ]);
    }
    return parseKeyring(DEV_KEYRING_TEXT);
  }
  let keyring: Keyring;
  try {
    keyring = parseKeyring(text);
  } catch (error) {
    throw new ConfigError([
      { variable: 'TOTP_ENCRYPTION_KEYS', problem: (error as Error).message },
    ]);
  }
  if (production && keyring.keys.some((k) => k.key.equals(DEV_KEY))) {
    throw new ConfigError([
      {
        variable: 'TOTP_ENCRYPTION_KEYS',
        problem: 'the documented development key must not be used in production',
      },
    ]);
  }
  return keyring;
}

function readKycStorage(e: z.infer<typeof envSchema>): KycStorageConfig {
  if (e.KYC_STORAGE === 'disk') return { kind: 'disk' };
  if (!e.S3_BUCKET) {
    throw new ConfigError([{ variable: 'S3_BUCKET', problem: 'required when KYC_STORAGE=s3' }]);
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError([
      {
        variable: e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID',
        problem: 'set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
      },
    ]);
  }
  const prefix = e.S3_PREFIX.replace(/^\/+/, '');
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === '1',
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
  };
}
