// VIP applications: validate, refuse a second pending one, store.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError, validationError } from '../../errors';
import { vipApplications } from './tables';

export const VIP_CONTACT_PREFERENCES = ['EMAIL', 'PHONE', 'TELEGRAM', 'WHATSAPP'] as const;
export const VIP_MESSAGE_MIN = 10;
export const VIP_MESSAGE_MAX = 1000;

export type VipApplicationRow = typeof vipApplications.$inferSelect;

export async function submitVipApplication(
  db: Db,
  userId: string,
  input: { message: string; contactPreference: string },
): Promise<void> {
  const message = input.message.trim();
  const contactPreference = input.contactPreference.trim().toUpperCase();
  if (!(VIP_CONTACT_PREFERENCES as readonly string[]).includes(contactPreference)) {
    throw validationError('Unknown contact preference.');
  }
  if (message.length < VIP_MESSAGE_MIN || message.length > VIP_MESSAGE_MAX) {
    throw validationError(
      `The message must be ${VIP_MESSAGE_MIN} to ${VIP_MESSAGE_MAX} characters long.`,
    );
  }
  const pending = await db
    .select({ id: vipApplications.id })
    .from(vipApplications)
    .where(and(eq(vipApplications.userId, userId), eq(vipApplications.status, 'PENDING')))
    .limit(1);
  const alreadyPending = () =>
    new AppError('VIP_APPLICATION_PENDING', {
      message: 'Your VIP application is already waiting for review.',
    });
  if (pending.length) throw alreadyPending();
  // the partial unique index settles a race between two parallel submissions
  const inserted = await db
    .insert(vipApplications)
    .values({ userId, message, contactPreference })
    .onConflictDoNothing()
    .returning({ id: vipApplications.id });
  if (!inserted.length) throw alreadyPending();
}

export async function latestVipApplication(
  db: Db,
  userId: string,
): Promise<VipApplicationRow | null> {
  const rows = await db
    .select()
    .from(vipApplications)
    .where(eq(vipApplications.userId, userId))
    .orderBy(desc(vipApplications.createdAt), desc(vipApplications.id))
    .limit(1);
  return rows[0] ?? null;
}
