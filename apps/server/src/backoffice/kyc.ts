// The KYC queue and decisions (through the identity module's `setKycStatus`), and short-lived
// signed links to the documents (so <img> and <iframe> can show them without a header).
import { createHash, createHmac } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { kycDocuments, users } from '../db/schema';
import { AppError } from '../errors';
import {
  getKyc,
  requirePlayer,
  setKycStatus,
  type PlayerAccessGate,
  type UserRow,
} from '../modules/identity';
import type { StaffActor } from './context';
import { actorLabel } from './withdrawals';
import {
  decodeCursor,
  encodeCursor,
  playerSummary,
  preciseTime,
  type PlayerSummaryView,
} from './players-read';

export const KYC_REJECT_REASONS = [
  'DOCUMENT_UNREADABLE',
  'DOCUMENT_EXPIRED',
  'NAME_MISMATCH',
  'UNSUPPORTED_DOCUMENT',
  'DOCUMENT_INCOMPLETE',
  'OTHER',
] as const;
export type KycRejectReason = (typeof KYC_REJECT_REASONS)[number];

/** How long a document link works. */
export const DOCUMENT_URL_TTL_MS = 5 * 60_000;

export interface KycCaseView {
  player: PlayerSummaryView;
  status: UserRow['kycStatus'];
  reason: string | null;
  submittedAt: Date | null;
  documents: {
    id: string;
    fileName: string;
    mime: string;
    size: number;
    uploadedAt: Date;
    url: string;
  }[];
}

function urlKey(config: Config): Buffer {
  return createHash('sha256')
    .update('aurum:backoffice:document-url:')
    .update(config.totpKeyring.keys[0]!.key)
    .digest();
}

export function signDocumentUrl(
  config: Config,
  documentId: string,
  staffId: string,
  now: Date,
): string {
  const exp = Math.floor((now.getTime() + DOCUMENT_URL_TTL_MS) / 1000);
  const sig = createHmac('sha256', urlKey(config))
    .update(`${documentId}|${staffId}|${exp}`)
    .digest('base64url');
  const query = new URLSearchParams({ staff: staffId, exp: String(exp), sig });
  return `/backoffice/api/kyc/documents/${documentId}?${query.toString()}`;
}

/** True when the link's signature holds and it has not expired. */
export function checkDocumentUrl(
  config: Config,
  documentId: string,
  staffId: string,
  exp: string,
  sig: string,
  now: Date,
): boolean {
  if (!/^\d{1,12}$/.test(exp) || Number(exp) * 1000 < now.getTime()) return false;
  const expected = createHmac('sha256', urlKey(config))
    .update(`${documentId}|${staffId}|${exp}`)
    .digest('base64url');
  return expected.length === sig.length && expected === sig;
}

export async function kycCase(
  db: Db,
  config: Config,
  actor: StaffActor,
  player: UserRow,
  now: Date,
): Promise<KycCaseView> {
  const kyc = await getKyc(db, player.id);
  const documents = [...kyc.documents].reverse().map((d) => ({
    id: d.id,
    fileName: d.fileName,
    mime: d.mimeType,
    size: d.size,
    uploadedAt: new Date(d.createdAt),
    url: signDocumentUrl(config, d.id, actor.id, now),
  }));
  return {
    player: playerSummary(player),
    status: kyc.status,
    reason: kyc.reason,
    submittedAt: documents[0]?.uploadedAt ?? null,
    documents,
  };
}

/** Players in a KYC status, oldest latest-upload first; keyset on (submitted, id). */
export async function kycQueue(
  db: Db,
  status: UserRow['kycStatus'],
  page: { first: number; after: string | null },
): Promise<{ rows: UserRow[]; next: string | null }> {
  const submitted = sql<Date>`(SELECT max(d.created_at) FROM ${kycDocuments} d WHERE d.user_id = ${users.id})`;
  const keyed = sql`coalesce(${submitted}, ${users.createdAt})`;
  const where = [eq(users.kycStatus, status)];
  if (page.after) {
    const [at, id] = decodeCursor(page.after);
    where.push(sql`(${keyed}, ${users.id}) > (${at}::timestamptz, ${id}::uuid)`);
  }
  const rows = await db
    .select({ user: users, keyed: preciseTime(keyed) })
    .from(users)
    .where(and(...where))
    .orderBy(asc(keyed), asc(users.id))
    .limit(page.first + 1);
  const more = rows.length > page.first;
  const shown = more ? rows.slice(0, page.first) : rows;
  const last = shown[shown.length - 1];
  return {
    rows: shown.map((r) => r.user),
    next: more && last ? encodeCursor(last.keyed, last.user.id) : null,
  };
}

export async function decideKyc(
  db: Db,
  actor: StaffActor,
  playerId: string,
  decision: { status: 'VERIFIED' } | { status: 'REJECTED'; reason: KycRejectReason },
  /** responsible gaming: an excluded person's identity is not verified on another account */
  gate: { access: PlayerAccessGate; now: Date },
): Promise<{ before: string; after: string }> {
  await requirePlayer(db, playerId);
  if (decision.status === 'REJECTED' && !KYC_REJECT_REASONS.includes(decision.reason)) {
    throw new AppError('VALIDATION_ERROR', { message: 'Unknown reason.' });
  }
  const result = await setKycStatus(db, {
    actor: actorLabel(actor),
    userId: playerId,
    status: decision.status,
    reason: decision.status === 'REJECTED' ? decision.reason : null,
    gate,
  });
  return { before: result.previous, after: result.status };
}
