// Cashback pays for each loss once: activate → wager → claim → activate again does not return the
// same losses again, nor does cancel → activate; new losses after a grant are paid by the next one,
// gains offset losses, and a refused activation marks nothing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness';
import { registerTestUser, type TestUser } from '../../test/users';
import { account, accountBalance } from '../wallet';
import { auditLedger } from '../wallet/testing';
import { applySettledBet, netLossLastWeek, type SettledBet } from '.';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

interface CashbackView {
  id: number;
  status: string;
  calculatedReward: string | null;
}

async function cashback(user: TestUser): Promise<CashbackView> {
  const res = await server.gql<{
    getUserBonusesList: { bonusList: (CashbackView & { bonusInfo: { name: string } })[] };
  }>(
    `query GetUserBonusesList { getUserBonusesList(request: { lang: "en", pagination: { page: 1, count: 100 } }) {
      ... on UserBonusList { bonusList { id status calculatedReward bonusInfo { name } } } } }`,
    undefined,
    { headers: user.headers },
  );
  expect(res.errors).toBeUndefined();
  // the open cashback (a claimed or canceled one is history; a new AVAILABLE row replaces it)
  return res.data!.getUserBonusesList.bonusList.find((b) => b.bonusInfo.name === 'cashback')!;
}

async function mutate(user: TestUser, field: string, id: number): Promise<string> {
  const op = field[0]!.toUpperCase() + field.slice(1);
  const failure: Record<string, string> = {
    activateBonus: 'ActivateBonusError',
    claimBonusReward: 'ClaimBonusRewardError',
    cancelBonus: 'CancelBonusFailed',
  };
  const res = await server.gql<Record<string, Record<string, string>>>(
    `mutation ${op}($id: Int!) { ${field}(bonusId: $id) { __typename
      ... on ${failure[field]} { error } ... on GeneralAppError { code } } }`,
    { id },
    { headers: user.headers },
  );
  expect(res.errors).toBeUndefined();
  const result = res.data![field]!;
  return result.error ?? result.code ?? result.__typename!;
}

/** A settled slots round of `user` (stake and payout in minor units of USD). */
function round(user: TestUser, amount: bigint, win: bigint): Promise<unknown> {
  const bet: SettledBet = {
    roundId: randomUUID(),
    userId: user.userId,
    amount,
    win,
    gameCategory: 'slots',
    gameSlug: 'any-slot',
    currency: 'USD',
  };
  return applySettledBet(server.db, bet);
}

const bonusMoney = (user: TestUser) =>
  accountBalance(server.db, account.player(user.userId, 'BONUS', 'USD'));

describe('cashback', () => {
  it('returns each loss once across activate → claim → activate and cancel → activate', async () => {
    const user = await registerTestUser(server);
    await round(user, 300_00n, 50_00n);
    await round(user, 100_00n, 0n);
    const first = await cashback(user);
    expect(await mutate(user, 'activateBonus', first.id)).toBe('ActivateBonusSuccess');
    expect(await cashback(user)).toMatchObject({ status: 'ACTIVE', calculatedReward: '35.00' });
    expect(await netLossLastWeek(server.db, user.userId, 'USD')).toBe(0n);

    // wager the 35.00 (×1) with break-even rounds: no new losses
    for (let i = 0; i < 4; i++) await round(user, 10_00n, 10_00n);
    expect((await cashback(user)).status).toBe('READY_FOR_REWARD');
    expect(await mutate(user, 'claimBonusReward', first.id)).toBe('ClaimBonusRewardSuccess');

    // offered again at once (repeatable), but the same losses are not paid twice
    const second = await cashback(user);
    expect(second).toMatchObject({ status: 'AVAILABLE' });
    expect(second.id).not.toBe(first.id);
    expect(await mutate(user, 'activateBonus', second.id)).toBe('BONUS_UNAVAILABLE');
    expect((await cashback(user)).status).toBe('AVAILABLE');

    // a loss after the grant is paid by the next cashback, and only it
    await round(user, 100_00n, 0n);
    expect(await mutate(user, 'activateBonus', second.id)).toBe('ActivateBonusSuccess');
    expect(await cashback(user)).toMatchObject({ status: 'ACTIVE', calculatedReward: '10.00' });

    // canceling forfeits the cashback; activating again does not return those losses either
    expect(await mutate(user, 'cancelBonus', second.id)).toBe('CancelBonusSuccess');
    expect(await bonusMoney(user)).toBe(0n);
    const third = await cashback(user);
    expect(await mutate(user, 'activateBonus', third.id)).toBe('BONUS_UNAVAILABLE');
    expect(await bonusMoney(user)).toBe(0n);
    expect((await auditLedger(server.db)).ok).toBe(true);
  });

  it('gains offset losses, and a refused activation marks nothing as returned', async () => {
    const user = await registerTestUser(server);
    await round(user, 100_00n, 300_00n);
    const offer = await cashback(user);
    expect(await mutate(user, 'activateBonus', offer.id)).toBe('BONUS_UNAVAILABLE');
    await round(user, 500_00n, 0n);
    // 600 staked − 300 won in the window: 10 % of 300
    expect(await netLossLastWeek(server.db, user.userId, 'USD')).toBe(300_00n);
    expect(await mutate(user, 'activateBonus', offer.id)).toBe('ActivateBonusSuccess');
    expect(await cashback(user)).toMatchObject({ calculatedReward: '30.00' });
    expect(await bonusMoney(user)).toBe(30_00n);
    await mutate(user, 'cancelBonus', offer.id);
  });

  it('a round settling while cashback is granted is paid by the next cashback', async () => {
    const user = await registerTestUser(server);
    await round(user, 200_00n, 0n);
    const offer = await cashback(user);
    const [activated] = await Promise.all([
      mutate(user, 'activateBonus', offer.id),
      round(user, 50_00n, 0n),
    ]);
    expect(activated).toBe('ActivateBonusSuccess');
    const granted = (await cashback(user)).calculatedReward;
    // the round counted either in this grant or is still unreturned, never both nor neither
    const left = await netLossLastWeek(server.db, user.userId, 'USD');
    expect({ granted, left }).toSatisfy(
      (v: { granted: string | null; left: bigint }) =>
        (v.granted === '25.00' && v.left === 0n) || (v.granted === '20.00' && v.left === 50_00n),
    );
    await mutate(user, 'cancelBonus', offer.id);
  });
});
