// Thin GraphQL resolvers of identity: read the caller, call the service, map the outcome.
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
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
import {
  changeLanguage,
  changePhone,
  changeProfileDetails,
  type ProfileDetailsInput,
} from './profile';
import { registerUser, type RegistrationInput } from './register-user';
import type { Failure, Outcome } from './results';
import { safeEqual } from './secrets';
import { revokeSession } from './sessions';
import { signIn, signInWithTwoFactor, type SignInOutcome } from './sign-in';
import { disableTwoFactor, enableTwoFactor, setupTwoFactor } from './two-factor';
import { findUserById, getProfileDetails, toUserView } from './users';

/** Yoga merges the server context (Fastify's req) into every resolver's context. */
type Ctx = GraphQLContext & { req?: FastifyRequest };

function deps(ctx: Ctx): IdentityDeps {
  return { db: ctx.db, config: ctx.config, log: ctx.log, pubsub: ctx.pubsub };
}

function identityError(failure: Failure) {
  return {
    __typename: 'IdentityError',
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
  return outcome.ok ? { __typename: 'ActionSuccess', ok: true } : identityError(outcome);
}

function loginResult(outcome: SignInOutcome | Outcome<{ token: string }>) {
  if (!outcome.ok) {
    return {
      __typename: 'LoginError',
      code: outcome.code,
      description: outcome.message,
      message: outcome.message,
      retryAfterSeconds: outcome.retryAfterSeconds ?? null,
    };
  }
  if ('kind' in outcome && outcome.kind === 'tfa') {
    return {
      __typename: 'LoginTwoFactorRequired',
      type: outcome.type,
      challenge: outcome.challenge,
    };
  }
  return { __typename: 'LoginSuccess', token: (outcome as { token: string }).token };
}

function operatorAllowed(ctx: Ctx): boolean {
  const expected = ctx.config.operatorToken;
  const header = ctx.req?.headers['x-operator-token'];
  const sent = Array.isArray(header) ? header[0] : header;
  return Boolean(expected && sent && safeEqual(sent, expected));
}

async function viewerUser(ctx: Ctx) {
  const viewer = requireViewer(ctx);
  const user = await findUserById(ctx.db, viewer.userId);
  if (!user) throw new AppError('UNAUTHORIZED', { status: 401, message: 'Sign in to continue.' });
  return user;
}

export const resolvers: ModuleResolvers = {
  Query: {
    currentUser: async (_p: unknown, _a: unknown, ctx: Ctx) => toUserView(await viewerUser(ctx)),
    userProfileDetails: async (_p: unknown, _a: unknown, ctx: Ctx) =>
      getProfileDetails(ctx.db, await viewerUser(ctx)),
    getGeoInstructionByIp: (_p: unknown, _a: unknown, ctx: Ctx) =>
      geoInstructionForIp(clientIp(ctx.req, ctx.config.trustProxy), ctx.lang),
    currenciesSupportedOnThePlatformByDefault: async (_p: unknown, _a: unknown, ctx: Ctx) => {
      const all = await listCurrencies(ctx.db);
      return {
        __typename: 'SupportedCurrencies',
        currencies: all
          .filter((c) => !c.crypto)
          .map((c) => ({ id: c.id, code: c.code, name: c.name })),
      };
    },
  },
  Mutation: {
    userRegisterByEmail: async (_p: unknown, args: { input: RegistrationInput }, ctx: Ctx) => {
      const outcome = await registerUser(
        deps(ctx),
        args.input,
        clientOf(ctx.req, ctx.config.trustProxy),
      );
      return outcome.ok
        ? { __typename: 'RegisterSuccess', token: outcome.token }
        : identityError(outcome);
    },
    login: async (_p: unknown, args: { input: { username: string; password: string } }, ctx: Ctx) =>
      loginResult(
        await signIn(
          ctx.db,
          { email: args.input.username, password: args.input.password },
          clientOf(ctx.req, ctx.config.trustProxy),
          ctx.clock,
        ),
      ),
    loginWithTwoFactor: async (_p: unknown, args: { challenge: string; code: string }, ctx: Ctx) =>
      loginResult(
        await signInWithTwoFactor(
          ctx.db,
          args,
          clientOf(ctx.req, ctx.config.trustProxy),
          ctx.clock,
        ),
      ),
    logout: async (_p: unknown, _a: unknown, ctx: Ctx) => {
      const viewer = requireViewer(ctx);
      await revokeSession(ctx.db, viewer.sessionId);
      return true;
    },
    changeUserProfileDetails: async (_p: unknown, args: { input: ProfileDetailsInput }, ctx: Ctx) =>
      action(await changeProfileDetails(ctx.db, requireViewer(ctx).userId, args.input)),
    changeUserPhone: async (_p: unknown, args: { phone: string }, ctx: Ctx) =>
      action(await changePhone(ctx.db, requireViewer(ctx).userId, args.phone)),
    changeUserLanguage: async (_p: unknown, args: { language: string }, ctx: Ctx) =>
      action(await changeLanguage(ctx.db, requireViewer(ctx).userId, args.language)),
    changeUserPassword: async (
      _p: unknown,
      args: { password: string; oldPassword?: string | null },
      ctx: Ctx,
    ) =>
      action(
        await changePassword(deps(ctx), requireViewer(ctx), {
          password: args.password,
          oldPassword: args.oldPassword,
        }),
      ),
    resetPasswordByEmail: async (_p: unknown, args: { input: { email: string } }, ctx: Ctx) =>
      action(await requestPasswordReset(deps(ctx), args.input.email)),
    resetPasswordWithToken: (_p: unknown, args: { password: string; token: string }, ctx: Ctx) =>
      resetPasswordWithToken(deps(ctx), args),
    sendEmailConfirmationOtp: async (_p: unknown, _a: unknown, ctx: Ctx) =>
      action(await sendConfirmationOtp(deps(ctx), requireViewer(ctx).userId)),
    resendEmailConfirmationOtp: async (_p: unknown, _a: unknown, ctx: Ctx) =>
      action(await sendConfirmationOtp(deps(ctx), requireViewer(ctx).userId)),
    verifyEmailConfirmationOtp: async (_p: unknown, args: { code: string }, ctx: Ctx) =>
      action(await confirmEmailByOtp(deps(ctx), requireViewer(ctx).userId, args.code)),
    confirmUserEmail: async (_p: unknown, args: { input: { code: string } }, ctx: Ctx) =>
      action(await confirmEmailByCode(deps(ctx), args.input.code)),
    twoFactorSetup: async (_p: unknown, _a: unknown, ctx: Ctx) => {
      const outcome = await setupTwoFactor(ctx.db, requireViewer(ctx).userId);
      return outcome.ok
        ? { __typename: 'TwoFactorSetup', secret: outcome.secret, otpauthUri: outcome.otpauthUri }
        : identityError(outcome);
    },
    twoFactorEnable: async (_p: unknown, args: { code: string }, ctx: Ctx) =>
      action(await enableTwoFactor(ctx.db, requireViewer(ctx).userId, args.code)),
    twoFactorDisable: async (_p: unknown, args: { code: string }, ctx: Ctx) =>
      action(await disableTwoFactor(ctx.db, requireViewer(ctx).userId, args.code)),
    operatorSetKycStatus: async (
      _p: unknown,
      args: { userId: string; status: string; reason?: string | null },
      ctx: Ctx,
    ) => {
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
        return { __typename: 'OperatorSetKycStatusSuccess', ...result };
      } catch (error) {
        if (error instanceof AppError) {
          return identityError({ ok: false, code: error.code, message: error.message });
        }
        throw error;
      }
    },
  },
};
