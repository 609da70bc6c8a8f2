// The one gate of the staff API: every root field is wrapped so that, before its resolver runs,
// the caller's role must hold the field's permission (operations.ts). Denied and failed attempts
// and every mutation are written to the audit trail.
import type { GraphQLFieldResolver } from 'graphql';
import { AppError, isAppError } from '../errors';
import { deferPublishes } from '../pubsub';
import { appendAudit, type AuditOutcome } from './audit';
import { playerLoader } from './players-read';
import type { StaffContext } from './context';
import { FIELD_PERMISSIONS, OPERATIONS, type OperationSpec } from './operations';
import { hasPermission, type Permission } from './permissions';

const unauthorized = () =>
  new AppError('UNAUTHORIZED', { message: 'Sign in to the back office to continue.' });

export const forbidden = (permission: Permission) =>
  new AppError('FORBIDDEN', {
    message: 'Your role does not allow this.',
    details: { permission },
  });

/** Appends one audit row for the context's actor (anonymous when none). */
export async function audit(
  ctx: StaffContext,
  action: string,
  outcome: AuditOutcome,
  note: StaffContext['note'] = {},
): Promise<void> {
  try {
    await appendAudit(ctx.db, {
      at: ctx.clock.now(),
      actorId: ctx.actor?.id ?? 'anonymous',
      actorName: ctx.actor?.name ?? 'anonymous',
      actorRole: ctx.actor?.role ?? null,
      action,
      outcome,
      targetType: note.targetType ?? null,
      targetId: note.targetId ?? null,
      before: note.before,
      after: note.after,
      reason: note.reason ?? null,
      ip: ctx.ip,
    });
  } catch (error) {
    // the audit must not hide the answer, but a lost row is loud
    ctx.log.error({ err: error, action }, 'staff audit append failed');
    throw error;
  }
}

/** Throws UNAUTHORIZED / FORBIDDEN (and audits the denial) unless the caller may run `spec`. */
export async function checkAccess(
  ctx: StaffContext,
  spec: OperationSpec,
  args: unknown,
): Promise<void> {
  if (spec.permission === 'PUBLIC') return;
  if (!ctx.actor) {
    // the app asks `me` on every start: an anonymous `me` is not an attempt worth a row
    if (spec.action !== 'staff.me') {
      await audit(ctx, spec.action, 'DENIED', { after: { code: 'UNAUTHORIZED', args } });
    }
    throw unauthorized();
  }
  if (spec.permission === 'SIGNED_IN') return;
  if (!hasPermission(ctx.actor.role, spec.permission)) {
    await audit(ctx, spec.action, 'DENIED', {
      after: { code: 'FORBIDDEN', permission: spec.permission, args },
    });
    throw forbidden(spec.permission);
  }
}

/** Arguments as written to the audit (secrets left out). */
export function auditArgs(args: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(args)) {
    out[key] = /password|totp|token|code/i.test(key) ? '[redacted]' : value;
  }
  return out;
}

type AnyResolver = GraphQLFieldResolver<unknown, StaffContext, Record<string, unknown>>;

/** Wraps one root field's resolver with the check and the audit. */
export function guardRoot(field: string, resolver: AnyResolver): AnyResolver {
  const spec = OPERATIONS[field];
  if (!spec) throw new Error(`staff operation without a permission: ${field}`);
  const mutation = field.startsWith('Mutation.');
  return async (parent, args, ctx, info) => {
    const safeArgs = auditArgs(args);
    await checkAccess(ctx, spec, safeArgs);
    // mutations run one after another: each starts with a clean note
    if (mutation) ctx.note = {};
    const auditOk = (on: StaffContext) =>
      audit(on, spec.action, 'OK', {
        ...on.note,
        ...(on.note.after === undefined && mutation ? { after: { args: safeArgs } } : {}),
      });
    try {
      if (mutation && spec.atomicAudit) {
        // the action and its audit row commit together, or neither does: the services run on the
        // transaction (theirs become savepoints), and what they publish waits for the commit
        const { pubsub, flush } = deferPublishes(ctx.pubsub);
        const result = await ctx.db.transaction(async (tx) => {
          const scoped: StaffContext = {
            ...ctx,
            db: tx,
            pubsub,
            deps: { ...ctx.deps, db: tx, pubsub },
            players: playerLoader(tx),
          };
          try {
            const value = await resolver(parent, args, scoped, info);
            await auditOk(scoped);
            return value;
          } finally {
            // the failure row below reads the target the resolver noted
            ctx.note = scoped.note;
          }
        });
        flush();
        return result;
      }
      const result = await resolver(parent, args, ctx, info);
      if (mutation || spec.auditReads) await auditOk(ctx);
      return result;
    } catch (error) {
      const code = isAppError(error) ? error.code : 'INTERNAL_ERROR';
      if (mutation || spec.auditReads || code !== 'NOT_FOUND') {
        await audit(ctx, spec.action, 'FAILED', {
          targetType: ctx.note.targetType ?? null,
          targetId: ctx.note.targetId ?? null,
          reason: ctx.note.reason ?? null,
          after: { code, args: safeArgs },
        }).catch(() => undefined);
      }
      throw error;
    }
  };
}

/** Wraps a nested field that needs a permission of its own: FORBIDDEN (and audited) otherwise. */
export function guardField(field: string, resolver: AnyResolver): AnyResolver {
  const permission = FIELD_PERMISSIONS[field];
  if (!permission) return resolver;
  return async (parent, args, ctx, info) => {
    if (!ctx.actor) throw unauthorized();
    if (!hasPermission(ctx.actor.role, permission)) {
      await audit(ctx, `field.${field}`, 'DENIED', {
        after: { code: 'FORBIDDEN', permission },
      });
      throw forbidden(permission);
    }
    return resolver(parent, args, ctx, info);
  };
}
