// Tests: a player chooses a deposit bonus and "deposits" — money credited to REAL through the
// ledger and applied to the PENDING bonus the way the cashier's event does.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestServer } from '../../test/harness';
import type { TestUser } from '../../test/users';
import { account, transfer } from '../wallet';
import { applyQualifyingDeposit } from './apply-deposit';

export async function depositWithBonus(
  server: TestServer,
  user: TestUser,
  userBonusId: number,
  amount: bigint,
  referencePrefix: string,
): Promise<void> {
  const selected = await server.gql<{ selectDepositBonus: { __typename: string } }>(
    `mutation SelectDepositBonus($id: Int!) { selectDepositBonus(bonusId: $id, currencyCode: "USD") { __typename } }`,
    { id: userBonusId },
    { headers: user.headers },
  );
  expect(selected.data!.selectDepositBonus.__typename).toBe('SelectDepositBonusSuccess');
  const reference = `${referencePrefix}:${randomUUID()}`;
  await transfer(server.db, {
    idempotencyKey: reference,
    debit: account.house('USD'),
    credit: account.real(user.userId, 'USD'),
    amount,
    currency: 'USD',
    kind: 'FUN_TOP_UP',
  });
  await applyQualifyingDeposit(server.db, {
    userId: user.userId,
    amount,
    currency: 'USD',
    reference,
    paymentType: 'FIAT',
  });
}
