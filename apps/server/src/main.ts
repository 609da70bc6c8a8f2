// Boot: config → database (migrate + seed under the advisory lock) → pub/sub → HTTP.
// Runs under tsx (TypeScript executed directly, no build step): `npm start -w apps/server`.
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { createDatabase, type DatabaseHandle } from './db/client';
import { prepareDatabase } from './db/migrate';
import { runSeed } from './db/seed';
import { createLogger, type Logger } from './http/logger';
import { createAppPubSub, type PubSubHandle } from './pubsub';

/** How long a graceful shutdown may take before the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 15_000;

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      for (const issue of error.issues) {
        process.stderr.write(`Invalid configuration: ${issue.variable}: ${issue.problem}\n`);
      }
      process.exit(1);
    }
    throw error;
  }
}

interface Running {
  app?: FastifyInstance;
  pubsub?: PubSubHandle;
  database?: DatabaseHandle;
}

async function stop(running: Running, log: Logger): Promise<void> {
  // Stop accepting, close the websockets (preClose hook), drain requests, then the backends.
  if (running.app) await running.app.close();
  if (running.pubsub) await running.pubsub.close();
  if (running.database) await running.database.close();
  log.info('stopped');
}

function handleSignals(running: Running, log: Logger): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    log.info({ signal }, 'shutting down');
    setTimeout(() => {
      log.error('shutdown timed out: exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    stop(running, log).then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

async function main(): Promise<void> {
  const config = readConfig();
  const log = createLogger(config);
  const running: Running = {};
  handleSignals(running, log);
  try {
    running.database = await createDatabase(config, {
      connectTimeoutMs: config.databaseConnectTimeoutMs,
      queryTimeoutMs: config.databaseQueryTimeoutMs,
      onPoolError: (error) => log.warn({ err: error }, 'idle PostgreSQL connection failed'),
    });
    await prepareDatabase(running.database, {
      log,
      seed: (db) => runSeed(db, { games: config.seedGames, log }),
    });
    running.pubsub = await createAppPubSub({
      redisUrl: config.redisUrl,
      channelPrefix: config.redisChannelPrefix,
      log,
    });
    running.app = await buildApp({
      config,
      database: running.database,
      pubsub: running.pubsub,
      logger: log,
    });
    await running.app.listen({ port: config.port, host: config.host });
    log.info(
      { url: config.publicUrl, db: running.database.kind, pubsub: running.pubsub.kind },
      `Aurum is listening on ${config.publicUrl}`,
    );
  } catch (error) {
    log.fatal({ err: error }, 'failed to start');
    await stop(running, log).catch(() => {});
    process.exit(1);
  }
}

await main();
