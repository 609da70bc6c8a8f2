// KYC: the player uploads identity documents (JPEG, PNG, WebP or PDF, recognised by their magic
// bytes, at most 10 MB), stored as `kyc/<userId>/<documentId>.<ext>` in the configured backend
// (document-storage.ts: the disk under UPLOADS_DIR, or an S3-compatible bucket); the first upload
// moves NOT_STARTED (or REJECTED) to PENDING; an operator sets VERIFIED or REJECTED.
//
// Reading a document back: only its owner (readOwnKycDocument) or an operator
// (readKycDocumentAsOperator, audited); ids are random UUIDs, and an id that is not the caller's
// answers exactly like one that does not exist.
import { enqueueEvent } from '../../outbox/enqueue';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import {
  KYC_DOCUMENT_TYPES,
  kycDocuments,
  operatorAudit,
  users,
  type KycDocumentType,
  type KycStatus,
} from './tables';
import type { DocumentStorages } from './document-storage';
import type { PlayerAccessGate } from './access-gate';
import { findUserByEmail, findUserById, personIdentityOf } from './users';

export const KYC_MAX_FILE_BYTES = 10 * 1024 * 1024;
export const KYC_MAX_DOCUMENTS = 20;

const SIGNATURES: ReadonlyArray<{ mime: string; ext: string; test: (b: Buffer) => boolean }> = [
  {
    mime: 'image/jpeg',
    ext: 'jpg',
    test: (b) => b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    mime: 'image/png',
    ext: 'png',
    test: (b) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    mime: 'image/webp',
    ext: 'webp',
    test: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  {
    mime: 'application/pdf',
    ext: 'pdf',
    test: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-',
  },
];

/** The file's real type from its first bytes, or null when it is none of the accepted ones. */
export function sniffDocumentType(bytes: Buffer): { mime: string; ext: string } | null {
  const match = SIGNATURES.find((signature) => signature.test(bytes));
  return match ? { mime: match.mime, ext: match.ext } : null;
}

export interface KycDocumentView {
  id: string;
  type: KycDocumentType;
  fileName: string;
  mimeType: string;
  size: number;
  createdAt: string;
}

export interface KycView {
  status: KycStatus;
  reason: string | null;
  documents: KycDocumentView[];
}

export async function getKyc(db: Db, userId: string): Promise<KycView> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('UNAUTHORIZED', { message: 'Sign in to continue.' });
  const docs = await db
    .select()
    .from(kycDocuments)
    .where(eq(kycDocuments.userId, userId))
    .orderBy(asc(kycDocuments.createdAt));
  return {
    status: user.kycStatus,
    reason: user.kycReason,
    documents: docs.map((d) => ({
      id: d.id,
      type: d.type,
      fileName: d.originalName,
      mimeType: d.mimeType,
      size: d.size,
      createdAt: d.createdAt.toISOString(),
    })),
  };
}

function safeFileName(name: string | undefined): string {
  const base = [...path.basename(name ?? 'document')]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch !== '\u007f' && ch !== '/' && ch !== '\\')
    .join('');
  return base.slice(0, 120) || 'document';
}

export async function uploadKycDocument(
  deps: { db: Db; storages: DocumentStorages },
  userId: string,
  file: { type: string | undefined; fileName: string | undefined; bytes: Buffer },
): Promise<KycDocumentView> {
  const type = (file.type ?? 'OTHER').toUpperCase();
  if (!(KYC_DOCUMENT_TYPES as readonly string[]).includes(type)) {
    throw new AppError('VALIDATION_ERROR', {
      message: `type must be one of ${KYC_DOCUMENT_TYPES.join(', ')}.`,
    });
  }
  if (file.bytes.length === 0) {
    throw new AppError('VALIDATION_ERROR', { message: 'The file is empty.' });
  }
  if (file.bytes.length > KYC_MAX_FILE_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', { message: 'The file is over 10 MB.' });
  }
  const kind = sniffDocumentType(file.bytes);
  if (!kind) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
      message: 'Upload a JPEG, PNG or WebP image, or a PDF.',
    });
  }
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('UNAUTHORIZED', { message: 'Sign in to continue.' });
  if (user.kycStatus === 'VERIFIED') {
    throw new AppError('KYC_ALREADY_VERIFIED', {
      message: 'KYC is already completed.',
    });
  }
  const existing = await deps.db
    .select({ n: count() })
    .from(kycDocuments)
    .where(eq(kycDocuments.userId, userId));
  if (Number(existing[0]?.n ?? 0) >= KYC_MAX_DOCUMENTS) {
    throw new AppError('KYC_TOO_MANY_DOCUMENTS', {
      message: `At most ${KYC_MAX_DOCUMENTS} documents can be uploaded.`,
    });
  }

  const id = crypto.randomUUID();
  const storageKey = path.posix.join('kyc', userId, `${id}.${kind.ext}`);
  const storage = deps.storages.current;
  await storage.put(storageKey, file.bytes, kind.mime).catch((error: unknown) => {
    throw storeUnavailable(error);
  });
  try {
    const row = await deps.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(kycDocuments)
        .values({
          id,
          userId,
          type: type as KycDocumentType,
          originalName: safeFileName(file.fileName),
          storageKey,
          storage: storage.kind,
          mimeType: kind.mime,
          size: file.bytes.length,
          sha256: createHash('sha256').update(file.bytes).digest('hex'),
        })
        .returning();
      if (user.kycStatus === 'NOT_STARTED' || user.kycStatus === 'REJECTED') {
        await tx
          .update(users)
          .set({ kycStatus: 'PENDING', kycReason: null, updatedAt: new Date() })
          .where(eq(users.id, userId));
      }
      return inserted!;
    });
    return {
      id: row.id,
      type: row.type,
      fileName: row.originalName,
      mimeType: row.mimeType,
      size: row.size,
      createdAt: row.createdAt.toISOString(),
    };
  } catch (error) {
    await storage.delete(storageKey).catch(() => {});
    throw error;
  }
}

/** A storage failure (disk full, bucket unreachable …): a coded 503, the cause kept for the log. */
function storeUnavailable(cause: unknown): AppError {
  return new AppError('SERVICE_UNAVAILABLE', {
    message: 'The document store is unavailable. Try again later.',
    cause,
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface KycDocumentFile {
  document: KycDocumentView;
  userId: string;
  bytes: Buffer;
}

function notFound(): AppError {
  return new AppError('NOT_FOUND', { message: 'No such document.' });
}

async function readDocument(
  db: Db,
  storages: DocumentStorages,
  documentId: string,
  ownerId: string | null,
): Promise<KycDocumentFile> {
  if (!UUID.test(documentId)) throw notFound();
  const [row] = await db
    .select()
    .from(kycDocuments)
    .where(
      ownerId === null
        ? eq(kycDocuments.id, documentId)
        : and(eq(kycDocuments.id, documentId), eq(kycDocuments.userId, ownerId)),
    );
  if (!row) throw notFound();
  const storage = storages.byKind(row.storage);
  if (!storage) {
    throw new AppError('SERVICE_UNAVAILABLE', {
      message: 'The document store is not configured.',
    });
  }
  const bytes = await storage.get(row.storageKey).catch((error: unknown) => {
    throw storeUnavailable(error);
  });
  if (!bytes) throw notFound();
  return {
    userId: row.userId,
    bytes,
    document: {
      id: row.id,
      type: row.type,
      fileName: row.originalName,
      mimeType: row.mimeType,
      size: row.size,
      createdAt: row.createdAt.toISOString(),
    },
  };
}

/** The player's own document; another player's id is NOT_FOUND, like an unknown one. */
export function readOwnKycDocument(
  deps: { db: Db; storages: DocumentStorages },
  userId: string,
  documentId: string,
): Promise<KycDocumentFile> {
  return readDocument(deps.db, deps.storages, documentId, userId);
}

/** Any player's document for an operator; every read is recorded in operator_audit. */
export async function readKycDocumentAsOperator(
  deps: { db: Db; storages: DocumentStorages },
  actor: string,
  documentId: string,
): Promise<KycDocumentFile> {
  const file = await readDocument(deps.db, deps.storages, documentId, null);
  await deps.db.insert(operatorAudit).values({
    actor,
    action: 'kyc.read-document',
    targetUserId: file.userId,
    reason: null,
    details: { documentId },
  });
  return file;
}

/** A player's KYC state and document list for an operator (by user id). */
export async function getKycForOperator(db: Db, userId: string): Promise<KycView> {
  if (!UUID.test(userId)) throw new AppError('USER_NOT_FOUND', { message: 'No such user.' });
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('USER_NOT_FOUND', { message: 'No such user.' });
  return getKyc(db, userId);
}

export const OPERATOR_KYC_STATUSES = ['PENDING', 'VERIFIED', 'REJECTED', 'NOT_STARTED'] as const;

/**
 * An operator's KYC decision, recorded in operator_audit in the same transaction. The user is
 * named by id or by email. REJECTED needs a reason (the player sees it).
 */
export async function setKycStatus(
  db: Db,
  input: {
    actor: string;
    userId?: string;
    email?: string;
    status: string;
    reason?: string | null;
    /** responsible gaming: a self-excluded person's identity is not verified on another account */
    gate: { access: PlayerAccessGate; now: Date };
  },
): Promise<{ userId: string; status: KycStatus; previous: KycStatus }> {
  const status = input.status.toUpperCase();
  if (!(OPERATOR_KYC_STATUSES as readonly string[]).includes(status)) {
    throw new AppError('VALIDATION_ERROR', {
      message: `status must be one of ${OPERATOR_KYC_STATUSES.join(', ')}.`,
    });
  }
  const reason = input.reason?.trim() || null;
  if (status === 'REJECTED' && !reason) {
    throw new AppError('VALIDATION_ERROR', { message: 'A rejection needs a reason.' });
  }
  const validId = input.userId && /^[0-9a-f-]{36}$/i.test(input.userId) ? input.userId : null;
  const user = validId
    ? await findUserById(db, validId)
    : input.email
      ? await findUserByEmail(db, input.email)
      : null;
  if (!user) throw new AppError('USER_NOT_FOUND', { message: 'No such user.' });
  const identity = status === 'VERIFIED' ? await personIdentityOf(db, user.id) : null;
  if (identity) {
    await input.gate.access.beforeRegistration(db, { identity, userId: user.id }, input.gate.now);
  }
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ kycStatus: status as KycStatus, kycReason: reason, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await tx.insert(operatorAudit).values({
      actor: input.actor,
      action: 'kyc.set-status',
      targetUserId: user.id,
      reason,
      details: { from: user.kycStatus, to: status },
    });
    // the player's notification (and their open profile) follows the change live
    await enqueueEvent(tx, 'kyc.status-changed', {
      userId: user.id,
      status,
      reason: status === 'REJECTED' ? reason : null,
      at: new Date().toISOString(),
    });
  });
  if (identity) {
    await input.gate.access.identityVerified(db, user.id, identity, input.gate.now);
  }
  return { userId: user.id, status: status as KycStatus, previous: user.kycStatus };
}
