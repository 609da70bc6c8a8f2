import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { createTestServer, type TestServer } from '../test/harness';
import { registerTestUser } from '../test/users';
import { generalFailure, orFailure, toFailure } from './failure';

describe('toFailure', () => {
  const refused = {
    codes: ['BONUS_UNAVAILABLE'],
    build: (e: AppError) => ({ __typename: 'ActivateBonusError' as const, error: e.code }),
  };

  it('answers an AppError as GeneralAppError, or as the member that claims its code', () => {
    const unavailable = new AppError('BONUS_UNAVAILABLE', { message: 'No such bonus.' });
    const other = new AppError('INSUFFICIENT_FUNDS', { message: 'Not enough money.' });
    expect(toFailure(unavailable)).toEqual(generalFailure('BONUS_UNAVAILABLE', 'No such bonus.'));
    expect(toFailure(unavailable, refused)).toEqual({
      __typename: 'ActivateBonusError',
      error: 'BONUS_UNAVAILABLE',
    });
    expect(toFailure(other, refused)).toEqual({
      __typename: 'GeneralAppError',
      code: 'INSUFFICIENT_FUNDS',
      message: 'Not enough money.',
    });
    expect(toFailure(other, { ...refused, codes: '*' })).toMatchObject({
      __typename: 'ActivateBonusError',
    });
  });

  it('rethrows UNAUTHORIZED and anything that is not an AppError', async () => {
    const unauthorized = new AppError('UNAUTHORIZED', { status: 401 });
    const bug = new TypeError('x is undefined');
    expect(() => toFailure(unauthorized, { ...refused, codes: '*' })).toThrow(unauthorized);
    expect(() => toFailure(bug)).toThrow(bug);
    await expect(orFailure(() => Promise.reject(bug))).rejects.toBe(bug);
    await expect(orFailure(() => Promise.resolve(1))).resolves.toBe(1);
  });
});

describe('failures over GraphQL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('every error member answers `... on AppFailure { code message }`', async () => {
    const user = await registerTestUser(server);
    const res = await server.gql<{
      activateBonus: Record<string, unknown>;
      cancelBonus: Record<string, unknown>;
      gameBySlug: Record<string, unknown>;
      changeUserPhone: Record<string, unknown>;
    }>(
      `mutation Failures {
        activateBonus(bonusId: 999999) { __typename ... on AppFailure { code message } ... on ActivateBonusError { error } }
        cancelBonus(bonusId: 999999) { __typename ... on AppFailure { code message } }
        changeUserPhone(phone: "12") { __typename ... on AppFailure { code message } }
      }`,
      {},
      { headers: user.headers },
    );
    expect(res.errors).toBeUndefined();
    // BONUS_UNAVAILABLE is always the operation's own member, with the spec's `error` beside `code`
    expect(res.data?.activateBonus).toEqual({
      __typename: 'ActivateBonusError',
      code: 'BONUS_UNAVAILABLE',
      message: expect.any(String),
      error: 'BONUS_UNAVAILABLE',
    });
    expect(res.data?.cancelBonus).toMatchObject({
      __typename: 'CancelBonusFailed',
      code: 'BONUS_UNAVAILABLE',
    });
    expect(res.data?.changeUserPhone).toMatchObject({
      __typename: 'IdentityError',
      code: expect.any(String),
      message: expect.any(String),
    });
    const game = await server.gql<{ gameBySlug: Record<string, unknown> }>(
      `query Missing { gameBySlug(slug: "no-such-game") { __typename ... on AppFailure { code message } } }`,
    );
    expect(game.data?.gameBySlug).toMatchObject({
      __typename: 'GeneralAppError',
      code: expect.any(String),
    });
  });
});
