import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness';
import { registerTestUser } from '../../test/users';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const SUBMIT = `mutation SubmitVipApplication($input: SubmitVipApplicationInput!) {
  submitVipApplication(input: $input) {
    __typename ... on SubmitVipApplicationSuccess { ok } ... on GeneralAppError { code message } } }`;
const MINE = `query MyVipApplication { myVipApplication { id message contactPreference status createdAt } }`;

type Submit = { submitVipApplication: { __typename: string; ok?: boolean; code?: string } };
type Mine = {
  myVipApplication: { message: string; contactPreference: string; status: string } | null;
};

const input = { message: 'I play live roulette most evenings.', contactPreference: 'telegram' };

describe('VIP applications', () => {
  it('refuses guests', async () => {
    const res = await server.gql<Submit>(SUBMIT, { input });
    expect(res.data?.submitVipApplication).toMatchObject({
      __typename: 'GeneralAppError',
      code: 'UNAUTHORIZED',
    });
    const mine = await server.gql<Mine>(MINE);
    expect(mine.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
  });

  it('validates the message and the contact preference', async () => {
    const user = await registerTestUser(server);
    for (const bad of [
      { ...input, message: 'too short' },
      { ...input, message: 'x'.repeat(1001) },
      { ...input, contactPreference: 'PIGEON' },
    ]) {
      const res = await server.gql<Submit>(SUBMIT, { input: bad }, { headers: user.headers });
      expect(res.data?.submitVipApplication.code).toBe('VALIDATION_ERROR');
    }
    const mine = await server.gql<Mine>(MINE, undefined, { headers: user.headers });
    expect(mine.data?.myVipApplication).toBeNull();
  });

  it('stores one pending application per player', async () => {
    const user = await registerTestUser(server);
    const first = await server.gql<Submit>(SUBMIT, { input }, { headers: user.headers });
    expect(first.data?.submitVipApplication).toEqual({
      __typename: 'SubmitVipApplicationSuccess',
      ok: true,
    });

    const mine = await server.gql<Mine>(MINE, undefined, { headers: user.headers });
    expect(mine.data?.myVipApplication).toMatchObject({
      message: input.message,
      contactPreference: 'TELEGRAM',
      status: 'PENDING',
    });

    const second = await server.gql<Submit>(SUBMIT, { input }, { headers: user.headers });
    expect(second.data?.submitVipApplication.code).toBe('VIP_APPLICATION_PENDING');

    const other = await registerTestUser(server);
    const parallel = await Promise.all(
      [1, 2].map(() => server.gql<Submit>(SUBMIT, { input }, { headers: other.headers })),
    );
    const kinds = parallel.map((r) => r.data?.submitVipApplication.__typename).sort();
    expect(kinds).toEqual(['GeneralAppError', 'SubmitVipApplicationSuccess']);
  });
});
