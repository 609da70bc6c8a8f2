// Payment methods in the back office: the cashier's built-in methods (payments/methods.ts) with
// the settings the staff sets over them (payment_method_settings): enabled, KYC required, limits
// in whole US dollars (scaled per currency like the defaults). The cashier applies them on each
// request (payments/method-settings.ts).
import { AppError, validationError } from '../../errors';
import type { Db } from '../../db/client';
import {
  DEPOSIT_METHODS,
  loadMethodSettings,
  methodKey,
  WITHDRAW_METHODS,
  withSettings,
  type MethodSettings,
} from '../../modules/payments';
import { paymentMethodSettings } from '../../modules/payments/tables';

export interface ContentPaymentMethodView {
  key: string;
  direction: 'DEPOSIT' | 'WITHDRAW';
  name: string;
  enabled: boolean;
  kycRequired: boolean;
  minUsd: string;
  maxUsd: string;
}

function viewsOf(settings: MethodSettings): ContentPaymentMethodView[] {
  return [
    ...DEPOSIT_METHODS.map((def) => {
      const m = withSettings('deposit', def, settings);
      return {
        key: methodKey('deposit', m.id),
        direction: 'DEPOSIT' as const,
        name: m.name,
        enabled: m.enabled,
        kycRequired: m.kycRequired,
        minUsd: m.minUsd.toString(),
        maxUsd: m.maxUsd.toString(),
      };
    }),
    ...WITHDRAW_METHODS.map((def) => {
      const m = withSettings('withdraw', def, settings);
      return {
        key: methodKey('withdraw', m.id),
        direction: 'WITHDRAW' as const,
        name: m.title,
        enabled: m.enabled,
        kycRequired: m.kycRequired,
        minUsd: m.minUsd.toString(),
        maxUsd: m.maxUsd.toString(),
      };
    }),
  ];
}

export async function contentPaymentMethods(db: Db): Promise<ContentPaymentMethodView[]> {
  return viewsOf(await loadMethodSettings(db));
}

function wholeUsd(value: string, field: string): bigint {
  const v = value.trim();
  if (!/^\d{1,9}$/.test(v)) throw validationError(`${field}: whole US dollars`, { field });
  return BigInt(v);
}

export async function updatePaymentMethod(
  db: Db,
  key: string,
  input: { enabled: boolean; kycRequired: boolean; minUsd: string; maxUsd: string },
) {
  const minUsd = wholeUsd(input.minUsd, 'minUsd');
  const maxUsd = wholeUsd(input.maxUsd, 'maxUsd');
  if (minUsd < 1n) throw validationError('minUsd: at least 1', { field: 'minUsd' });
  if (maxUsd < minUsd) throw validationError('maxUsd: at least the minimum', { field: 'maxUsd' });
  const before = (await contentPaymentMethods(db)).find((m) => m.key === key);
  if (!before) throw new AppError('NOT_FOUND', { message: 'No such payment method.', status: 404 });
  const values = { enabled: input.enabled, kycRequired: input.kycRequired, minUsd, maxUsd };
  await db
    .insert(paymentMethodSettings)
    .values({ methodKey: key, ...values })
    .onConflictDoUpdate({
      target: paymentMethodSettings.methodKey,
      set: { ...values, updatedAt: new Date() },
    });
  const after = (await contentPaymentMethods(db)).find((m) => m.key === key)!;
  return { before, after };
}
