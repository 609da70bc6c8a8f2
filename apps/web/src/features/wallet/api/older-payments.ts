// The older payment flow (spec §7.1): currencies, deposit and withdrawal methods per currency,
// deposit (→ response.url.redirect_url) and withdrawal. Amounts are minor units (×100).
import { restRequest } from './rest';

export interface WalletCurrency {
  id: number;
  code: string;
  name: string;
  crypto: boolean;
  isDepositEnabled: boolean;
  isWithdrawalEnabled: boolean;
}

export interface OlderMethod {
  id: string;
  name: string;
  iconSlug: string;
  min: number;
  max: number;
  additionalFields?: { type: string; required: boolean }[];
}

export const getWalletCurrencies = () =>
  restRequest<WalletCurrency[]>('GET', '/api/wallet/currencies');

export async function getOlderMethods(
  kind: 'deposit' | 'withdrawal',
  currencyId: number,
): Promise<OlderMethod[]> {
  const type = kind === 'deposit' ? 'DEPOSIT' : 'WITHDRAW';
  const list = await restRequest<(OlderMethod & { children?: OlderMethod[] })[]>(
    'GET',
    `/api/payment/methods/${kind}?type=${type}&currencyId=${currencyId}`,
  );
  // Deposit methods come in groups with children (spec §3).
  return list.flatMap((m) => (m.children ? m.children : [m]));
}

export const createOlderDeposit = (body: {
  amount: number;
  methodId: string;
  additionalFieldsValues: { value: string; type: 'EMAIL' }[];
}) => restRequest<{ url: { redirect_url: string } }>('POST', '/api/payment/deposit', body);

export const createOlderWithdrawal = (body: {
  amount: number;
  methodId: string;
  bankCard: string;
  phone: string;
  additionalFieldsValues: { value: string; type: 'BANK_CARD' | 'PHONE' }[];
}) => restRequest<{ id: number; status: string }>('POST', '/api/payment/withdraw', body);
