// Self-exclusion across accounts by verified identity (issue 14): the name and birth date of a
// VERIFIED KYC of a self-excluded player cannot be entered on another account's profile, and an
// operator cannot verify another account with them; an exclusion taken before the verification
// is remembered when the verification comes.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness';
import { errorCode, staffGql } from '../../test/staff';
import { registerTestUser, type TestUser } from '../../test/users';
import { identityKeys, normalName } from './blocks';

const OPERATOR_TOKEN = 'operator-token-for-rg-identity-0123456789';
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ env: { OPERATOR_TOKEN } });
});
afterAll(async () => {
  await server?.close();
});

const PROFILE = `mutation ChangeUserProfileDetails($input: ChangeUserProfileDetailsInput!) {
  changeUserProfileDetails(input: $input) { __typename ... on IdentityError { code } } }`;

async function setProfile(
  user: TestUser,
  input: { firstName?: string; lastName?: string; birthDate?: string },
): Promise<{ __typename: string; code?: string }> {
  const res = await server.gql<{ changeUserProfileDetails: { __typename: string; code?: string } }>(
    PROFILE,
    { input },
    { headers: user.headers },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.changeUserProfileDetails;
}

/** A KYC approval through the staff API (the operator token acts as the automation admin). */
async function verify(userId: string): Promise<{ __typename: string; code?: string }> {
  const res = await staffGql<{ approveKyc: { __typename: string } }>(
    server,
    'mutation ApproveKyc($playerId: ID!) { approveKyc(playerId: $playerId) { __typename } }',
    { playerId: userId },
    { 'x-operator-token': OPERATOR_TOKEN },
  );
  const code = errorCode(res);
  return code ? { __typename: 'Refused', code } : { __typename: 'Verified' };
}

async function selfExclude(user: TestUser): Promise<void> {
  const res = await server.gql<{ selfExclude: { __typename: string } }>(
    `mutation SelfExclude($password: String!) { selfExclude(duration: YEARS_1, password: $password) {
      __typename } }`,
    { password: user.password },
    { headers: user.headers },
  );
  expect(res.data!.selfExclude.__typename).toBe('RgExclusionSuccess');
}

async function kycStatus(user: TestUser): Promise<string> {
  const res = await server.gql<{ currentUser: { kyc: string } }>(
    'query { currentUser { kyc } }',
    undefined,
    {
      headers: user.headers,
    },
  );
  if (res.data?.currentUser) return res.data.currentUser.kyc;
  throw new Error(JSON.stringify(res.errors));
}

/** A birth date unique to the test (name collisions between runs on a shared database). */
function birthDate(): string {
  const n = Math.floor(Math.random() * 9000);
  const d = new Date(Date.UTC(1960, 0, 1) + n * 86_400_000);
  return d.toISOString().slice(0, 10);
}

describe('the identity key', () => {
  it('folds accents, case, spaces and punctuation of the name; the birth date counts', () => {
    expect(normalName("  José-María O'Neil ")).toBe('josemariaoneil');
    const a = identityKeys({
      identity: { firstName: 'José María', lastName: "O'Neil", birthDate: '1980-02-03' },
    });
    const b = identityKeys({
      identity: { firstName: 'JOSE-MARIA', lastName: 'oneil', birthDate: '1980-02-03T00:00:00Z' },
    });
    const c = identityKeys({
      identity: { firstName: 'Jose Maria', lastName: 'ONeil', birthDate: '1980-02-04' },
    });
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });
});

describe('self-exclusion across accounts by verified identity', () => {
  it('refuses the identity on another profile and its verification on another account', async () => {
    const born = birthDate();
    const surname = `Lovelace${randomUUID().slice(0, 6)}`;
    const excluded = await registerTestUser(server);
    expect(
      await setProfile(excluded, { firstName: 'Ada', lastName: surname, birthDate: born }),
    ).toMatchObject({ __typename: 'ActionSuccess' });
    expect(await verify(excluded.userId)).toMatchObject({
      __typename: 'Verified',
    });

    // a second account of the same person, made (and filled in) before the exclusion
    const earlier = await registerTestUser(server);
    expect(
      await setProfile(earlier, { firstName: 'ADA', lastName: ` ${surname} `, birthDate: born }),
    ).toMatchObject({ __typename: 'ActionSuccess' });

    await selfExclude(excluded);

    // the profile path: the same person's name and birth date on a new account are refused
    const later = await registerTestUser(server);
    expect(
      await setProfile(later, { firstName: 'Ada', lastName: surname, birthDate: born }),
    ).toMatchObject({ __typename: 'IdentityError', code: 'RG_SELF_EXCLUDED' });
    // one field at a time too: the last one completing the identity is refused
    expect(
      await setProfile(later, { firstName: 'ádá', lastName: surname.toUpperCase() }),
    ).toMatchObject({ __typename: 'ActionSuccess' });
    expect(await setProfile(later, { birthDate: born })).toMatchObject({
      code: 'RG_SELF_EXCLUDED',
    });
    // another person (one day apart) is not
    const dayAfter = new Date(Date.parse(born) + 86_400_000).toISOString().slice(0, 10);
    expect(await setProfile(later, { birthDate: dayAfter })).toMatchObject({
      __typename: 'ActionSuccess',
    });

    // the KYC decision: the earlier account cannot be verified with the excluded identity
    expect(await verify(earlier.userId)).toMatchObject({
      __typename: 'Refused',
      code: 'RG_SELF_EXCLUDED',
    });
    expect(await kycStatus(earlier)).not.toBe('VERIFIED');
    // the excluded player's own profile is not refused for being theirs
    expect(await verify(later.userId)).toMatchObject({
      __typename: 'Verified',
    });
  });

  it('an exclusion taken before the verification is remembered when the identity is verified', async () => {
    const born = birthDate();
    const surname = `Hopper${randomUUID().slice(0, 6)}`;
    const player = await registerTestUser(server);
    expect(
      await setProfile(player, { firstName: 'Grace', lastName: surname, birthDate: born }),
    ).toMatchObject({ __typename: 'ActionSuccess' });
    await selfExclude(player);
    const other = await registerTestUser(server);
    // not verified yet: no identity key, the other account may enter the same name
    expect(
      await setProfile(other, { firstName: 'Grace', lastName: surname, birthDate: born }),
    ).toMatchObject({ __typename: 'ActionSuccess' });
    expect(await verify(player.userId)).toMatchObject({
      __typename: 'Verified',
    });
    // from now on the identity is the excluded player's
    expect(await verify(other.userId)).toMatchObject({ code: 'RG_SELF_EXCLUDED' });
    const third = await registerTestUser(server);
    expect(
      await setProfile(third, { firstName: 'grace', lastName: surname, birthDate: born }),
    ).toMatchObject({ code: 'RG_SELF_EXCLUDED' });
  });
});
