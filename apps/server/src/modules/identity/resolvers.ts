// Thin GraphQL resolvers of identity: read the caller, call the service, map the outcome.
import { isAppError, unauthorized, type AppError } from '../../errors';
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
import { changePassword, requestPasswordReset, resetPasswordWithToken } from './passwords';
import { changeLanguage, changePhone, changeProfileDetails } from './profile';
import { registerUser } from './register-user';
import { failureDetails } from './results';
import { rgRefusalOf } from '../../graphql/failure';
import { requireAccessGate } from './access-gate';
import { revokeSession } from './sessions';
import { signIn, signInWithTwoFactor, type SignInResult } from './sign-in';
import { disableTwoFactor, enableTwoFactor, setupTwoFactor } from './two-factor';
import { findUserById, getProfileDetails, toUserView } from './users';

function deps(ctx: GraphQLContext): IdentityDeps {
  return {
    db: ctx.db,
    config: ctx.config,
    log: ctx.log,
    pubsub: ctx.pubsub,
    playerAccess: requireAccessGate(ctx.playerAccess),
    clock: ctx.clock,
  };
}

function identityError(error: AppError) {
  const details = failureDetails(error);
  return {
    __typename: 'IdentityError' as const,
    code: error.code,
    message: error.message,
    field: details.field ?? null,
    params: Object.entries(details.params ?? {}).map(([name, value]) => ({
      name,
      value: String(value),
    })),
    retryAfterSeconds: details.retryAfterSeconds ?? null,
    rg: null,
  };
}

/** Runs a service; its AppError becomes the operation's IdentityError. */
async function attempt<T, R>(run: () => Promise<T>, success: (value: T) => R) {
  try {
    return success(await run());
  } catch (error) {
    if (isAppError(error)) return identityError(error);
    throw error;
  }
}

function action(run: () => Promise<void>) {
  return attempt(run, () => ({ __typename: 'ActionSuccess' as const, ok: true }));
}

async function loginResult(run: () => Promise<SignInResult | { token: string }>) {
  try {
    const outcome = await run();
    if ('kind' in outcome && outcome.kind === 'tfa') {
      return {
        __typename: 'LoginTwoFactorRequired' as const,
        type: outcome.type,
        challenge: outcome.challenge,
      };
    }
    return { __typename: 'LoginSuccess' as const, token: outcome.token };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return {
      __typename: 'LoginError' as const,
      code: error.code,
      description: error.message,
      message: error.message,
      retryAfterSeconds: failureDetails(error).retryAfterSeconds ?? null,
      rg: rgRefusalOf(error),
    };
  }
}

async function viewerUser(ctx: GraphQLContext) {
  const viewer = requireViewer(ctx);
  const user = await findUserById(ctx.db, viewer.userId);
  if (!user) throw unauthorized();
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
    userRegisterByEmail: (_p, args, ctx) =>
      attempt(
        () => registerUser(deps(ctx), args.input, clientOf(ctx.req, ctx.config.trustProxy)),
        (user) => ({ __typename: 'RegisterSuccess' as const, token: user.token }),
      ),
    login: (_p, args, ctx) =>
      loginResult(() =>
        signIn(
          ctx.db,
          { email: args.input.username, password: args.input.password },
          clientOf(ctx.req, ctx.config.trustProxy),
          ctx.clock,
          requireAccessGate(ctx.playerAccess),
        ),
      ),
    loginWithTwoFactor: (_p, args, ctx) =>
      loginResult(() =>
        signInWithTwoFactor(
          ctx.db,
          ctx.config.totpKeyring,
          args,
          clientOf(ctx.req, ctx.config.trustProxy),
          ctx.clock,
          requireAccessGate(ctx.playerAccess),
        ),
      ),
    logout: async (_p, _a, ctx) => {
      const viewer = requireViewer(ctx);
      await revokeSession(ctx.db, viewer.sessionId);
      return true;
    },
    changeUserProfileDetails: (_p, args, ctx) => {
      const { userId } = requireViewer(ctx);
      return action(() =>
        changeProfileDetails(ctx.db, userId, args.input, {
          access: requireAccessGate(ctx.playerAccess),
          now: ctx.clock.now(),
        }),
      );
    },
    changeUserPhone: (_p, args, ctx) => {
      const { userId } = requireViewer(ctx);
      return action(async () => {
        // responsible gaming: a self-excluded player's phone cannot move to another account
        await requireAccessGate(ctx.playerAccess).beforeRegistration(
          ctx.db,
          { phone: args.phone },
          ctx.clock.now(),
        );
        await changePhone(ctx.db, userId, args.phone);
      });
    },
    changeUserLanguage: (_p, args, ctx) => {
      const { userId } = requireViewer(ctx);
      return action(() => changeLanguage(ctx.db, userId, args.language));
    },
    changeUserPassword: (_p, args, ctx) => {
      const viewer = requireViewer(ctx);
      return action(() =>
        changePassword(deps(ctx), viewer, {
          password: args.password,
          oldPassword: args.oldPassword,
        }),
      );
    },
    resetPasswordByEmail: (_p, args, ctx) =>
      action(() => requestPasswordReset(deps(ctx), args.input.email)),
    resetPasswordWithToken: (_p, args, ctx) => resetPasswordWithToken(deps(ctx), args),
    sendEmailConfirmationOtp: (_p, _a, ctx) => {
      const { userId } = requireViewer(ctx);
      return action(() => sendConfirmationOtp(deps(ctx), userId));
    },
    resendEmailConfirmationOtp: (_p, _a, ctx) => {
      const { userId } = requireViewer(ctx);
      return action(() => sendConfirmationOtp(deps(ctx), userId));
    },
    verifyEmailConfirmationOtp: (_p, args, ctx) => {
      const { userId } = requireViewer(ctx);
      return action(() => confirmEmailByOtp(deps(ctx), userId, args.code));
    },
    confirmUserEmail: (_p, args, ctx) =>
      action(() => confirmEmailByCode(deps(ctx), args.input.code)),
    twoFactorSetup: (_p, _a, ctx) => {
      const { userId } = requireViewer(ctx);
      return attempt(
        () => setupTwoFactor(ctx.db, ctx.config.totpKeyring, userId),
        (setup) => ({ __typename: 'TwoFactorSetup' as const, ...setup }),
      );
    },
    twoFactorEnable: (_p, args, ctx) => {
      const { userId } = requireViewer(ctx);
      return action(() => enableTwoFactor(ctx.db, ctx.config.totpKeyring, userId, args.code));
    },
    twoFactorDisable: (_p, args, ctx) => {
      const { userId } = requireViewer(ctx);
      return action(() => disableTwoFactor(ctx.db, ctx.config.totpKeyring, userId, args.code));
    },
  },
};
