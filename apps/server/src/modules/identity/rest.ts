// REST adapters of identity (spec §7.1) onto the same services as GraphQL. Responses are
// `{ response }`; failures `{ error: { code, message } }` with a status. Signed-in routes answer
// 401 `{ error: { code: "UNAUTHORIZED" } }` without a valid `Authorization: Bearer` token.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError, unauthorized } from '../../errors';
import { requireOperator, requireRestViewer } from '../../http/auth';
import { clientIp, clientOf } from '../../http/client';
import { restOk } from '../../rest/reply';
import { text, validate } from '../../rest/validate';
import { z } from 'zod';
import { registerDevOutboxRoutes } from '../mail';
import type { AppDeps } from '../types';
import { requireAccessGate } from './access-gate';
import type { IdentityDeps } from './email-confirmation';
import { documentStorages } from './document-storage';
import {
  getKyc,
  getKycForOperator,
  KYC_MAX_FILE_BYTES,
  readKycDocumentAsOperator,
  readOwnKycDocument,
  uploadKycDocument,
  type KycDocumentFile,
} from './kyc';
import { changePassword } from './passwords';
import {
  changeLanguage,
  changeProfileDetails,
  changeUserSettings,
  type ProfileDetailsInput,
} from './profile';
import { revokeSession } from './sessions';
import { signIn, signInWithTwoFactor } from './sign-in';
import { findUserById, getProfileDetails, toUserView, userJson } from './users';

async function userBody(deps: AppDeps, userId: string, extend: boolean) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw unauthorized();
  const body = userJson(toUserView(user));
  return extend ? { ...body, profileDetails: await getProfileDetails(deps.db, user) } : body;
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

const SignInBody = z.object({ email: text(320), password: text(200) });
const TwoFactorBody = z.object({ authenticatorCode: text(20), challenge: text(200) });
const ChangePasswordBody = z.object({ oldPassword: text(200), newPassword: text(200) });
const detail = z.string().max(1000).nullable().optional();
/** PUT /api/users/me: profile details (string or null clears), language, display flags. */
const UserBody = z.object({
  language: z.string().max(10).optional(),
  address: detail,
  birthDate: detail,
  city: detail,
  country: detail,
  firstName: detail,
  gender: detail,
  lastName: detail,
  postal: detail,
  state: detail,
  name: detail,
  hideZeroBalances: z.boolean().optional(),
  hideLevelUp: z.boolean().optional(),
  depositBonusClaimShown: z.boolean().optional(),
  oneClickRequisitesShown: z.boolean().optional(),
});

/**
 * Sends a KYC document: never rendered by the browser as a page (attachment, nosniff, a sandboxing
 * CSP) and never cached by a shared cache.
 */
function sendDocument(reply: FastifyReply, file: KycDocumentFile) {
  const ascii = file.document.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return reply
    .header('content-type', file.document.mimeType)
    .header('content-length', String(file.bytes.length))
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.document.fileName)}`,
    )
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(file.bytes);
}

export async function registerIdentityRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const identityDeps: IdentityDeps = deps;
  registerDevOutboxRoutes(app, deps);

  app.post<{ Body: z.infer<typeof SignInBody> }>(
    '/api/auth/sign-in',
    { preValidation: validate('body', SignInBody) },
    async (request, reply) => {
      const outcome = await signIn(
        deps.db,
        { email: request.body.email, password: request.body.password },
        clientOf(request, deps.config.trustProxy),
        deps.clock,
        requireAccessGate(deps.playerAccess),
      );
      if (outcome.kind === 'tfa') {
        return restOk(reply, { tfa: { type: outcome.type, challenge: outcome.challenge } });
      }
      return restOk(reply, {
        token: outcome.token,
        user: await userBody(deps, outcome.userId, false),
      });
    },
  );

  app.post<{ Body: z.infer<typeof TwoFactorBody> }>(
    '/api/auth/2fa/google/sign-in',
    { preValidation: validate('body', TwoFactorBody) },
    async (request, reply) => {
      const header = request.headers['x-tfa-challenge'];
      const challenge =
        request.body.challenge || textOf(Array.isArray(header) ? header[0] : header);
      const outcome = await signInWithTwoFactor(
        deps.db,
        deps.config.totpKeyring,
        { challenge, code: request.body.authenticatorCode },
        clientOf(request, deps.config.trustProxy),
        deps.clock,
        requireAccessGate(deps.playerAccess),
      );
      return restOk(reply, {
        token: outcome.token,
        user: await userBody(deps, outcome.userId, false),
      });
    },
  );

  app.post('/api/auth/sign-out', async (request, reply) => {
    const viewer = await requireRestViewer(deps, request);
    await revokeSession(deps.db, viewer.sessionId);
    return restOk(reply, { ok: true });
  });

  app.post<{ Body: z.infer<typeof ChangePasswordBody> }>(
    '/api/auth/reset-password',
    { preValidation: validate('body', ChangePasswordBody) },
    async (request, reply) => {
      const viewer = await requireRestViewer(deps, request);
      await changePassword(identityDeps, viewer, {
        password: request.body.newPassword,
        oldPassword: request.body.oldPassword,
      });
      return restOk(reply, { ok: true });
    },
  );

  app.get<{ Querystring: { extend?: string } }>('/api/users/me', async (request, reply) => {
    const viewer = await requireRestViewer(deps, request);
    const extend = request.query.extend === '1' || request.query.extend === 'true';
    return restOk(reply, await userBody(deps, viewer.userId, extend));
  });

  app.put<{ Body: z.infer<typeof UserBody> }>(
    '/api/users/me',
    { preValidation: validate('body', UserBody) },
    async (request, reply) => {
      const viewer = await requireRestViewer(deps, request);
      const body = request.body;
      if (body.language !== undefined) {
        await changeLanguage(deps.db, viewer.userId, body.language);
      }
      const details: ProfileDetailsInput = {};
      for (const key of [
        'address',
        'birthDate',
        'city',
        'country',
        'firstName',
        'gender',
        'lastName',
        'postal',
        'state',
        'name',
      ] as const) {
        const value = body[key];
        if (value === null || typeof value === 'string') details[key] = value;
      }
      if (Object.keys(details).length > 0) {
        await changeProfileDetails(deps.db, viewer.userId, details, {
          access: requireAccessGate(deps.playerAccess),
          now: deps.clock.now(),
        });
      }
      await changeUserSettings(deps.db, viewer.userId, body);
      return restOk(reply, await userBody(deps, viewer.userId, true));
    },
  );

  await app.register(multipart, {
    limits: { fileSize: KYC_MAX_FILE_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 6 },
  });

  app.get('/api/kyc', async (request, reply) => {
    const viewer = await requireRestViewer(deps, request);
    return restOk(reply, await getKyc(deps.db, viewer.userId));
  });

  app.post<{ Querystring: { type?: string } }>('/api/kyc/documents', async (request, reply) => {
    const viewer = await requireRestViewer(deps, request);
    if (!request.isMultipart()) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
        message: 'Send the document as multipart/form-data (field "file").',
      });
    }
    const part = await request.file();
    if (!part) throw new AppError('VALIDATION_ERROR', { message: 'No file was sent.' });
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new AppError('PAYLOAD_TOO_LARGE', {
          message: 'The file is over 10 MB.',
        });
      }
      throw error;
    }
    const typeField = part.fields.type;
    const fieldValue =
      typeField && !Array.isArray(typeField) && 'value' in typeField
        ? String(typeField.value)
        : undefined;
    const document = await uploadKycDocument(
      { db: deps.db, storages: documentStorages(deps.config) },
      viewer.userId,
      { type: request.query.type ?? fieldValue, fileName: part.filename, bytes },
    );
    const kyc = await getKyc(deps.db, viewer.userId);
    return restOk(reply, { document, status: kyc.status }, 201);
  });

  // The player's own document (another player's id answers 404 like an unknown one).
  app.get<{ Params: { id: string } }>('/api/kyc/documents/:id', async (request, reply) => {
    const viewer = await requireRestViewer(deps, request);
    const file = await readOwnKycDocument(
      { db: deps.db, storages: documentStorages(deps.config) },
      viewer.userId,
      request.params.id,
    );
    return sendDocument(reply, file);
  });

  // Operators (x-operator-token): a player's KYC state and documents, every read on the staff
  // audit chain (AppDeps.operatorAudit) before it is answered.
  app.get<{ Params: { userId: string } }>(
    '/api/operator/kyc/users/:userId',
    async (request, reply) => {
      const actor = requireOperator(deps, request);
      const kyc = await getKycForOperator(deps.db, request.params.userId);
      await deps.operatorAudit(deps.db, {
        actor,
        action: 'kyc.read',
        targetType: 'player',
        targetId: request.params.userId,
        ip: clientIp(request, deps.config.trustProxy),
      });
      return restOk(reply, kyc);
    },
  );

  app.get<{ Params: { id: string } }>('/api/operator/kyc/documents/:id', async (request, reply) => {
    const actor = requireOperator(deps, request);
    const file = await readKycDocumentAsOperator(
      { db: deps.db, storages: documentStorages(deps.config) },
      actor,
      request.params.id,
    );
    await deps.operatorAudit(deps.db, {
      actor,
      action: 'kyc.read-document',
      targetType: 'player',
      targetId: file.userId,
      after: { documentId: request.params.id },
      ip: clientIp(request, deps.config.trustProxy),
    });
    return sendDocument(reply, file);
  });
}
