// Thin GraphQL resolvers of the cashier.
import { currencyDecimals, formatMinor } from '@aurum/domain';
import { AppError, isAppError } from '../../errors';
import { generalFailure, rgRefusalOf, toFailure } from '../../graphql/failure';
import type { Published } from '../../graphql/published';
import { requireViewer } from '../../graphql/viewer';
import type { ModuleResolvers } from '../types';
import { loadMethodSettings, withSettings } from './method-settings';
import {
  createFiatDepositPayment,
  getPaymentMethods,
  getProviderPredefinedFields,
  getUniqueProviderFieldsWithMinMaxLength,
  listUserDepositPayments,
} from './deposits';
import { getDepositAddress } from './crypto';
import './events';
import { findWithdrawMethod, WITHDRAW_METHODS, withdrawCurrencySettings } from './methods';
import type { WithdrawRequestRow } from './tables';
import {
  changeWithdrawStatus,
  createWithdrawRequest,
  listUserWithdrawRequests,
  withdrawalStatus,
} from './withdrawals';

const major = (amount: bigint, currency: string) =>
  formatMinor(amount, { decimals: currencyDecimals(currency) });

/** The rules that refuse a withdrawal, with the text sent beside the code. */
const WITHDRAW_REFUSALS: Record<string, string> = {
  KYC_REQUIRED: 'Verify your identity before withdrawing.',
  COMPLETE_BONUS_FIRST: 'Finish or cancel your current bonus first.',
  WITHDRAWAL_REQUEST_WAGER_LIMIT: 'Wager your deposit before withdrawing it.',
};

function withdrawRefused(reason: string, remaining: string | null, message?: string) {
  return {
    __typename: 'CreateWithdrawRequestRefused' as const,
    code: reason,
    message: message ?? WITHDRAW_REFUSALS[reason] ?? reason,
    reason,
    remaining,
  };
}

function requestView(r: WithdrawRequestRow) {
  return {
    id: r.id,
    uuid: r.uuid,
    currency: r.currency,
    amount: major(r.amount, r.currency),
    fee: major(r.fee, r.currency),
    comment: r.comment,
    date: r.createdAt,
    status: r.status,
    method: { title: findWithdrawMethod(r.methodId)?.title ?? r.methodId },
  };
}

export const resolvers: ModuleResolvers = {
  Query: {
    getPaymentMethods: async (_p, args, ctx) => {
      requireViewer(ctx);
      return getPaymentMethods(ctx.config, args.target, await loadMethodSettings(ctx.db));
    },
    getProviderPredefinedFields: (_p, args, ctx) => {
      requireViewer(ctx);
      return { fields: getProviderPredefinedFields(ctx.config, args.methodId) };
    },
    getUniqueProviderFieldsWithMinMaxLength: (_p, args, ctx) => {
      requireViewer(ctx);
      return { fields: getUniqueProviderFieldsWithMinMaxLength(ctx.config, args.methodIds) };
    },
    getDepositAddress: async (_p, args, ctx) => {
      const viewer = requireViewer(ctx);
      if (!ctx.config.paymentSandbox) {
        throw new AppError('DEPOSIT_METHOD_UNAVAILABLE', { message: 'Crypto deposits are off.' });
      }
      return {
        cryptoDepositAddress: await getDepositAddress(
          { db: ctx.db, secret: ctx.config.paymentWebhookSecret, clock: ctx.clock },
          viewer.userId,
          { balanceId: args.balanceId, currency: args.method.currency },
        ),
      };
    },
    getUserDepositPayments: (_p, args, ctx) =>
      listUserDepositPayments(ctx.db, requireViewer(ctx).userId, args.input?.pagination ?? {}),
    withdrawMethods: async (_p, args, ctx) => {
      requireViewer(ctx);
      const currency = args.request.currency.trim().toUpperCase();
      const settings = await loadMethodSettings(ctx.db);
      return {
        methods: WITHDRAW_METHODS.flatMap((def) => {
          const m = withSettings('withdraw', def, settings);
          const s = m.enabled ? withdrawCurrencySettings(m, currency) : null;
          if (!s) return [];
          return [
            {
              ...m,
              minWaitTime: m.minWait,
              maxWaitTime: m.maxWait,
              kyc: m.kycRequired,
              currencySettings: [
                {
                  currency,
                  minWithdrawAmount: major(s.minWithdrawAmount, currency),
                  maxWithdrawAmount: major(s.maxWithdrawAmount, currency),
                  staticFee: major(s.staticFee, currency),
                  conversationFee: s.conversationFee,
                },
              ],
            },
          ];
        }),
      };
    },
    withdrawalStatus: (_p, _args, ctx) =>
      withdrawalStatus(
        { db: ctx.db, withdrawalGate: ctx.withdrawalGate },
        requireViewer(ctx).userId,
      ),
    userWithdrawRequests: async (_p, args, ctx) =>
      (
        await listUserWithdrawRequests(ctx.db, requireViewer(ctx).userId, args.pagination ?? {})
      ).items.map(requestView),
  },
  Mutation: {
    createFiatDepositPayment: async (_p, args, ctx) => {
      const viewer = requireViewer(ctx);
      try {
        const payment = await createFiatDepositPayment(
          ctx,
          viewer.userId,
          args.input,
          args.input.requestKey,
        );
        return { status: 'SUCCESS', errorMessage: null, ...payment };
      } catch (error) {
        if (!isAppError(error)) throw error;
        return {
          status: 'ERROR',
          paymentLink: null,
          errorMessage: error.code,
          paymentId: null,
          rg: rgRefusalOf(error),
        };
      }
    },
    createWithdrawRequest: async (_p, args, ctx) => {
      const viewer = requireViewer(ctx);
      try {
        const request = await createWithdrawRequest(
          ctx,
          viewer.userId,
          args.input,
          args.input.requestKey,
        );
        return {
          __typename: 'CreateWithdrawRequestSuccess' as const,
          uuid: request.uuid,
          id: request.id,
        };
      } catch (error) {
        return toFailure(error, {
          codes: Object.keys(WITHDRAW_REFUSALS),
          build: (e) => {
            const remaining = e.details?.remainingMinor;
            return withdrawRefused(
              e.code,
              typeof remaining === 'string'
                ? major(BigInt(remaining), args.input.currency.toUpperCase())
                : null,
              e.message,
            );
          },
        });
      }
    },
    cancelWithdrawRequest: async (_p, args, ctx) => {
      const viewer = requireViewer(ctx);
      try {
        const row = await changeWithdrawStatus(ctx, {
          id: args.input.id,
          action: 'cancel',
          actor: `player:${viewer.userId}`,
          userId: viewer.userId,
          requestKey: args.input.requestKey,
        });
        return { __typename: 'CancelWithdrawRequestSuccess' as const, id: row.id };
      } catch (error) {
        // the spec's one code for every refused cancellation (a reused request key says so)
        return toFailure(error, {
          codes: '*',
          build: (e) =>
            generalFailure(
              e.code === 'IDEMPOTENCY_KEY_REUSED' ? e.code : 'FAILED_CANCEL_WITHDRAW',
              e.message,
            ),
        });
      }
    },
  },
  Subscription: {
    userWithdrawRequestStatusChanged: {
      subscribe: (_p, _a, ctx) =>
        ctx.pubsub.subscribe('withdraw.status-changed', requireViewer(ctx).userId),
      resolve: (event: Published<'withdraw.status-changed'>) => event,
    },
  },
};
