// Offers: an AVAILABLE row for every bonus the player may take.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { CURRENT_STATUSES } from './statuses';
import { userBonuses } from './tables';
import { listCatalogue, offeredIn } from './terms';

/**
 * Makes sure the player has an AVAILABLE row for every enabled bonus offered in their currency:
 * a bonus is offered when the player never had it, or, for repeatable bonuses, when it is not
 * open (AVAILABLE or current) already.
 */
export async function ensureOffers(db: Db, userId: string, currency: string): Promise<void> {
  const catalogue = (await listCatalogue(db, { enabledOnly: true })).filter((b) =>
    offeredIn(b, currency),
  );
  if (catalogue.length === 0) return;
  const mine = await db
    .select({ bonusId: userBonuses.bonusId, status: userBonuses.status })
    .from(userBonuses)
    .where(eq(userBonuses.userId, userId));
  const open = new Set<string>(['AVAILABLE', ...CURRENT_STATUSES]);
  const missing = catalogue.filter((b) => {
    const rows = mine.filter((m) => m.bonusId === b.id);
    return b.repeatable ? !rows.some((r) => open.has(r.status)) : rows.length === 0;
  });
  if (missing.length === 0) return;
  await db
    .insert(userBonuses)
    .values(
      missing.map((b) => ({ userId, bonusId: b.id, status: 'AVAILABLE', currencyCode: currency })),
    )
    .onConflictDoNothing();
}
