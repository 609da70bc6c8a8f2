// `npm run totp:rotate` for staff: re-seals the staff members' TOTP secrets (and the pending
// secrets of open invitations) under the first key of TOTP_ENCRYPTION_KEYS, like identity's
// `resealTotpSecrets` does for players. Each row is updated only if it still holds the value read,
// so parallel runs and a staff member re-enrolling meanwhile never lose a secret.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  isCurrent,
  openSecret,
  SEALED_VERSION,
  sealSecret,
  SecretUnavailableError,
  type Keyring,
} from '../security/secret-box';
import { invitationTotpContext, staffTotpContext } from './staff';
import { staffAccounts, staffInvitations } from './tables';

export interface StaffTotpResealReport {
  /** secrets re-sealed under the current key */
  resealed: number;
  /** staff / invitation ids whose secret no key of the ring opens (left as they are) */
  failed: string[];
}

/** A stored value under the current key (plain values are sealed too). */
function resealed(keyring: Keyring, stored: string, context: string): string {
  if (stored.startsWith(`${SEALED_VERSION}:`)) {
    return isCurrent(keyring, stored)
      ? stored
      : sealSecret(keyring, openSecret(keyring, stored, context), context);
  }
  return sealSecret(keyring, stored, context);
}

export async function resealStaffTotpSecrets(
  db: Db,
  keyring: Keyring,
): Promise<StaffTotpResealReport> {
  const current = `${SEALED_VERSION}:${keyring.keys[0]!.id}:%`;
  const report: StaffTotpResealReport = { resealed: 0, failed: [] };
  const accounts = await db
    .select({ id: staffAccounts.id, secret: staffAccounts.totpSecret })
    .from(staffAccounts)
    .where(sql`${staffAccounts.totpSecret} not like ${current}`);
  for (const row of accounts) {
    let next: string;
    try {
      next = resealed(keyring, row.secret, staffTotpContext(row.id));
    } catch (error) {
      if (!(error instanceof SecretUnavailableError)) throw error;
      report.failed.push(row.id);
      continue;
    }
    const updated = await db
      .update(staffAccounts)
      .set({ totpSecret: next })
      .where(and(eq(staffAccounts.id, row.id), eq(staffAccounts.totpSecret, row.secret)))
      .returning({ id: staffAccounts.id });
    report.resealed += updated.length;
  }
  const invitations = await db
    .select({ id: staffInvitations.id, secret: staffInvitations.totpPendingSecret })
    .from(staffInvitations)
    .where(
      and(
        isNotNull(staffInvitations.totpPendingSecret),
        sql`${staffInvitations.totpPendingSecret} not like ${current}`,
      ),
    );
  for (const row of invitations) {
    let next: string;
    try {
      next = resealed(keyring, row.secret!, invitationTotpContext(row.id));
    } catch (error) {
      if (!(error instanceof SecretUnavailableError)) throw error;
      report.failed.push(row.id);
      continue;
    }
    const updated = await db
      .update(staffInvitations)
      .set({ totpPendingSecret: next })
      .where(
        and(eq(staffInvitations.id, row.id), eq(staffInvitations.totpPendingSecret, row.secret!)),
      )
      .returning({ id: staffInvitations.id });
    report.resealed += updated.length;
  }
  return report;
}
