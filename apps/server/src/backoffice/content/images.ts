// Content images (banners, bonus covers): staff upload them with
// POST /backoffice/api/content/images (multipart, field "file"; PNG, JPEG or WebP recognised by
// their first bytes, at most 2 MB; BANNERS_MANAGE or BONUSES_MANAGE; one audit row, also for a
// refused upload), stored through the uploads' storage (documentStorages: disk or S3) under a
// server-made key; every player reads them at GET /api/content-images/:id (immutable: a new
// image is a new id).
import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, isAppError } from '../../errors';
import { documentStorages } from '../../modules/identity';
import { sniffDocumentType } from '../../modules/identity/kyc';
import type { AppDeps } from '../../modules/types';
import type { StaffContext } from '../context';
import { audit, forbidden } from '../guard';
import { hasPermission } from '../permissions';
import { contentImages } from './tables';

export const CONTENT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const CONTENT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
export const contentImageUrl = (id: string) => `/api/content-images/${id}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
      message: 'Send the image as multipart/form-data (field "file").',
    });
  }
  const part = await request.file();
  if (!part) throw new AppError('VALIDATION_ERROR', { message: 'No file was sent.' });
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', { message: 'The image is over 2 MB.' });
    }
    throw error;
  }
}

export async function registerContentImages(
  app: FastifyInstance,
  deps: AppDeps,
  contextOf: (request: FastifyRequest) => Promise<StaffContext>,
): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: CONTENT_IMAGE_MAX_BYTES, files: 1, fields: 2, fieldSize: 256, parts: 3 },
  });

  app.post('/backoffice/api/content/images', async (request, reply) => {
    const ctx = await contextOf(request);
    const action = 'content.image-upload';
    if (!ctx.actor) {
      await audit(ctx, action, 'DENIED', { after: { code: 'UNAUTHORIZED' } });
      throw new AppError('UNAUTHORIZED', { message: 'Sign in to the back office to continue.' });
    }
    const role = ctx.actor.role;
    if (!hasPermission(role, 'BANNERS_MANAGE') && !hasPermission(role, 'BONUSES_MANAGE')) {
      await audit(ctx, action, 'DENIED', {
        after: { code: 'FORBIDDEN', permission: 'BANNERS_MANAGE' },
      });
      throw forbidden('BANNERS_MANAGE');
    }
    try {
      const bytes = await readUpload(request);
      const type = sniffDocumentType(bytes);
      if (!type || !CONTENT_IMAGE_TYPES.includes(type.mime)) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
          message: 'Upload a PNG, JPEG or WebP image.',
        });
      }
      const storage = documentStorages(deps.config).current;
      const key = `content/${randomUUID()}.${type.ext}`;
      await storage.put(key, bytes, type.mime);
      const [row] = await deps.db
        .insert(contentImages)
        .values({
          storage: storage.kind,
          storageKey: key,
          mime: type.mime,
          size: bytes.length,
          uploadedBy: ctx.actor.id,
        })
        .returning();
      const url = contentImageUrl(row!.id);
      await audit(ctx, action, 'OK', {
        targetType: 'content-image',
        targetId: row!.id,
        after: { url, mime: type.mime, size: bytes.length },
      });
      return reply.code(201).header('cache-control', 'no-store').send({ id: row!.id, url });
    } catch (error) {
      await audit(ctx, action, 'FAILED', {
        after: { code: isAppError(error) ? error.code : 'INTERNAL_ERROR' },
      }).catch(() => undefined);
      throw error;
    }
  });

  app.get('/api/content-images/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    const notFound = () => new AppError('NOT_FOUND', { message: 'No such image.', status: 404 });
    if (!UUID.test(id)) throw notFound();
    const [row] = await deps.db.select().from(contentImages).where(eq(contentImages.id, id));
    const storage = row ? documentStorages(deps.config).byKind(row.storage) : null;
    const bytes = row && storage ? await storage.get(row.storageKey) : null;
    if (!row || !bytes) throw notFound();
    return reply
      .type(row.mime)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .send(bytes);
  });
}
