// Thin GraphQL resolvers of identity: read the caller, call the service, map the outcome.
import { AppError } from '../../errors';
import { toFailure } from '../../graphql/failure';
import { requireViewer } from '../../graphql/viewer';
import { clientIp, clientOf } from '../../http/client';
import { listCurrencies } from '../reference';
import type { GraphQLContext, ModuleResolvers } from '../types';
import {
  confirmEmailByCode,
  confirmEmailByOtp,
  sendConfirmationOtp,
  type IdentityDeps,
} from './email-confirmation';
import { geoInstructionForIp } from './geo';
import { setKycStatus } from './kyc';
import { changePassword, requestPasswordReset, resetPasswordWithToken } from './passwords';
import { changeLanguage, changePhone, changeProfileDetails } from './profile';
import { registerUser } from './register-user';
import type { Failure, Outcome } from './results';
import { safeEqual } from './secrets';
import { revokeSession } from './sessions';
import { signIn, signInWithTwoFactor, type SignInOutcome } from './sign-in';
import { disableTwoFactor, enableTwoFactor, setupTwoFactor } from './two-factor';
import { findUserById, getProfileDetails, toUserView } from './users';

function deps(ctx: GraphQLContext): IdentityDeps {
  return { db: ctx.db, config: ctx.config, log: ctx.log, pubsub: ctx.pubsub };
}

function identityError(failure: Failure) {
  return {
    __typename: 'IdentityError' as const,
    code: failure.code,
    message: failure.message,
    field: failure.field ?? null,
    params: Object.entries(failure.params ?? {}).map(([name, value]) => ({
      name,
      value: String(value),
    })),
    retryAfterSeconds: failure.retryAfterSeconds ?? null,
  };
}

function action(outcome: Outcome) {
  return outcome.ok ? { __typename: 'ActionSuccess' as const, ok: true } : identityError(outcome);
}

function loginResult(outcome: SignInOutcome | Outcome<{ token: string }>) {
  if (!outcome.ok) {
    return {
      __typename: 'LoginError' as const,
      code: outcome.code,
      description: outcome.message,
      message: outcome.message,
      retryAfterSeconds: outcome.retryAfterSeconds ?? null,
    };
  }
  if ('kind' in outcome && outcome.kind === 'tfa') {
    return {
      __typename: 'LoginTwoFactorRequired' as const,
      type: outcome.type,
      challenge: outcome.challenge,
    };
  }
  return { __typename: 'LoginSuccess' as const, token: (outcome as { token: string }).token };
}

function operatorAllowed(ctx: GraphQLContext): boolean {
  const expected = ctx.config.operatorToken;
  const header = ctx.req?.headers['x-operator-token'];
  const sent = Array.isArray(header) ? header[0] : header;
  return Boolean(expected && sent && safeEqual(sent, expected));
}

async function viewerUser(ctx: GraphQLContext) {
  const viewer = requireViewer(ctx);
  const user = await findUserById(ctx.db, viewer.userId);
  if (!user) throw new AppError('UNAUTHORIZED', { status: 401, message: 'Sign in to continue.' });
  return user;
}

export const resolvers: ModuleResolvers = {
  Query: {
    currentUser: async (_p, _a, ctx) => toUserView(await viewerUser(ctx)),
    userProfileDetails: async (_p, _a, ctx) => getProfileDetails(ctx.db, await viewerUser(ctx)),
    getGeoInstructionByIp: (_p, _a, ctx) =>
      geoInstructionForIp(clientIp(ctx.req, ctx.config.trustProxy), ctx.lang),
    currenciesSupportedOnThePlatformByDefault: async (_p, _a, ctx) => {
      const all = await listCurrencies(ctx.db);
      return {
        __typename: 'SupportedCurrencies' as const,
        currencies: all
          .filter((c) => !c.crypto)
          .map((c) => ({ id: c.id, code: c.code, name: c.name })),
      };
    },
  },
  Mutation: {
    userRegisterByEmail: async (_p, args, ctx) => {
      const outcome = await registerUser(
        deps(ctx),
        args.input,
        clientOf(ctx.req, ctx.config.trustProxy),
      );
      return outcome.ok
        ? { __typename: 'RegisterSuccess' as const, token: outcome.token }
        : identityError(outcome);
    },
    login: async (_p, args, ctx) =>
      loginResult(
        await signIn(
          ctx.db,
          { email: args.input.username, password: args.input.password },
          clientOf(ctx.req, ctx.config.trustProxy),
          ctx.clock,
        ),
      ),
    loginWithTwoFactor: async (_p, args, ctx) =>
      loginResult(
        await signInWithTwoFactor(
          ctx.db,
          args,
          clientOf(ctx.req, ctx.config.trustProxy),
          ctx.clock,
        ),
      ),
    logout: async (_p, _a, ctx) => {
      const viewer = requireViewer(ctx);
      await revokeSession(ctx.db, viewer.sessionId);
      return true;
    },
    changeUserProfileDetails: async (_p, args, ctx) =>
      action(await changeProfileDetails(ctx.db, requireViewer(ctx).userId, args.input)),
    changeUserPhone: async (_p, args, ctx) =>
      action(await changePhone(ctx.db, requireViewer(ctx).userId, args.phone)),
    changeUserLanguage: async (_p, args, ctx) =>
      action(await changeLanguage(ctx.db, requireViewer(ctx).userId, args.language)),
    changeUserPassword: async (_p, args, ctx) =>
      action(
        await changePassword(deps(ctx), requireViewer(ctx), {
          password: args.password,
          oldPassword: args.oldPassword,
        }),
      ),
    resetPasswordByEmail: async (_p, args, ctx) =>
      action(await requestPasswordReset(deps(ctx), args.input.email)),
    resetPasswordWithToken: (_p, args, ctx) => resetPasswordWithToken(deps(ctx), args),
    sendEmailConfirmationOtp: async (_p, _a, ctx) =>
      action(await sendConfirmationOtp(deps(ctx), requireViewer(ctx).userId)),
    resendEmailConfirmationOtp: async (_p, _a, ctx) =>
      action(await sendConfirmationOtp(deps(ctx), requireViewer(ctx).userId)),
    verifyEmailConfirmationOtp: async (_p, args, ctx) =>
      action(await confirmEmailByOtp(deps(ctx), requireViewer(ctx).userId, args.code)),
    confirmUserEmail: async (_p, args, ctx) =>
      action(await confirmEmailByCode(deps(ctx), args.input.code)),
    twoFactorSetup: async (_p, _a, ctx) => {
      const outcome = await setupTwoFactor(ctx.db, requireViewer(ctx).userId);
      return outcome.ok
        ? {
            __typename: 'TwoFactorSetup' as const,
            secret: outcome.secret,
            otpauthUri: outcome.otpauthUri,
          }
        : identityError(outcome);
    },
    twoFactorEnable: async (_p, args, ctx) =>
      action(await enableTwoFactor(ctx.db, requireViewer(ctx).userId, args.code)),
    twoFactorDisable: async (_p, args, ctx) =>
      action(await disableTwoFactor(ctx.db, requireViewer(ctx).userId, args.code)),
    operatorSetKycStatus: async (_p, args, ctx) => {
      if (!operatorAllowed(ctx)) {
        throw new AppError('FORBIDDEN', { status: 403, message: 'Operator access only.' });
      }
      try {
        const result = await setKycStatus(ctx.db, {
          actor: 'api',
          userId: args.userId,
          status: args.status,
          reason: args.reason ?? null,
        });
        return { __typename: 'OperatorSetKycStatusSuccess' as const, ...result };
      } catch (error) {
        return toFailure(error, {
          codes: '*',
          build: (e) => identityError({ ok: false, code: e.code, message: e.message }),
        });
      }
    },
  },
};
