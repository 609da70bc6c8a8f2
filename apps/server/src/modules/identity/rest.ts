// REST adapters of identity (spec §7.1) onto the same services as GraphQL. Responses are
// `{ response }`; failures `{ error: { code, message } }` with a status. Signed-in routes answer
// 401 `{ error: { code: "UNAUTHORIZED" } }` without a valid `Authorization: Bearer` token.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { AppError, unauthorized } from '../../errors';
import { requireRestViewer } from '../../http/auth';
import { clientOf } from '../../http/client';
import { restOk } from '../../rest/reply';
import { registerDevOutboxRoutes } from '../mail';
import type { AppDeps } from '../types';
import type { IdentityDeps } from './email-confirmation';
import { getKyc, KYC_MAX_FILE_BYTES, uploadKycDocument } from './kyc';
import { changePassword } from './passwords';
import {
  changeLanguage,
  changeProfileDetails,
  changeUserSettings,
  type ProfileDetailsInput,
  type UserSettingsInput,
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

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export async function registerIdentityRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const identityDeps: IdentityDeps = deps;
  registerDevOutboxRoutes(app, deps);

  app.post<{ Body: { email?: unknown; password?: unknown } }>(
    '/api/auth/sign-in',
    async (request, reply) => {
      const outcome = await signIn(
        deps.db,
        { email: text(request.body?.email), password: text(request.body?.password) },
        clientOf(request, deps.config.trustProxy),
        deps.clock,
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

  app.post<{ Body: { authenticatorCode?: unknown; challenge?: unknown } }>(
    '/api/auth/2fa/google/sign-in',
    async (request, reply) => {
      const header = request.headers['x-tfa-challenge'];
      const challenge =
        text(request.body?.challenge) || text(Array.isArray(header) ? header[0] : header);
      const outcome = await signInWithTwoFactor(
        deps.db,
        { challenge, code: text(request.body?.authenticatorCode) },
        clientOf(request, deps.config.trustProxy),
        deps.clock,
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

  app.post<{ Body: { oldPassword?: unknown; newPassword?: unknown } }>(
    '/api/auth/reset-password',
    async (request, reply) => {
      const viewer = await requireRestViewer(deps, request);
      await changePassword(identityDeps, viewer, {
        password: text(request.body?.newPassword),
        oldPassword: text(request.body?.oldPassword),
      });
      return restOk(reply, { ok: true });
    },
  );

  app.get<{ Querystring: { extend?: string } }>('/api/users/me', async (request, reply) => {
    const viewer = await requireRestViewer(deps, request);
    const extend = request.query.extend === '1' || request.query.extend === 'true';
    return restOk(reply, await userBody(deps, viewer.userId, extend));
  });

  app.put<{ Body: Record<string, unknown> }>('/api/users/me', async (request, reply) => {
    const viewer = await requireRestViewer(deps, request);
    const body = request.body && typeof request.body === 'object' ? request.body : {};
    if (body.language !== undefined) {
      await changeLanguage(deps.db, viewer.userId, text(body.language));
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
      await changeProfileDetails(deps.db, viewer.userId, details);
    }
    await changeUserSettings(deps.db, viewer.userId, body as UserSettingsInput);
    return restOk(reply, await userBody(deps, viewer.userId, true));
  });

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
      { db: deps.db, uploadsDir: deps.config.uploadsDir },
      viewer.userId,
      { type: request.query.type ?? fieldValue, fileName: part.filename, bytes },
    );
    const kyc = await getKyc(deps.db, viewer.userId);
    return restOk(reply, { document, status: kyc.status }, 201);
  });
}
