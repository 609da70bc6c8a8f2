// Test helper: registers a player through the real GraphQL mutation and returns their session.
//
//   const { token, userId, email, password } = await registerTestUser(server);
//   await server.gql('query CurrentUser { currentUser { id } }', undefined, {
//     headers: { authorization: `Bearer ${token}` },
//   });
import { randomUUID } from 'node:crypto';
import type { TestServer } from './harness';

export interface TestUserOverrides {
  email?: string;
  password?: string;
  /** the account currency (fiat), default USD */
  currency?: string;
  /** default US */
  country?: string;
  /** default en */
  language?: string;
  cid?: string;
  tz?: string;
}

export interface TestUser {
  token: string;
  userId: string;
  email: string;
  password: string;
  /** `{ authorization: 'Bearer <token>' }` for gql/rest headers */
  headers: Record<string, string>;
}

const REGISTER = `mutation UserRegisterByEmail($input: UserRegisterByEmailInput!) {
  userRegisterByEmail(input: $input) {
    __typename
    ... on RegisterSuccess { token }
    ... on IdentityError { code message field }
  }
}`;

export async function registerTestUser(
  server: TestServer,
  overrides: TestUserOverrides = {},
): Promise<TestUser> {
  const email = overrides.email ?? `player-${randomUUID()}@example.com`;
  const password = overrides.password ?? 'Secret#2024';
  const res = await server.gql<{
    userRegisterByEmail: { __typename: string; token?: string; code?: string; message?: string };
  }>(REGISTER, {
    input: {
      email,
      password,
      currency: { fiat: overrides.currency ?? 'USD' },
      onboarding: { country: overrides.country ?? 'US' },
      language: overrides.language ?? 'en',
      ...(overrides.cid ? { cid: overrides.cid } : {}),
      tz: overrides.tz ?? 'UTC',
    },
  });
  const result = res.data?.userRegisterByEmail;
  if (!result?.token) {
    throw new Error(
      `registerTestUser failed: ${result?.code ?? JSON.stringify(res.errors)} ${result?.message ?? ''}`,
    );
  }
  const me = await server.gql<{ currentUser: { id: string } }>(
    'query CurrentUser { currentUser { id } }',
    undefined,
    { headers: { authorization: `Bearer ${result.token}` } },
  );
  const userId = me.data?.currentUser.id;
  if (!userId) throw new Error(`registerTestUser: currentUser failed ${JSON.stringify(me.errors)}`);
  return {
    token: result.token,
    userId,
    email,
    password,
    headers: { authorization: `Bearer ${result.token}` },
  };
}
