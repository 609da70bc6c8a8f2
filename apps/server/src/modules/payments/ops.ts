// The `withdraw` command of the operator CLI (scripts/ops.ts):
//   withdraw list [PENDING|APPROVED|PAID|REJECTED|FAILED|CANCELLED]
//   withdraw <approve|reject|paid|failed> <id> [--reason <text…>]
import { currencyDecimals, formatMinor } from '@aurum/domain';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Logger } from '../../http/logger';
import { createAppPubSub } from '../../pubsub';
import { WITHDRAW_STATUSES, type WithdrawStatus } from './tables';
import {
  changeWithdrawStatus,
  listWithdrawRequestsByStatus,
  type WithdrawAction,
} from './withdrawals';

export const WITHDRAW_USAGE =
  'withdraw list [STATUS] | withdraw <approve|reject|paid|failed> <id> [--reason <text…>]';

/** Runs the command; throws Error('usage: …') on bad arguments. */
export async function runWithdrawCommand(
  ctx: { db: Db; config: Config; log: Logger; actor: string; out: (line: string) => void },
  args: string[],
): Promise<void> {
  const [verb, ...rest] = args;
  if (verb === 'list') {
    const status = (rest[0] ?? 'PENDING').toUpperCase() as WithdrawStatus;
    if (!WITHDRAW_STATUSES.includes(status)) throw new Error(`usage: ${WITHDRAW_USAGE}`);
    const rows = await listWithdrawRequestsByStatus(ctx.db, status);
    if (rows.length === 0) ctx.out(`no ${status} withdrawals`);
    for (const r of rows) {
      const amount = formatMinor(r.amount, { decimals: currencyDecimals(r.currency) });
      ctx.out(
        `#${r.id}  ${r.createdAt.toISOString()}  ${amount} ${r.currency}  ${r.methodId}  user ${r.userId}`,
      );
    }
    return;
  }
  if (!verb || !['approve', 'reject', 'paid', 'failed'].includes(verb)) {
    throw new Error(`usage: ${WITHDRAW_USAGE}`);
  }
  const id = Number(rest[0]);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`usage: ${WITHDRAW_USAGE}`);
  const reasonAt = rest.indexOf('--reason');
  const reason = reasonAt >= 0 ? rest.slice(reasonAt + 1).join(' ') : null;
  // With REDIS_URL the running servers receive the status and balance events.
  const pubsub = await createAppPubSub({
    redisUrl: ctx.config.redisUrl,
    channelPrefix: ctx.config.redisChannelPrefix,
    log: ctx.log,
  });
  try {
    const row = await changeWithdrawStatus(
      { db: ctx.db, pubsub: pubsub.pubsub },
      { id, action: verb as WithdrawAction, actor: ctx.actor, reason },
    );
    ctx.out(`withdrawal #${row.id}: ${row.status}`);
  } finally {
    await pubsub.close();
  }
}
