// The back office's desk (issue 15): the players' support conversations (answered by named staff,
// live to the player), chat moderation, the VIP applications inbox and responsible-gaming flags.
// Thin resolvers over the modules' faces (support, chat, vip, rg); guard.ts checks each field's
// permission and writes the audit row from `ctx.note`.
import { AppError, validationError } from '../errors';
import { deleteChatMessage, recentChatMessages, type ModeratedChatMessage } from '../modules/chat';
import { getUserLevel, requirePlayer } from '../modules/identity';
import { listRgFlags } from '../modules/rg';
import type { rgFlags } from '../modules/rg/tables';
import {
  conversationMessages,
  conversationSummary,
  listConversations,
  replyAsStaff,
  updateConversation,
  type SupportConversationSummary,
  type SupportMessageEvent,
} from '../modules/support';
import {
  decideVipApplication,
  listVipApplications,
  setPlayerLevel,
  type VipApplicationRow,
} from '../modules/vip';
import type { StaffActor, StaffContext } from './context';
import type { Resolvers } from './generated/resolvers-types';
import { money } from './money';
import { playerSummary } from './players-read';

export type SupportConversationParent = SupportConversationSummary;
export type SupportMessageParent = SupportMessageEvent;
export type ChatMessageParent = ModeratedChatMessage;
export type VipApplicationParent = VipApplicationRow;
export type RgFlagParent = typeof rgFlags.$inferSelect;

function actorOf(ctx: StaffContext): StaffActor {
  if (!ctx.actor) throw new AppError('UNAUTHORIZED', { message: 'Sign in to continue.' });
  return ctx.actor;
}

function reasonOf(reason: string | null | undefined, required: boolean): string | null {
  const text = reason?.trim() ?? '';
  if ((required && !text) || text.length > 1000) {
    throw new AppError('VALIDATION_ERROR', {
      message: 'A reason (up to 1000 characters) is required.',
      details: { field: 'reason' },
    });
  }
  return text || null;
}

async function summaryOf(ctx: StaffContext, id: string) {
  const row = await ctx.players.load(id);
  return row ? playerSummary(row) : null;
}

const STATUS = { waiting: 'WAITING', answered: 'ANSWERED', closed: 'CLOSED' } as const;

/** The conversation as the note's target, and its state after the change. */
async function conversationNote(ctx: StaffContext, id: string) {
  ctx.note.targetType = 'support-conversation';
  ctx.note.targetId = id;
  return conversationSummary(ctx.db, id);
}

export const deskResolvers: Resolvers = {
  Query: {
    supportInbox: async (_p, args, ctx) => {
      const page = await listConversations(ctx.db, args);
      return { nodes: page.items, pageInfo: { nextCursor: page.next } };
    },
    supportThread: async (_p, args, ctx) => {
      ctx.note.targetType = 'support-conversation';
      ctx.note.targetId = args.id;
      const thread = await conversationMessages(ctx.db, args.id, { before: args.before ?? null });
      return {
        conversation: await conversationSummary(ctx.db, args.id),
        messages: thread.items,
        hasMore: thread.hasMore,
      };
    },
    chatModerationMessages: async (_p, args, ctx) => {
      const page = await recentChatMessages(ctx.db, args);
      return { nodes: page.items, pageInfo: { nextCursor: page.next } };
    },
    vipApplications: async (_p, args, ctx) => {
      const page = await listVipApplications(ctx.db, args);
      return { nodes: page.items, pageInfo: { nextCursor: page.next } };
    },
    rgFlags: async (_p, args, ctx) => {
      const first = Math.min(Math.max(Math.trunc(args.first ?? 50), 1), 200);
      if (args.after && !/^\d{1,18}$/.test(args.after)) throw validationError('Bad cursor.');
      const rows = await listRgFlags(
        ctx.db,
        null,
        first + 1,
        args.after ? BigInt(args.after) : null,
      );
      const page = rows.slice(0, first);
      return {
        nodes: page,
        pageInfo: {
          nextCursor: rows.length > first ? String(page[page.length - 1]!.id) : null,
        },
      };
    },
  },
  Mutation: {
    replySupportConversation: async (_p, args, ctx) => {
      const actor = actorOf(ctx);
      ctx.note.targetType = 'support-conversation';
      ctx.note.targetId = args.id;
      const message = await replyAsStaff(ctx, actor.id, args.id, args.text, actor.name);
      // the text is the player's conversation: the audit keeps its length, not its content
      ctx.note.after = {
        messageId: message.id,
        staffName: actor.name,
        length: message.text.length,
      };
      return conversationNote(ctx, args.id);
    },
    markSupportConversationRead: async (_p, args, ctx) => {
      await updateConversation(ctx.db, args.id, 'READ', ctx.clock.now());
      return conversationNote(ctx, args.id);
    },
    closeSupportConversation: async (_p, args, ctx) => {
      ctx.note.reason = reasonOf(args.reason, false);
      const change = await updateConversation(ctx.db, args.id, 'CLOSE', ctx.clock.now());
      ctx.note.before = { status: change.before };
      ctx.note.after = { status: change.after };
      return conversationNote(ctx, args.id);
    },
    reopenSupportConversation: async (_p, args, ctx) => {
      const change = await updateConversation(ctx.db, args.id, 'REOPEN', ctx.clock.now());
      ctx.note.before = { status: change.before };
      ctx.note.after = { status: change.after };
      return conversationNote(ctx, args.id);
    },
    deleteChatMessage: async (_p, args, ctx) => {
      const actor = actorOf(ctx);
      ctx.note.targetType = 'chat-message';
      ctx.note.targetId = args.id;
      ctx.note.reason = reasonOf(args.reason, true);
      await deleteChatMessage(ctx, {
        actor: `staff:${actor.id}`,
        id: args.id,
        reason: ctx.note.reason,
      });
      // read it back as moderators see it: the newest message with an id up to this one is it
      const [row] = (
        await recentChatMessages(ctx.db, { after: String(Number(args.id) + 1), first: 1 })
      ).items;
      ctx.note.after = { deletedAt: row?.deletedAt, room: row?.room, authorId: row?.userId };
      return row!;
    },
    approveVipApplication: async (_p, args, ctx) => {
      const actor = actorOf(ctx);
      ctx.note.targetType = 'vip-application';
      ctx.note.targetId = args.id;
      ctx.note.reason = reasonOf(args.reason, false);
      const { application, previousLevel } = await decideVipApplication(ctx.db, {
        id: args.id,
        decision: 'APPROVED',
        level: args.level,
        reason: ctx.note.reason ?? '',
        staff: { id: actor.id, name: actor.name },
        now: ctx.clock.now(),
      });
      ctx.note.before = { status: 'PENDING', level: previousLevel };
      ctx.note.after = {
        status: application.status,
        level: args.level,
        playerId: application.userId,
      };
      return application;
    },
    rejectVipApplication: async (_p, args, ctx) => {
      const actor = actorOf(ctx);
      ctx.note.targetType = 'vip-application';
      ctx.note.targetId = args.id;
      ctx.note.reason = reasonOf(args.reason, true);
      const { application } = await decideVipApplication(ctx.db, {
        id: args.id,
        decision: 'DECLINED',
        reason: ctx.note.reason!,
        staff: { id: actor.id, name: actor.name },
        now: ctx.clock.now(),
      });
      ctx.note.before = { status: 'PENDING' };
      ctx.note.after = { status: application.status, playerId: application.userId };
      return application;
    },
    setPlayerVipLevel: async (_p, args, ctx) => {
      const actor = actorOf(ctx);
      ctx.note.targetType = 'player';
      ctx.note.targetId = args.playerId;
      ctx.note.reason = reasonOf(args.reason, true);
      await requirePlayer(ctx.db, args.playerId);
      const change = await setPlayerLevel(ctx.db, {
        actor: `staff:${actor.id}`,
        userId: args.playerId,
        level: args.level,
        reason: ctx.note.reason,
      });
      ctx.note.before = { level: change.previous };
      ctx.note.after = { level: change.level };
      return { playerId: change.userId, level: change.level, previous: change.previous };
    },
  },
  Player360: {
    rgFlags: async (p, _a, ctx) => listRgFlags(ctx.db, p.id, 100),
  },
  StaffSupportConversation: {
    player: (c, _a, ctx) => summaryOf(ctx, c.userId),
    status: (c) => STATUS[c.status as keyof typeof STATUS] ?? 'WAITING',
    lastMessageAt: (c) => new Date(c.lastMessageAt),
  },
  StaffSupportMessage: {
    fromStaff: (m) => m.author === 'staff',
    staffId: (m) => (m.author === 'staff' ? m.staffId : null),
    staffName: (m) => (m.author === 'staff' ? m.staffName : null),
    createdAt: (m) => new Date(m.createdAt),
  },
  StaffChatMessage: {
    player: (m, _a, ctx) => summaryOf(ctx, m.userId),
    authorName: (m) => m.author.name,
    createdAt: (m) => new Date(m.createdAt),
  },
  StaffVipApplication: {
    id: (a) => String(a.id),
    player: (a, _a, ctx) => summaryOf(ctx, a.userId),
    currentLevel: async (a, _args, ctx) => getUserLevel(ctx.db, a.userId),
    status: (a) => a.status as 'PENDING',
  },
  StaffRgFlag: {
    id: (f) => String(f.id),
    player: (f, _a, ctx) => summaryOf(ctx, f.userId),
    amount: (f) => money(f.amount, f.currency),
  },
};
