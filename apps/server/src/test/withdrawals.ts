// Test helper: a registered player with play money on the real account (the fun top-up), and a
// withdrawal request of theirs through the player API.
//
//   const user = await fundedUser(server);
//   const id = await requestWithdrawal(server, user, '20.00');
import { expect } from 'vitest';
import type { TestServer } from './harness';
import { registerTestUser, type TestUser } from './users';

/** `amount` in minor units (USD). */
export async function fundedUser(server: TestServer, amount = 100_000): Promise<TestUser> {
  const user = await registerTestUser(server);
  const res = await server.rest(
    'POST',
    '/api/payment/fun-top-up',
    { requestId: 'fund', amount },
    user.headers,
  );
  expect(res.status).toBe(200);
  return user;
}

/** A PENDING withdrawal of `amount` (major units, USD) to the sandbox e-wallet; its id. */
export async function requestWithdrawal(
  server: TestServer,
  user: TestUser,
  amount: string,
): Promise<number> {
  const res = await server.gql<{ createWithdrawRequest: { __typename: string; id?: number } }>(
    `mutation CreateWithdrawRequest($input: CreateWithdrawRequestInput!) {
      createWithdrawRequest(input: $input) { __typename ... on CreateWithdrawRequestSuccess { id } }
    }`,
    {
      input: {
        amount,
        methodId: 'sandbox-ewallet-payout',
        currency: 'USD',
        inputs: [{ inputId: 'email', value: `${user.userId}@example.com` }],
      },
    },
    { headers: user.headers },
  );
  expect(res.data?.createWithdrawRequest.__typename).toBe('CreateWithdrawRequestSuccess');
  return res.data!.createWithdrawRequest.id!;
}
