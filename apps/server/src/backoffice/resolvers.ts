// The staff API's resolvers. Root fields are wrapped by guard.ts (permission + audit) when the
// schema is built; each mutation fills `ctx.note` with its target, before/after and reason.
import { AppError } from '../errors';
import {
  requireAccessGate,
  requirePlayer,
  resendConfirmationByStaff,
  resetTwoFactorByStaff,
  revokeAllSessions,
  setUserStatus,
  type UserRow,
} from '../modules/identity';
import { cancelBonus, publishEffects } from '../modules/bonuses';
import {
  adjustBalance,
  approveAdjustment,
  listAdjustments,
  rejectAdjustment,
  requireAdjustment,
} from './adjustments';
import { searchAudit, verifyAuditChain } from './audit';
import type { StaffActor, StaffContext } from './context';
import { dailyFigures, pendingCounts, periodFigures } from './dashboard';
import type { Resolvers } from './generated/resolvers-types';
import { decideKyc, kycCase, kycQueue } from './kyc';
import { money, needsTwoPeople, thresholdOf } from './money';
import { ROLE_PERMISSIONS, STAFF_ROLES } from './permissions';
import {
  playerBalances,
  playerBets,
  playerBonuses,
  playerDeposits,
  playerNotes,
  playerRg,
  playerSessions,
  playerTransfers,
} from './player360';
import { playerSummary, searchPlayers } from './players-read';
import {
  acceptInvitation,
  beginInvitation,
  createInvitation,
  createStaffSession,
  getInvitation,
  listStaff,
  requireStaff,
  revokeStaffSession,
  setStaffDisabled,
  setStaffRole,
  verifyStaffSignIn,
  type StaffDeps,
} from './staff';
import { staffPlayerNotes, type BalanceAdjustmentRow, type StaffAccountRow } from './tables';
import {
  approveWithdrawal,
  decideWithdrawal,
  listApprovals,
  listWithdrawals,
  payoutDetails,
  playerWithdrawals,
  requireWithdrawal,
  riskHints,
} from './withdrawals';

const first = (n: number | null | undefined) => Math.min(Math.max(Math.trunc(n ?? 50), 1), 200);

function staffDeps(ctx: StaffContext): StaffDeps {
  return { db: ctx.db, config: ctx.config, clock: ctx.clock };
}

/** Responsible gaming's gate for a KYC decision (an excluded identity is not verified elsewhere). */
function kycGate(ctx: StaffContext) {
  return { access: requireAccessGate(ctx.deps.playerAccess), now: ctx.clock.now() };
}

function actorOf(ctx: StaffContext): StaffActor {
  if (!ctx.actor) throw new AppError('UNAUTHORIZED', { message: 'Sign in to continue.' });
  return ctx.actor;
}

function requireReason(reason: string | null | undefined, field = 'reason'): string {
  const text = reason?.trim() ?? '';
  if (!text || text.length > 1000) {
    throw new AppError('VALIDATION_ERROR', {
      message: 'A reason (up to 1000 characters) is required.',
      details: { field },
    });
  }
  return text;
}

function meView(ctx: StaffContext, actor: StaffActor) {
  return {
    id: actor.id,
    email: actor.email,
    name: actor.name,
    role: actor.role,
    permissions: [...ROLE_PERMISSIONS[actor.role]],
    idleTimeoutSeconds: Math.round(ctx.config.backoffice.idleTimeoutMs / 1000),
    sessionExpiresAt: actor.expiresAt,
  };
}

function staffView(row: StaffAccountRow) {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    disabled: row.disabled,
    createdAt: row.createdAt,
    lastSignInAt: row.lastSignInAt,
  };
}

function actorFromAccount(
  row: StaffAccountRow,
  session: { sessionId: string; expiresAt: Date },
): StaffActor {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    sessionId: session.sessionId,
    expiresAt: session.expiresAt,
  };
}

function adjustmentView(row: BalanceAdjustmentRow) {
  return {
    id: row.id,
    playerId: row.playerId,
    amount: money(row.amount, row.currency),
    reason: row.reason,
    status: row.status,
    requestedBy: { staffId: row.requestedBy, staffName: row.requestedByName, at: row.createdAt },
    decidedBy:
      row.decidedBy && row.decidedAt
        ? { staffId: row.decidedBy, staffName: row.decidedByName ?? '', at: row.decidedAt }
        : null,
    transferId: row.transferId,
    createdAt: row.createdAt,
  };
}

async function limitSignIn(ctx: StaffContext, email: string): Promise<void> {
  if (!ctx.rateLimiter) return;
  const verdict = await ctx.rateLimiter.consumeAll([
    ['STAFF_SIGN_IN', `ip:${ctx.ip ?? 'unknown'}`],
    ['STAFF_SIGN_IN', `email:${email.trim().toLowerCase()}`],
  ]);
  if (!verdict.allowed) {
    throw new AppError('TOO_MANY_REQUESTS', {
      message: 'Too many attempts; try again later.',
      details: { retryAfterSeconds: verdict.retryAfterSeconds },
    });
  }
}

async function newSession(ctx: StaffContext, account: StaffAccountRow) {
  const session = await createStaffSession(staffDeps(ctx), account, {
    ip: ctx.ip,
    userAgent: ctx.userAgent,
  });
  const actor = actorFromAccount(account, session);
  // the audit row of this sign-in names who signed in
  ctx.actor = actor;
  ctx.note = { targetType: 'staff', targetId: account.id, after: { sessionId: session.sessionId } };
  return { token: session.token, expiresAt: session.expiresAt, me: meView(ctx, actor) };
}

async function playerOf(ctx: StaffContext, id: string) {
  ctx.note.targetType = 'player';
  ctx.note.targetId = id;
  return requirePlayer(ctx.db, id);
}

export const resolvers: Resolvers = {
  Query: {
    me: (_p, _a, ctx) => meView(ctx, actorOf(ctx)),
    invitation: async (_p, args, ctx) => getInvitation(staffDeps(ctx), args.token),
    rolePermissions: () =>
      STAFF_ROLES.map((role) => ({ role, permissions: [...ROLE_PERMISSIONS[role]] })),
    staffMembers: async (_p, _a, ctx) => (await listStaff(ctx.db)).map(staffView),
    backofficeSettings: (_p, _a, ctx) => ({
      withdrawalFourEyesThresholds: [thresholdOf(ctx.config, 'withdrawal')],
      adjustmentFourEyesThresholds: [thresholdOf(ctx.config, 'adjustment')],
      idleTimeoutSeconds: Math.round(ctx.config.backoffice.idleTimeoutMs / 1000),
    }),
    auditLog: async (_p, args, ctx) => {
      const after = args.after && /^\d{1,15}$/.test(args.after) ? Number(args.after) : null;
      const result = await searchAudit(ctx.db, args.filter ?? {}, {
        first: first(args.first),
        after,
      });
      return {
        nodes: result.rows,
        pageInfo: { nextCursor: result.next === null ? null : String(result.next) },
      };
    },
    verifyAuditChain: async (_p, _a, ctx) => {
      const result = await verifyAuditChain(ctx.db);
      ctx.note = { after: result };
      return {
        ok: result.ok,
        rows: result.rows,
        brokenAtId: result.brokenAtId === null ? null : String(result.brokenAtId),
      };
    },
    dashboard: () => ({}),
    withdrawalQueue: async (_p, args, ctx) => {
      const result = await listWithdrawals(ctx.db, args.filter ?? {}, {
        first: first(args.first),
        after: args.after ?? null,
      });
      return { nodes: result.rows, pageInfo: { nextCursor: result.next } };
    },
    withdrawal: (_p, args, ctx) => requireWithdrawal(ctx.db, args.id),
    kycQueue: async (_p, args, ctx) => {
      const actor = actorOf(ctx);
      const result = await kycQueue(ctx.db, args.status ?? 'PENDING', {
        first: first(args.first),
        after: args.after ?? null,
      });
      const now = ctx.clock.now();
      return {
        nodes: await Promise.all(
          result.rows.map((row) => kycCase(ctx.db, ctx.config, actor, row, now)),
        ),
        pageInfo: { nextCursor: result.next },
      };
    },
    kycCase: async (_p, args, ctx) => {
      const player = await playerOf(ctx, args.playerId);
      return kycCase(ctx.db, ctx.config, actorOf(ctx), player, ctx.clock.now());
    },
    searchPlayers: async (_p, args, ctx) => {
      const result = await searchPlayers(ctx.db, args.query, {
        first: first(args.first),
        after: args.after ?? null,
      });
      return { nodes: result.rows.map(playerSummary), pageInfo: { nextCursor: result.next } };
    },
    player: async (_p, args, ctx) => {
      const user = await playerOf(ctx, args.id);
      return { id: user.id, user };
    },
    balanceAdjustments: async (_p, args, ctx) => {
      const result = await listAdjustments(
        ctx.db,
        { status: args.status ?? 'PENDING_APPROVAL' },
        { first: first(args.first), after: args.after ?? null },
      );
      return { nodes: result.rows.map(adjustmentView), pageInfo: { nextCursor: result.next } };
    },
  },

  Dashboard: {
    periods: (_p, _a, ctx) => {
      const now = ctx.clock.now();
      return Promise.all(
        (['TODAY', 'D7', 'D30'] as const).map((period) => periodFigures(ctx.db, period, now)),
      );
    },
    pending: (_p, _a, ctx) => pendingCounts(ctx.db),
    daily: (_p, args, ctx) => dailyFigures(ctx.db, args.days ?? 30, ctx.clock.now()),
  },

  StaffWithdrawal: {
    player: async (row, _a, ctx) =>
      playerSummary(
        (await ctx.players.load(row.userId)) ?? (await requirePlayer(ctx.db, row.userId)),
      ),
    amount: (row) => money(row.amount, row.currency),
    fee: (row) => money(row.fee, row.currency),
    details: (row) => payoutDetails(row),
    requiresTwoApprovals: (row, _a, ctx) =>
      needsTwoPeople(ctx.db, ctx.config, 'withdrawal', row.amount, row.currency),
    approvals: (row, _a, ctx) => listApprovals(ctx.db, row.id),
    risk: async (row, _a, ctx) => {
      const risk = await riskHints(ctx.db, row, ctx.clock.now());
      const others = await ctx.players.loadMany(risk.samePayoutDetailsPlayers);
      return {
        ...risk,
        kycStatus: risk.kycStatus as 'NOT_STARTED',
        samePayoutDetailsPlayers: others
          .filter((row): row is UserRow => Boolean(row) && !(row instanceof Error))
          .map(playerSummary),
      };
    },
  },

  Player360: {
    player: (p) => playerSummary(p.user),
    emailConfirmed: (p) => p.user.emailConfirmed,
    twoFactorEnabled: (p) => p.user.totpEnabled,
    level: (p) => p.user.level,
    language: (p) => p.user.language,
    kyc: (p, _a, ctx) => kycCase(ctx.db, ctx.config, actorOf(ctx), p.user, ctx.clock.now()),
    sessions: (p, _a, ctx) => playerSessions(ctx.db, p.id),
    balances: (p, _a, ctx) => playerBalances(ctx.db, p.id),
    transfers: async (p, args, ctx) => {
      const result = await playerTransfers(ctx.db, p.id, {
        currency: args.currency ?? null,
        first: first(args.first),
        after: args.after ?? null,
      });
      return { nodes: result.rows, pageInfo: { nextCursor: result.next } };
    },
    deposits: async (p, args, ctx) => {
      const result = await playerDeposits(ctx.db, p.id, {
        first: first(args.first),
        after: args.after ?? null,
      });
      return { nodes: result.rows, pageInfo: { nextCursor: result.next } };
    },
    withdrawals: async (p, args, ctx) => {
      const result = await playerWithdrawals(ctx.db, p.id, {
        first: first(args.first),
        after: args.after ?? null,
      });
      return { nodes: result.rows, pageInfo: { nextCursor: result.next } };
    },
    bets: async (p, args, ctx) => {
      const result = await playerBets(ctx.db, p.id, {
        first: first(args.first),
        after: args.after ?? null,
      });
      return { nodes: result.rows, pageInfo: { nextCursor: result.next } };
    },
    bonuses: (p, _a, ctx) => playerBonuses(ctx.db, p.id),
    rg: (p, _a, ctx) => playerRg(ctx.db, p.id),
    notes: (p, _a, ctx) => playerNotes(ctx.db, p.id),
    audit: async (p, args, ctx) => {
      const after = args.after && /^\d{1,15}$/.test(args.after) ? Number(args.after) : null;
      const result = await searchAudit(
        ctx.db,
        { targetType: 'player', targetId: p.id },
        { first: first(args.first), after },
      );
      return {
        nodes: result.rows,
        pageInfo: { nextCursor: result.next === null ? null : String(result.next) },
      };
    },
    adjustments: async (p, _a, ctx) =>
      (await listAdjustments(ctx.db, { playerId: p.id }, { first: 100, after: null })).rows.map(
        adjustmentView,
      ),
  },

  Mutation: {
    signIn: async (_p, args, ctx) => {
      ctx.note = { targetType: 'staff', targetId: args.email.trim().toLowerCase().slice(0, 200) };
      await limitSignIn(ctx, args.email);
      const account = await verifyStaffSignIn(staffDeps(ctx), args);
      return newSession(ctx, account);
    },
    signOut: async (_p, _a, ctx) => {
      const actor = actorOf(ctx);
      if (actor.sessionId) await revokeStaffSession(staffDeps(ctx), actor.sessionId);
      ctx.note = { targetType: 'staff', targetId: actor.id };
      return { ok: true };
    },
    beginInvitation: async (_p, args, ctx) => {
      await limitSignIn(ctx, 'invitation');
      const result = await beginInvitation(staffDeps(ctx), args.token);
      ctx.note = {
        targetType: 'invitation',
        targetId: result.invitationId,
        after: { email: result.email },
      };
      return { otpauthUrl: result.otpauthUrl, secret: result.secret };
    },
    acceptInvitation: async (_p, args, ctx) => {
      await limitSignIn(ctx, 'invitation');
      const account = await acceptInvitation(staffDeps(ctx), args);
      const session = await newSession(ctx, account);
      ctx.note.after = { email: account.email, role: account.role };
      return session;
    },
    inviteStaff: async (_p, args, ctx) => {
      const actor = actorOf(ctx);
      const created = await createInvitation(staffDeps(ctx), { ...args, invitedBy: actor.id });
      ctx.note = {
        targetType: 'invitation',
        targetId: created.invitation.id,
        after: { email: created.invitation.email, role: created.invitation.role },
      };
      return { invitation: created.invitation, url: created.url };
    },
    changeStaffRole: async (_p, args, ctx) => {
      const actor = actorOf(ctx);
      const reason = requireReason(args.reason);
      const before = await requireStaff(ctx.db, args.staffId);
      ctx.note = {
        targetType: 'staff',
        targetId: before.id,
        reason,
        before: { role: before.role },
      };
      if (before.id === actor.id) {
        throw new AppError('FORBIDDEN', { message: 'You cannot change your own role.' });
      }
      const after = await setStaffRole(ctx.db, before.id, args.role);
      ctx.note.after = { role: after.role };
      return staffView(after);
    },
    disableStaff: async (_p, args, ctx) => {
      const actor = actorOf(ctx);
      const reason = requireReason(args.reason);
      const before = await requireStaff(ctx.db, args.staffId);
      ctx.note = {
        targetType: 'staff',
        targetId: before.id,
        reason,
        before: { disabled: before.disabled },
      };
      if (before.id === actor.id) {
        throw new AppError('FORBIDDEN', { message: 'You cannot disable your own account.' });
      }
      const after = await setStaffDisabled(staffDeps(ctx), before.id, true);
      ctx.note.after = { disabled: true };
      return staffView(after);
    },
    enableStaff: async (_p, args, ctx) => {
      const reason = requireReason(args.reason);
      const before = await requireStaff(ctx.db, args.staffId);
      ctx.note = {
        targetType: 'staff',
        targetId: before.id,
        reason,
        before: { disabled: before.disabled },
      };
      const after = await setStaffDisabled(staffDeps(ctx), before.id, false);
      ctx.note.after = { disabled: false };
      return staffView(after);
    },
    reinviteStaff: async (_p, args, ctx) => {
      const actor = actorOf(ctx);
      const reason = requireReason(args.reason);
      const staff = await requireStaff(ctx.db, args.staffId);
      ctx.note = { targetType: 'staff', targetId: staff.id, reason };
      if (staff.id === actor.id) {
        throw new AppError('FORBIDDEN', { message: 'Ask another administrator.' });
      }
      await setStaffDisabled(staffDeps(ctx), staff.id, true);
      const created = await createInvitation(staffDeps(ctx), {
        email: staff.email,
        name: staff.name,
        role: staff.role,
        invitedBy: actor.id,
        staffId: staff.id,
      });
      ctx.note.after = { disabled: true, invitationId: created.invitation.id };
      return { invitation: created.invitation, url: created.url };
    },

    approveWithdrawal: async (_p, args, ctx) => {
      const actor = actorOf(ctx);
      ctx.note = {
        targetType: 'withdrawal',
        targetId: String(args.id),
        reason: args.reason ?? null,
      };
      const result = await approveWithdrawal(
        ctx.deps,
        actor,
        args.id,
        ctx.clock.now(),
        args.reason ?? null,
      );
      ctx.note.after = {
        status: result.row.status,
        applied: result.applied,
        approvals: result.approvals,
      };
      return { withdrawal: result.row, applied: result.applied };
    },
    rejectWithdrawal: async (_p, args, ctx) => {
      ctx.note = { targetType: 'withdrawal', targetId: String(args.id), reason: args.reason };
      const row = await decideWithdrawal(
        ctx.deps,
        actorOf(ctx),
        args.id,
        'reject',
        requireReason(args.reason),
      );
      ctx.note.after = { status: row.status };
      return row;
    },
    markWithdrawalPaid: async (_p, args, ctx) => {
      ctx.note = {
        targetType: 'withdrawal',
        targetId: String(args.id),
        reason: args.reason ?? null,
      };
      const row = await decideWithdrawal(
        ctx.deps,
        actorOf(ctx),
        args.id,
        'paid',
        args.reason ?? null,
      );
      ctx.note.after = { status: row.status };
      return row;
    },
    markWithdrawalFailed: async (_p, args, ctx) => {
      ctx.note = { targetType: 'withdrawal', targetId: String(args.id), reason: args.reason };
      const row = await decideWithdrawal(
        ctx.deps,
        actorOf(ctx),
        args.id,
        'failed',
        requireReason(args.reason),
      );
      ctx.note.after = { status: row.status };
      return row;
    },

    approveKyc: async (_p, args, ctx) => {
      const actor = actorOf(ctx);
      const player = await playerOf(ctx, args.playerId);
      ctx.note.reason = args.note ?? null;
      const change = await decideKyc(
        ctx.db,
        actor,
        player.id,
        { status: 'VERIFIED' },
        kycGate(ctx),
      );
      ctx.note.before = { kycStatus: change.before };
      ctx.note.after = { kycStatus: change.after };
      return kycCase(
        ctx.db,
        ctx.config,
        actor,
        await requirePlayer(ctx.db, player.id),
        ctx.clock.now(),
      );
    },
    rejectKyc: async (_p, args, ctx) => {
      const actor = actorOf(ctx);
      const player = await playerOf(ctx, args.playerId);
      ctx.note.reason = [args.reason, args.note].filter(Boolean).join(': ');
      const change = await decideKyc(
        ctx.db,
        actor,
        player.id,
        { status: 'REJECTED', reason: args.reason },
        kycGate(ctx),
      );
      ctx.note.before = { kycStatus: change.before };
      ctx.note.after = { kycStatus: change.after, reason: args.reason };
      return kycCase(
        ctx.db,
        ctx.config,
        actor,
        await requirePlayer(ctx.db, player.id),
        ctx.clock.now(),
      );
    },

    setPlayerStatus: async (_p, args, ctx) => {
      await playerOf(ctx, args.playerId);
      ctx.note.reason = requireReason(args.reason);
      const change = await setUserStatus(ctx.db, args.playerId, args.status, ctx.clock.now());
      ctx.note.before = { status: change.before };
      ctx.note.after = { status: change.after, sessionsRevoked: change.sessionsRevoked };
      return playerSummary(await requirePlayer(ctx.db, args.playerId));
    },
    revokePlayerSessions: async (_p, args, ctx) => {
      await playerOf(ctx, args.playerId);
      ctx.note.reason = requireReason(args.reason);
      const revoked = await revokeAllSessions(ctx.db, args.playerId, ctx.clock.now());
      ctx.note.after = { sessionsRevoked: revoked };
      return { ok: true };
    },
    resetPlayerTwoFactor: async (_p, args, ctx) => {
      await playerOf(ctx, args.playerId);
      ctx.note.reason = requireReason(args.reason);
      const result = await resetTwoFactorByStaff(ctx.db, args.playerId, ctx.clock.now());
      ctx.note.before = { twoFactorEnabled: result.wasEnabled };
      ctx.note.after = { twoFactorEnabled: false };
      return { ok: true };
    },
    resendPlayerConfirmation: async (_p, args, ctx) => {
      await playerOf(ctx, args.playerId);
      await resendConfirmationByStaff(ctx.deps, args.playerId);
      ctx.note.after = { mailed: true };
      return { ok: true };
    },
    adjustBalance: async (_p, args, ctx) => {
      const actor = actorOf(ctx);
      const { input } = args;
      ctx.note = { targetType: 'player', targetId: input.playerId, reason: input.reason };
      const result = await adjustBalance(ctx.deps, actor, input, ctx.clock.now());
      ctx.note.after = {
        adjustmentId: result.row.id,
        status: result.row.status,
        currency: result.row.currency,
        amount: result.row.amount,
        replayed: result.replayed,
      };
      return adjustmentView(result.row);
    },
    approveBalanceAdjustment: async (_p, args, ctx) => {
      const actor = actorOf(ctx);
      const before = await requireAdjustment(ctx.db, args.id);
      ctx.note = {
        targetType: 'player',
        targetId: before.playerId,
        before: { adjustmentId: before.id, status: before.status },
      };
      const row = await approveAdjustment(ctx.deps, actor, args.id, ctx.clock.now());
      ctx.note.after = {
        adjustmentId: row.id,
        status: row.status,
        amount: row.amount,
        currency: row.currency,
        transferId: row.transferId,
      };
      return adjustmentView(row);
    },
    rejectBalanceAdjustment: async (_p, args, ctx) => {
      const actor = actorOf(ctx);
      const before = await requireAdjustment(ctx.db, args.id);
      ctx.note = {
        targetType: 'player',
        targetId: before.playerId,
        reason: args.reason,
        before: { adjustmentId: before.id, status: before.status },
      };
      const row = await rejectAdjustment(ctx.deps, actor, args.id, args.reason, ctx.clock.now());
      ctx.note.after = { adjustmentId: row.id, status: row.status };
      return adjustmentView(row);
    },
    forfeitPlayerBonus: async (_p, args, ctx) => {
      await playerOf(ctx, args.playerId);
      ctx.note.reason = requireReason(args.reason);
      const id = Number(args.playerBonusId);
      if (!Number.isSafeInteger(id) || id <= 0) {
        throw new AppError('NOT_FOUND', { message: 'No such bonus.' });
      }
      const result = await cancelBonus(ctx.db, args.playerId, id, 'STAFF_FORFEIT');
      publishEffects(ctx.pubsub, result.fx);
      ctx.note.after = {
        playerBonusId: id,
        status: result.row.status,
        forfeited: result.forfeited,
      };
      return { ok: true };
    },
    addPlayerNote: async (_p, args, ctx) => {
      const actor = actorOf(ctx);
      await playerOf(ctx, args.playerId);
      const text = args.text.trim();
      if (!text || text.length > 4000) {
        throw new AppError('VALIDATION_ERROR', {
          message: 'A note has 1–4000 characters.',
          details: { field: 'text' },
        });
      }
      const [row] = await ctx.db
        .insert(staffPlayerNotes)
        .values({
          playerId: args.playerId,
          staffId: actor.id,
          staffName: actor.name,
          text,
          at: ctx.clock.now(),
        })
        .returning();
      ctx.note.after = { noteId: row!.id, text };
      return {
        id: row!.id,
        text: row!.text,
        staffId: row!.staffId,
        staffName: row!.staffName,
        at: row!.at,
      };
    },
  },
};
