// The back office's settings over the cashier's built-in methods (methods.ts): enabled, KYC
// required and the USD limits. A method without a settings row keeps its defaults. The cashier
// reads them on each request (one small table), so a change applies at once on every instance.
import type { Db } from '../../db/client';
import { paymentMethodSettings, type PaymentMethodSettingsRow } from './tables';

export type MethodDirection = 'deposit' | 'withdraw';
export type MethodSettings = ReadonlyMap<string, PaymentMethodSettingsRow>;

export const methodKey = (direction: MethodDirection, id: string) => `${direction}:${id}`;

export async function loadMethodSettings(db: Db): Promise<MethodSettings> {
  const rows = await db.select().from(paymentMethodSettings);
  return new Map(rows.map((r) => [r.methodKey, r]));
}

/** The method with its settings applied; `enabled` false when the back office switched it off. */
export function withSettings<
  T extends { id: string; kycRequired: boolean; minUsd: bigint; maxUsd: bigint },
>(direction: MethodDirection, method: T, settings: MethodSettings): T & { enabled: boolean } {
  const s = settings.get(methodKey(direction, method.id));
  if (!s) return { ...method, enabled: true };
  return {
    ...method,
    enabled: s.enabled,
    kycRequired: s.kycRequired,
    minUsd: s.minUsd,
    maxUsd: s.maxUsd,
  };
}
