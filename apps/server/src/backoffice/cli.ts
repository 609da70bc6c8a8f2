// The back office's commands of the ops CLI (scripts/ops.ts): thin clients of the same services
// as /backoffice/graphql, audited in the same chain as `cli:<os user>` (role admin):
//   staff invite --email <e> --role <role> [--name <n>]   prints a one-time invitation link
//   staff list                                            staff accounts
//   audit-verify                                          proves the audit chain unbroken (exit 1 if not)
//   withdraw <approve|reject|paid|failed> <id> [--reason <text…>]   (four eyes apply)
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Logger } from '../http/logger';
import { deferPublishes, type AppPubSub } from '../pubsub';
import { appendAudit, verifyAuditChain } from './audit';
import type { StaffActor } from './context';
import { isStaffRole, STAFF_ROLES } from './permissions';
import { createInvitation, listStaff } from './staff';
import { approveWithdrawal, decideWithdrawal } from './withdrawals';

export interface CliContext {
  db: Db;
  config: Config;
  log: Logger;
  clock: Clock;
  pubsub: AppPubSub;
  /** `cli:<os user>` */
  actor: string;
  out: (line: string) => void;
}

export class CliUsageError extends Error {}

export const STAFF_USAGE = `staff invite --email <email> --role <${STAFF_ROLES.join('|')}> [--name <name>] | staff list`;
export const STAFF_WITHDRAW_USAGE = 'withdraw <approve|reject|paid|failed> <id> [--reason <text…>]';

function option(args: string[], name: string): string | null {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? (args[at + 1] ?? null) : null;
}

function cliActor(ctx: CliContext): StaffActor {
  return {
    id: ctx.actor,
    email: ctx.actor,
    name: ctx.actor,
    role: 'admin',
    sessionId: null,
    expiresAt: null,
  };
}

async function record(
  ctx: CliContext,
  action: string,
  outcome: 'OK' | 'FAILED',
  note: { targetType?: string; targetId?: string; after?: unknown; reason?: string | null },
) {
  await appendAudit(ctx.db, {
    at: ctx.clock.now(),
    actorId: ctx.actor,
    actorName: ctx.actor,
    actorRole: 'admin',
    action,
    outcome,
    targetType: note.targetType ?? null,
    targetId: note.targetId ?? null,
    after: note.after,
    reason: note.reason ?? null,
    ip: 'cli',
  });
}

/**
 * Runs `fn` and its OK row in one transaction, as the staff API's atomic operations do (guard.ts):
 * `fn` works on the handles it is given, and what it publishes is sent after the commit. A
 * failure rolls both back and is recorded as FAILED (with the error's code).
 */
export async function audited<T>(
  ctx: CliContext,
  action: string,
  note: { targetType?: string; targetId?: string; reason?: string | null },
  fn: (scope: { db: Db; pubsub: AppPubSub }) => Promise<{ result: T; after: unknown }>,
): Promise<T> {
  try {
    const { pubsub, flush } = deferPublishes(ctx.pubsub);
    const result = await ctx.db.transaction(async (tx) => {
      const done = await fn({ db: tx, pubsub });
      await record({ ...ctx, db: tx }, action, 'OK', { ...note, after: done.after });
      return done.result;
    });
    flush();
    return result;
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'INTERNAL_ERROR';
    await record(ctx, action, 'FAILED', { ...note, after: { code } });
    throw error;
  }
}

export async function runStaffCommand(ctx: CliContext, args: string[]): Promise<void> {
  const [verb, ...rest] = args;
  if (verb === 'list') {
    for (const s of await listStaff(ctx.db)) {
      ctx.out(
        `${s.id}  ${s.role.padEnd(10)}  ${s.disabled ? 'disabled' : 'active  '}  ${s.email}  ${s.name}`,
      );
    }
    return;
  }
  if (verb !== 'invite') throw new CliUsageError(`usage: ${STAFF_USAGE}`);
  const email = option(rest, 'email');
  const role = option(rest, 'role');
  if (!email || !role || !isStaffRole(role)) throw new CliUsageError(`usage: ${STAFF_USAGE}`);
  const name = option(rest, 'name') ?? email.split('@')[0]!;
  const created = await audited(
    ctx,
    'staff.invite',
    { targetType: 'staff', targetId: email },
    async ({ db }) => {
      const result = await createInvitation(
        { db, config: ctx.config, clock: ctx.clock },
        { email, name, role, invitedBy: ctx.actor },
      );
      return { result, after: { email, role, invitationId: result.invitation.id } };
    },
  );
  ctx.out(
    `invitation for ${email} (${role}), valid until ${created.invitation.expiresAt.toISOString()}:`,
  );
  ctx.out(`${ctx.config.publicUrl}${created.url}`);
}

export async function runAuditVerify(ctx: CliContext): Promise<boolean> {
  const result = await verifyAuditChain(ctx.db);
  if (result.ok) {
    ctx.out(`audit chain OK: ${result.rows} rows, every hash and link checks out`);
  } else {
    ctx.out(
      `audit chain BROKEN at row ${result.brokenAtId} (${result.rows} rows check out before it)`,
    );
  }
  return result.ok;
}

export async function runStaffWithdrawCommand(ctx: CliContext, args: string[]): Promise<void> {
  const [verb, idText, ...rest] = args;
  const id = Number(idText);
  if (
    !verb ||
    !['approve', 'reject', 'paid', 'failed'].includes(verb) ||
    !Number.isSafeInteger(id) ||
    id <= 0
  ) {
    throw new CliUsageError(`usage: ${STAFF_WITHDRAW_USAGE}`);
  }
  const reasonAt = rest.indexOf('--reason');
  const reason = reasonAt >= 0 ? rest.slice(reasonAt + 1).join(' ') || null : null;
  const actor = cliActor(ctx);
  const action = verb === 'approve' ? 'withdrawal.approve' : `withdrawal.${verb}`;
  const line = await audited(
    ctx,
    action,
    { targetType: 'withdrawal', targetId: String(id), reason },
    async (scope) => {
      const deps = { ...scope, config: ctx.config };
      if (verb === 'approve') {
        const r = await approveWithdrawal(deps, actor, id, ctx.clock.now(), reason);
        const text = r.applied
          ? `withdrawal #${id}: ${r.row.status}`
          : `withdrawal #${id}: first approval recorded; a second, different approver is needed`;
        return { result: text, after: { status: r.row.status, applied: r.applied } };
      }
      const row = await decideWithdrawal(
        deps,
        actor,
        id,
        verb as 'reject' | 'paid' | 'failed',
        reason,
      );
      return { result: `withdrawal #${id}: ${row.status}`, after: { status: row.status } };
    },
  );
  ctx.out(line);
}
