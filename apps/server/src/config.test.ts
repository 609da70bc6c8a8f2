import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from './config';
import { DEV_KEY, DEV_KEY_ID, parseKeyring } from './security/secret-box';

function issuesOf(env: Record<string, string>) {
  try {
    loadConfig(env, '/srv/aurum');
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).issues;
  }
  throw new Error('expected the configuration to be refused');
}

describe('loadConfig', () => {
  it('works with no variables at all', () => {
    const config = loadConfig({}, '/srv/aurum');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/aurum/data',
      mediaCacheDir: '/srv/aurum/data/media-cache',
      databaseUrl: undefined,
      redisUrl: undefined,
      redisChannelPrefix: '',
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
      nodeEnv: 'development',
      isProduction: false,
      seedGames: 2000,
      webDist: path.join(REPO_ROOT, 'apps/web/dist'),
    });
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/lib/aurum',
        DATABASE_URL: 'postgres://app:pw@db:5432/aurum',
        REDIS_URL: 'redis://cache:6379',
        REDIS_CHANNEL_PREFIX: 'aurum-eu:',
        SMTP_URL: 'smtp://mail:587',
        PUBLIC_URL: 'https://casino.example.com/',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        TOTP_ENCRYPTION_KEYS: `k1:${Buffer.alloc(32, 1).toString('base64')}`,
        SEED_GAMES: '10000',
        WEB_DIST: 'web',
        MEDIA_CACHE_DIR: 'cache/media',
      },
      '/srv/aurum',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/aurum',
      mediaCacheDir: '/srv/aurum/cache/media',
      databaseUrl: 'postgres://app:pw@db:5432/aurum',
      redisUrl: 'redis://cache:6379',
      redisChannelPrefix: 'aurum-eu:',
      smtpUrl: 'smtp://mail:587',
      publicUrl: 'https://casino.example.com',
      logLevel: 'warn',
      isProduction: true,
      seedGames: 10000,
      webDist: '/srv/aurum/web',
    });
  });

  it('derives PUBLIC_URL from PORT and treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '4000', REDIS_URL: '' }).publicUrl).toBe('http://localhost:4000');
    expect(loadConfig({ PORT: '4000', REDIS_URL: '' }).redisUrl).toBeUndefined();
  });

  it('refuses PORT=abc, naming PORT', () => {
    expect(issuesOf({ PORT: 'abc' })).toEqual([
      { variable: 'PORT', problem: 'expected an integer' },
    ]);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(
      /Invalid configuration: PORT: expected an integer/,
    );
  });

  it('names every bad variable at once', () => {
    const issues = issuesOf({
      PORT: '70000',
      SEED_GAMES: '0',
      DATABASE_URL: 'mysql://x',
      REDIS_URL: 'not a url',
      LOG_LEVEL: 'loud',
      NODE_ENV: 'staging',
    });
    expect(issues.map((i) => i.variable).sort()).toEqual(
      ['DATABASE_URL', 'LOG_LEVEL', 'NODE_ENV', 'PORT', 'REDIS_URL', 'SEED_GAMES'].sort(),
    );
    expect(issues.find((i) => i.variable === 'PORT')?.problem).toBe('must be between 1 and 65535');
    expect(issues.find((i) => i.variable === 'SEED_GAMES')?.problem).toBe(
      'must be between 1 and 20000',
    );
  });

  it('refuses a channel prefix with spaces or wildcards', () => {
    expect(issuesOf({ REDIS_CHANNEL_PREFIX: 'aurum eu' })).toEqual([
      { variable: 'REDIS_CHANNEL_PREFIX', problem: 'expected up to 64 letters, digits, _ . : -' },
    ]);
    expect(issuesOf({ REDIS_CHANNEL_PREFIX: 'aurum*' })).toHaveLength(1);
  });

  it('reads CRASH_SPEED (default 1) and refuses one out of range', () => {
    expect(loadConfig({}).crashSpeed).toBe(1);
    expect(loadConfig({ CRASH_SPEED: '4' }).crashSpeed).toBe(4);
    expect(issuesOf({ CRASH_SPEED: '0' })).toEqual([
      { variable: 'CRASH_SPEED', problem: 'must be at least 0.25' },
    ]);
    expect(issuesOf({ CRASH_SPEED: 'fast' })).toEqual([
      { variable: 'CRASH_SPEED', problem: 'expected a number' },
    ]);
  });

  it('refuses fractional integers', () => {
    expect(issuesOf({ SEED_GAMES: '1.5' })).toEqual([
      { variable: 'SEED_GAMES', problem: 'expected an integer' },
    ]);
  });
});

describe('TOTP_ENCRYPTION_KEYS', () => {
  const key = (fill: number) => Buffer.alloc(32, fill).toString('base64');

  it('is required in production, and the documented development key is refused there', () => {
    expect(issuesOf({ NODE_ENV: 'production' })).toEqual([
      { variable: 'TOTP_ENCRYPTION_KEYS', problem: expect.stringContaining('required') },
    ]);
    expect(
      issuesOf({ NODE_ENV: 'production', TOTP_ENCRYPTION_KEYS: `x:${DEV_KEY.toString('base64')}` }),
    ).toEqual([
      { variable: 'TOTP_ENCRYPTION_KEYS', problem: expect.stringContaining('development key') },
    ]);
  });

  it('defaults to the documented development key outside production', () => {
    const keys = loadConfig({}, '/srv').totpKeyring.keys;
    expect(keys.map((k) => k.id)).toEqual([DEV_KEY_ID]);
    expect(keys[0]!.key.equals(DEV_KEY)).toBe(true);
  });

  it('reads a keyring in order (the first seals) and refuses malformed ones without echoing keys', () => {
    const config = loadConfig(
      { NODE_ENV: 'production', TOTP_ENCRYPTION_KEYS: ` new:${key(2)} , old:${key(3)}` },
      '/srv',
    );
    expect(config.totpKeyring.keys.map((k) => k.id)).toEqual(['new', 'old']);
    for (const bad of [
      'nokey',
      `:${key(1)}`,
      'short:AAAA',
      `a:${key(1)},a:${key(2)}`,
      `bad id:${key(1)}`,
    ]) {
      const issues = issuesOf({ TOTP_ENCRYPTION_KEYS: bad });
      expect(issues[0]!.variable).toBe('TOTP_ENCRYPTION_KEYS');
      expect(issues[0]!.problem).not.toContain(key(1));
    }
    expect(() => parseKeyring('')).toThrow();
  });
});

describe('KYC storage', () => {
  it('is the local disk by default; s3 needs a bucket and both or neither static credentials', () => {
    expect(loadConfig({}, '/srv').kycStorage).toEqual({ kind: 'disk' });
    expect(issuesOf({ KYC_STORAGE: 's3' })[0]!.variable).toBe('S3_BUCKET');
    expect(
      issuesOf({ KYC_STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })[0]!.variable,
    ).toBe('S3_SECRET_ACCESS_KEY');
    expect(
      loadConfig(
        {
          KYC_STORAGE: 's3',
          S3_BUCKET: 'docs',
          S3_ENDPOINT: 'http://127.0.0.1:9000',
          S3_FORCE_PATH_STYLE: '1',
          S3_PREFIX: '/private/kyc',
        },
        '/srv',
      ).kycStorage,
    ).toEqual({
      kind: 's3',
      bucket: 'docs',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: true,
      prefix: 'private/kyc/',
    });
  });
});
