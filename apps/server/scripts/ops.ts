// Operator command line: `npm run ops -w apps/server -- <command> [args]`.
//
//   kyc <email> <NOT_STARTED|PENDING|VERIFIED|REJECTED> [reason…]   set a player's KYC status
//   withdraw list [STATUS]                                           the withdrawal queue
//   withdraw <approve|reject|paid|failed> <id> [--reason <text…>]    decide a withdrawal
//   game-theme <slug> <theme|none>                                   set a slot's engine theme
//   totp-rotate                                                      re-seal TOTP secrets under the current key
//   staff invite --email <e> --role <role> [--name <n>] | staff list back-office staff (invitation link)
//   audit-verify                                                     prove the staff audit chain unbroken
//
// Withdrawal decisions go through the back office's services (four eyes above the threshold) and
// every staff-side command is recorded in the staff audit chain as `cli:<os user>`.
//
// Commands run against the database the server uses (same environment variables). With the
// embedded PGlite (no DATABASE_URL) only one process may open DATA_DIR: stop the server first,
// or use the operator GraphQL API (operatorSetKycStatus with x-operator-token) instead.
// Every command that changes a player is recorded in operator_audit as `cli:<os user>`, and every
// command that changes anything also on the staff audit chain (as the same actor).
// A module adds a command by adding an entry to COMMANDS.
import os from 'node:os';
import { loadConfig, type Config } from '../src/config';
import { createDatabase, type Db } from '../src/db/client';
import { prepareDatabase } from '../src/db/migrate';
import { createLogger, type Logger } from '../src/http/logger';
import { SLOT_ENGINE_THEME_KEYS } from '@aurum/domain';
import { setGameEngineTheme } from '../src/modules/catalogue';
import { resealTotpSecrets } from '../src/modules/identity';
import { resealStaffTotpSecrets } from '../src/backoffice/staff-totp';
import { setKycStatus } from '../src/modules/identity/kyc';
import { runWithdrawCommand, WITHDRAW_USAGE } from '../src/modules/payments/ops';
import {
  audited,
  CliUsageError,
  runAuditVerify,
  runStaffCommand,
  runStaffWithdrawCommand,
  STAFF_USAGE,
} from '../src/backoffice/cli';
import { systemClock } from '../src/clock';
import { createAppPubSub } from '../src/pubsub';
import { createPlayerAccessGate } from '../src/workflows';

export interface OpsContext {
  db: Db;
  config: Config;
  log: Logger;
  /** recorded as the actor of audited actions */
  actor: string;
  out: (line: string) => void;
}

export interface OpsCommand {
  usage: string;
  summary: string;
  run(ctx: OpsContext, args: string[]): Promise<void>;
}

export class UsageError extends Error {}

export const COMMANDS: Record<string, OpsCommand> = {
  'game-theme': {
    usage: 'game-theme <slug> <theme|none>',
    summary: `set the engine theme a slot plays with (audited): ${SLOT_ENGINE_THEME_KEYS.join(' ')}`,
    async run(ctx, args) {
      const [slug, theme] = args;
      if (!slug || !theme) throw new UsageError('game-theme needs a game slug and a theme');
      // on the staff audit chain with the change (and in game_audit, by setGameEngineTheme)
      const change = await withStaffCli(ctx, (cli) =>
        audited(
          cli,
          'content.game-theme',
          { targetType: 'game', targetId: slug },
          async ({ db }) => {
            const result = await setGameEngineTheme(db, {
              actor: ctx.actor,
              slug,
              engineTheme: theme === 'none' ? null : theme,
            });
            return { result, after: { from: result.previous, to: result.engineTheme } };
          },
        ),
      );
      ctx.out(
        `engine theme of ${slug}: ${change.previous ?? '(default)'} → ${change.engineTheme ?? '(default)'}`,
      );
    },
  },
  withdraw: {
    usage: WITHDRAW_USAGE,
    summary: 'list withdrawals by status, or approve / reject / mark paid / mark failed (audited)',
    async run(ctx, args) {
      try {
        // listing reads the queue; decisions go through the back office (audited, four eyes)
        if (args[0] === 'list' || args.length === 0) return await runWithdrawCommand(ctx, args);
        await withStaffCli(ctx, (cli) => runStaffWithdrawCommand(cli, args));
      } catch (error) {
        if (
          error instanceof CliUsageError ||
          (error instanceof Error && error.message.startsWith('usage:'))
        ) {
          throw new UsageError(error.message);
        }
        throw error;
      }
    },
  },
  staff: {
    usage: STAFF_USAGE,
    summary: 'invite a back-office staff member (prints a one-time link) or list staff (audited)',
    async run(ctx, args) {
      try {
        await withStaffCli(ctx, (cli) => runStaffCommand(cli, args));
      } catch (error) {
        if (error instanceof CliUsageError) throw new UsageError(error.message);
        throw error;
      }
    },
  },
  'audit-verify': {
    usage: 'audit-verify',
    summary: 'recompute the staff audit hash chain; exit code 1 when a row was changed',
    async run(ctx) {
      const ok = await withStaffCli(ctx, (cli) => runAuditVerify(cli));
      if (!ok) throw new Error('the staff audit chain is broken');
    },
  },
  'totp-rotate': {
    usage: 'totp-rotate',
    summary:
      "seal every player's and staff member's TOTP secret under the first key of TOTP_ENCRYPTION_KEYS (run after adding a new key first, before removing the old one)",
    async run(ctx) {
      const report = await resealTotpSecrets(ctx.db, ctx.config.totpKeyring, { rotate: true });
      const staff = await resealStaffTotpSecrets(ctx.db, ctx.config.totpKeyring);
      ctx.out(
        `TOTP secrets re-sealed under key ${ctx.config.totpKeyring.keys[0]!.id}: ${report.resealed} (players), ${staff.resealed} (staff)`,
      );
      const failed = [...report.failed, ...staff.failed];
      if (failed.length > 0) {
        throw new Error(
          `${failed.length} player(s) or staff have TOTP secrets that no configured key opens (keep their old key in TOTP_ENCRYPTION_KEYS): ${failed.join(', ')}`,
        );
      }
    },
  },
  kyc: {
    usage: 'kyc <email> <NOT_STARTED|PENDING|VERIFIED|REJECTED> [reason…]',
    summary: "set a player's KYC status (REJECTED needs a reason)",
    async run(ctx, args) {
      const [email, status, ...reasonWords] = args;
      if (!email || !status) throw new UsageError('kyc needs an email and a status');
      const reason = reasonWords.join(' ') || null;
      // on the staff audit chain with the change (and in operator_audit, by setKycStatus)
      const result = await withStaffCli(ctx, (cli) =>
        audited(
          cli,
          'kyc.set-status',
          { targetType: 'player-email', targetId: email, reason },
          async ({ db }) => {
            const change = await setKycStatus(db, {
              actor: ctx.actor,
              email,
              status,
              reason,
              gate: { access: createPlayerAccessGate(), now: new Date() },
            });
            return {
              result: change,
              after: { userId: change.userId, from: change.previous, to: change.status },
            };
          },
        ),
      );
      ctx.out(`KYC of ${email}: ${result.previous} → ${result.status}`);
    },
  },
};

/** The back office's CLI context: the app's clock, and a pub/sub (Redis reaches the servers). */
async function withStaffCli<T>(
  ctx: OpsContext,
  fn: (cli: Parameters<typeof runStaffCommand>[0]) => Promise<T>,
): Promise<T> {
  const pubsub = await createAppPubSub({ redisUrl: ctx.config.redisUrl, log: ctx.log });
  try {
    return await fn({ ...ctx, clock: systemClock, pubsub: pubsub.pubsub });
  } finally {
    await pubsub.close();
  }
}

function usage(): string {
  return [
    'usage: npm run ops -w apps/server -- <command> [args]',
    '',
    ...Object.values(COMMANDS).map((c) => `  ${c.usage}\n      ${c.summary}`),
  ].join('\n');
}

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name ? COMMANDS[name] : undefined;
  if (!command) {
    console.error(name && name !== 'help' ? `unknown command: ${name}\n\n${usage()}` : usage());
    return name && name !== 'help' ? 2 : 0;
  }
  const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
  const log = createLogger(config);
  const database = await createDatabase(config);
  try {
    await prepareDatabase(database, { log });
    await command.run(
      {
        db: database.db,
        config,
        log,
        actor: `cli:${os.userInfo().username}`,
        out: (line) => console.log(line),
      },
      args,
    );
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${usage()}`);
      return 2;
    }
    console.error((error as Error).message);
    return 1;
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await main(process.argv.slice(2));
}

export { main as runOps };
