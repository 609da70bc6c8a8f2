// Staff identity over the staff API: invitation → TOTP enrolment → sign-in with password and code;
// idle timeout with the injected clock; disabled accounts; the player token is not a staff token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness';
import { createTestStaff, errorCode, staffGql, totpCode, TEST_STAFF_PASSWORD } from '../test/staff';
import { registerTestUser } from '../test/users';

const ME = 'query Me { me { id email role permissions idleTimeoutSeconds } }';
const SIGN_IN = `mutation SignIn($email: String!, $password: String!, $totpCode: String!) {
  signIn(email: $email, password: $password, totpCode: $totpCode) { token me { id role } }
}`;
const OP = { 'x-operator-token': 'test-operator-token-0123456789abcdef' };

describe('staff identity', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ env: { OPERATOR_TOKEN: OP['x-operator-token'] } });
  });
  afterAll(() => server.close());

  it('an invitation link enrols TOTP, sets the password and signs in; the link then is used up', async () => {
    const email = `inv-${Date.now()}@example.com`;
    const invite = await staffGql<{ inviteStaff: { url: string } }>(
      server,
      `mutation Invite($email: String!) { inviteStaff(email: $email, name: "Iva", role: finance) { url invitation { email role } } }`,
      { email },
      OP,
    );
    expect(invite.errors).toBeUndefined();
    const token = new URL(invite.data!.inviteStaff.url, 'http://x').searchParams.get('token')!;
    expect(invite.data!.inviteStaff.url).toMatch(/^\/backoffice\/invite\?token=/);

    const read = await staffGql<{ invitation: { email: string; role: string } }>(
      server,
      'query Invitation($token: String!) { invitation(token: $token) { email role } }',
      { token },
    );
    expect(read.data!.invitation).toEqual({ email, role: 'finance' });

    const begin = await staffGql<{ beginInvitation: { secret: string; otpauthUrl: string } }>(
      server,
      'mutation Begin($token: String!) { beginInvitation(token: $token) { secret otpauthUrl } }',
      { token },
    );
    const { secret, otpauthUrl } = begin.data!.beginInvitation;
    expect(otpauthUrl).toContain('otpauth://totp/');
    expect(otpauthUrl).toContain(`secret=${secret}`);

    const ACCEPT = `mutation Accept($token: String!, $password: String!, $code: String!) {
      acceptInvitation(token: $token, password: $password, totpCode: $code) { token me { email role } }
    }`;
    const weak = await staffGql(server, ACCEPT, {
      token,
      password: 'short1',
      code: await totpCode(secret),
    });
    expect(errorCode(weak)).toBe('VALIDATION_ERROR');
    const wrongCode = await staffGql(server, ACCEPT, {
      token,
      password: TEST_STAFF_PASSWORD,
      code: '000000',
    });
    expect(errorCode(wrongCode)).toBe('INVALID_TWO_FACTOR_CODE');
    const accepted = await staffGql<{ acceptInvitation: { token: string; me: { role: string } } }>(
      server,
      ACCEPT,
      { token, password: TEST_STAFF_PASSWORD, code: await totpCode(secret) },
    );
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data!.acceptInvitation.me.role).toBe('finance');
    const again = await staffGql(server, ACCEPT, {
      token,
      password: TEST_STAFF_PASSWORD,
      code: await totpCode(secret, 1),
    });
    expect(errorCode(again)).toBe('STAFF_INVITATION_INVALID');

    // sign-in needs all three; a wrong code says no more than a wrong password
    const bad = await staffGql(server, SIGN_IN, {
      email,
      password: TEST_STAFF_PASSWORD,
      totpCode: '123456',
    });
    expect(errorCode(bad)).toBe('INVALID_CREDENTIALS');
    const badPassword = await staffGql(server, SIGN_IN, {
      email,
      password: 'Wrong-password-1',
      totpCode: await totpCode(secret, 1),
    });
    expect(errorCode(badPassword)).toBe('INVALID_CREDENTIALS');
    const ok = await staffGql<{ signIn: { token: string } }>(server, SIGN_IN, {
      email,
      password: TEST_STAFF_PASSWORD,
      totpCode: await totpCode(secret, 1),
    });
    expect(ok.errors).toBeUndefined();
    // the same code twice is a replay
    const replay = await staffGql(server, SIGN_IN, {
      email,
      password: TEST_STAFF_PASSWORD,
      totpCode: await totpCode(secret, 1),
    });
    expect(errorCode(replay)).toBe('INVALID_CREDENTIALS');

    const me = await staffGql<{ me: { role: string; permissions: string[] } }>(
      server,
      ME,
      {},
      {
        authorization: `Bearer ${ok.data!.signIn.token}`,
      },
    );
    expect(me.data!.me.role).toBe('finance');
    expect(me.data!.me.permissions).toContain('WITHDRAWALS_DECIDE');
    expect(me.data!.me.permissions).not.toContain('STAFF_MANAGE');
  });

  it('a session ends after the idle timeout (injected clock) and each request extends it', async () => {
    const staff = await createTestStaff(server, 'support');
    const idle = server.config.backoffice.idleTimeoutMs;
    server.clock.advance(idle - 60_000);
    expect((await staffGql(server, ME, {}, staff.headers)).errors).toBeUndefined();
    server.clock.advance(idle - 60_000); // within the window of the last request
    expect((await staffGql(server, ME, {}, staff.headers)).errors).toBeUndefined();
    server.clock.advance(idle + 1000);
    expect(errorCode(await staffGql(server, ME, {}, staff.headers))).toBe('UNAUTHORIZED');
  });

  it('a player token is not a staff token, and no staff field exists on /graphql', async () => {
    const player = await registerTestUser(server);
    const res = await staffGql(server, ME, {}, player.headers);
    expect(errorCode(res)).toBe('UNAUTHORIZED');
    const onPlayer = await server.gql('query Me { me { id } }', undefined, {
      headers: player.headers,
    });
    expect(onPlayer.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('a disabled account is signed out and cannot sign in', async () => {
    const admin = await createTestStaff(server, 'admin');
    const victim = await createTestStaff(server, 'readonly');
    const res = await staffGql(
      server,
      'mutation Disable($id: ID!) { disableStaff(staffId: $id, reason: "left the company") { disabled } }',
      { id: victim.id },
      admin.headers,
    );
    expect(res.errors).toBeUndefined();
    expect(errorCode(await staffGql(server, ME, {}, victim.headers))).toBe('UNAUTHORIZED');
    const signIn = await staffGql(server, SIGN_IN, {
      email: victim.email,
      password: TEST_STAFF_PASSWORD,
      totpCode: await totpCode(victim.secret, 1),
    });
    expect(errorCode(signIn)).toBe('INVALID_CREDENTIALS');
  });
});
