import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxPayloads } from '../../outbox/test-helpers';
import { createTestServer, type TestServer } from '../../test/harness';
import { registerTestUser } from '../../test/users';
import {
  ACTION_FIELDS,
  auth,
  LOGIN,
  waitForMail,
  type ActionData,
  type LoginData,
} from './test-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const REGISTER = `mutation UserRegisterByEmail($input: UserRegisterByEmailInput!, $captcha: String) {
  userRegisterByEmail(input: $input, captcha: $captcha) {
    __typename
    ... on RegisterSuccess { token }
    ... on IdentityError { code message field params { name value } }
  }
}`;

const CURRENT_USER = `query CurrentUser {
  currentUser {
    id uuid email emailConfirmed name phone phoneConfirmed gameBalanceId mainCountry
    firstRegisteredCurrency kyc kycReason isVIP onboarding { country } depositBonusClaimShown
    referralQuestsCompleted oneClickRequisitesShown level language hideZeroBalances hideLevelUp
    totalWager tz twoFactorEnabled createdAt
  }
}`;

type CurrentUser = { currentUser: Record<string, unknown> & { id: string; email: string } };

function registration(overrides: Record<string, unknown> = {}) {
  return {
    input: {
      email: `new-${randomUUID()}@example.com`,
      password: 'Abc#1234',
      currency: { fiat: 'EUR' },
      onboarding: { country: 'DE' },
      language: 'ru',
      cid: 'click-42',
      tz: 'Europe/Berlin',
      ...overrides,
    },
    captcha: 'skipped',
  };
}

type Register = {
  userRegisterByEmail: {
    __typename: string;
    token?: string;
    code?: string;
    field?: string;
    params?: { name: string; value: string }[];
  };
};

describe('registration → confirmation → sign-in → profile → password change', () => {
  it('walks the whole journey', async () => {
    const vars = registration();
    const email = vars.input.email;
    const reg = await server.gql<Register>(REGISTER, vars);
    expect(reg.errors).toBeUndefined();
    expect(reg.data!.userRegisterByEmail.__typename).toBe('RegisterSuccess');
    const firstToken = reg.data!.userRegisterByEmail.token!;
    expect(firstToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const me = await server.gql<CurrentUser>(CURRENT_USER, undefined, auth(firstToken));
    expect(me.errors).toBeUndefined();
    expect(me.data!.currentUser).toMatchObject({
      email,
      emailConfirmed: false,
      mainCountry: 'DE',
      firstRegisteredCurrency: 'EUR',
      kyc: 'NOT_STARTED',
      isVIP: false,
      onboarding: { country: 'DE' },
      language: 'ru',
      totalWager: '0.00',
      tz: 'Europe/Berlin',
      twoFactorEnabled: false,
      gameBalanceId: null,
    });

    // the confirmation link mail, in the player's language, HTML and text
    const mail = await waitForMail(server, email, 'email-confirmation-link');
    expect(mail.subject).toBe('Подтвердите адрес электронной почты');
    expect(mail.html).toContain('<html lang="ru" dir="ltr">');
    const code = /emailConfirmationCode=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(code).toBeTruthy();
    expect(mail.text).toContain(`${server.config.publicUrl}/?emailConfirmationCode=${code}`);
    expect(mail.text).not.toContain('Ваш код');

    const confirmedEvents = () =>
      outboxPayloads(server.db, 'email.confirmed', (e) => e.userId === me.data!.currentUser.id);
    const confirm = await server.gql<{ confirmUserEmail: ActionData }>(
      `mutation ConfirmUserEmail($input: ConfirmUserEmailInput!) { confirmUserEmail(input: $input) { ${ACTION_FIELDS} } }`,
      { input: { code } },
    );
    expect(confirm.data!.confirmUserEmail).toEqual({ __typename: 'ActionSuccess', ok: true });
    expect(await confirmedEvents()).toEqual([{ userId: me.data!.currentUser.id }]);
    const again = await server.gql<{ confirmUserEmail: ActionData }>(
      `mutation ConfirmUserEmail($input: ConfirmUserEmailInput!) { confirmUserEmail(input: $input) { ${ACTION_FIELDS} } }`,
      { input: { code } },
    );
    // walk issue item 21: the link opened again says "already confirmed", not "not found"
    expect(again.data!.confirmUserEmail.code).toBe('EMAIL_ALREADY_CONFIRMED');
    const unknown = await server.gql<{ confirmUserEmail: ActionData }>(
      `mutation ConfirmUserEmail($input: ConfirmUserEmailInput!) { confirmUserEmail(input: $input) { ${ACTION_FIELDS} } }`,
      { input: { code: `${code}x` } },
    );
    expect(unknown.data!.confirmUserEmail.code).toBe('CONFIRMATION_CODE_NOT_FOUND');

    // sign in (email case and spaces do not matter)
    const login = await server.gql<LoginData>(LOGIN, {
      input: { username: ` ${email.toUpperCase()} `, password: 'Abc#1234' },
    });
    expect(login.data!.login.__typename).toBe('LoginSuccess');
    const token = login.data!.login.token!;
    const confirmed = await server.gql<CurrentUser>(CURRENT_USER, undefined, auth(token));
    expect(confirmed.data!.currentUser.emailConfirmed).toBe(true);

    // profile
    const save = await server.gql<{ changeUserProfileDetails: ActionData }>(
      `mutation ChangeUserProfileDetails($input: ChangeUserProfileDetailsInput!) {
        changeUserProfileDetails(input: $input) { ${ACTION_FIELDS} } }`,
      {
        input: {
          address: 'Unter den Linden 1',
          birthDate: '1990-05-17',
          city: 'Berlin',
          country: 'de',
          firstName: 'Anna',
          lastName: 'Schmidt',
          gender: 'female',
          postal: '10117',
          name: 'Anna S.',
        },
      },
      auth(token),
    );
    expect(save.data!.changeUserProfileDetails).toEqual({ __typename: 'ActionSuccess', ok: true });
    const details = await server.gql<{ userProfileDetails: Record<string, unknown> }>(
      'query UserProfileDetails { userProfileDetails { address birthDate firstName lastName city country gender postal state name phone } }',
      undefined,
      auth(token),
    );
    expect(details.data!.userProfileDetails).toEqual({
      address: 'Unter den Linden 1',
      birthDate: '1990-05-17',
      firstName: 'Anna',
      lastName: 'Schmidt',
      city: 'Berlin',
      country: 'DE',
      gender: 'female',
      postal: '10117',
      state: null,
      name: 'Anna S.',
      phone: null,
    });

    // change password: the shared rule applies; the other sessions end, this one stays
    const weak = await server.gql<{ changeUserPassword: ActionData }>(
      `mutation ChangeUserPassword($password: String!) { changeUserPassword(password: $password) { ${ACTION_FIELDS} } }`,
      { password: 'short' },
      auth(token),
    );
    expect(weak.data!.changeUserPassword).toMatchObject({
      code: 'PASSWORD.LENGTH',
      field: 'password',
    });
    const wrongOld = await server.gql<{ changeUserPassword: ActionData }>(
      `mutation ChangeUserPassword($password: String!, $old: String) { changeUserPassword(password: $password, oldPassword: $old) { ${ACTION_FIELDS} } }`,
      { password: 'N3w-Pass!word', old: 'not-it' },
      auth(token),
    );
    expect(wrongOld.data!.changeUserPassword.code).toBe('INVALID_CREDENTIALS');
    const change = await server.gql<{ changeUserPassword: ActionData }>(
      `mutation ChangeUserPassword($password: String!, $captchaToken: String) { changeUserPassword(password: $password, captchaToken: $captchaToken) { ${ACTION_FIELDS} } }`,
      { password: 'N3wPass!word', captchaToken: 'skipped' },
      auth(token),
    );
    expect(change.data!.changeUserPassword).toEqual({ __typename: 'ActionSuccess', ok: true });

    const old = await server.gql(CURRENT_USER, undefined, auth(firstToken));
    expect(old.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
    const current = await server.gql<CurrentUser>(CURRENT_USER, undefined, auth(token));
    expect(current.data!.currentUser.email).toBe(email);

    const oldPassword = await server.gql<LoginData>(LOGIN, {
      input: { username: email, password: 'Abc#1234' },
    });
    expect(oldPassword.data!.login.code).toBe('INVALID_CREDENTIALS');
    const newPassword = await server.gql<LoginData>(LOGIN, {
      input: { username: email, password: 'N3wPass!word' },
    });
    expect(newPassword.data!.login.__typename).toBe('LoginSuccess');

    // logout ends only this session
    const logout = await server.gql<{ logout: boolean }>(
      'mutation Logout { logout }',
      undefined,
      auth(token),
    );
    expect(logout.data!.logout).toBe(true);
    const after = await server.gql(CURRENT_USER, undefined, auth(token));
    expect(after.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
    const other = await server.gql<CurrentUser>(
      CURRENT_USER,
      undefined,
      auth(newPassword.data!.login.token!),
    );
    expect(other.data!.currentUser.email).toBe(email);
  });
});

describe('profile details carry the sign-up data (walk issue 19 item 9)', () => {
  it('shows the sign-up country until the player saves another', async () => {
    const player = await registerTestUser(server, { country: 'KZ' });
    const read = async () =>
      (
        await server.gql<{ userProfileDetails: { country: string | null } }>(
          'query UserProfileDetails { userProfileDetails { country } }',
          undefined,
          { headers: player.headers },
        )
      ).data!.userProfileDetails.country;
    expect(await read()).toBe('KZ');
    const save = await server.gql<{ changeUserProfileDetails: ActionData }>(
      `mutation ChangeUserProfileDetails($input: ChangeUserProfileDetailsInput!) {
        changeUserProfileDetails(input: $input) { ${ACTION_FIELDS} } }`,
      { input: { country: 'tr' } },
      { headers: player.headers },
    );
    expect(save.data!.changeUserProfileDetails).toEqual({ __typename: 'ActionSuccess', ok: true });
    expect(await read()).toBe('TR');
  });
});

describe('registration failures', () => {
  it('refuses an email that exists, whatever its case', async () => {
    const { email } = await registerTestUser(server);
    const res = await server.gql<Register>(REGISTER, registration({ email: email.toUpperCase() }));
    expect(res.data!.userRegisterByEmail).toMatchObject({
      __typename: 'IdentityError',
      code: 'EMAIL_ALREADY_EXISTS',
      field: 'email',
    });
  });

  it('answers the domain validation codes', async () => {
    const cases: [Record<string, unknown>, string, string, Record<string, string>?][] = [
      [{ email: '' }, 'REQUIRED', 'email'],
      [{ email: 'not-an-email' }, 'EMAIL', 'email'],
      [{ password: '' }, 'REQUIRED', 'password'],
      [{ password: 'abc12' }, 'PASSWORD.LENGTH', 'password', { min: '8', max: '20' }],
      [{ password: 'abcdefgh1#' }, 'PASSWORD.UPPERCASE', 'password'],
      [{ currency: { fiat: '' } }, 'REQUIRED', 'currency'],
      [{ currency: { fiat: 'BTC' } }, 'VALIDATION_ERROR', 'currency'],
      [{ onboarding: { country: '' } }, 'REQUIRED', 'country'],
      [{ onboarding: { country: 'Germany' } }, 'VALIDATION_ERROR', 'country'],
    ];
    for (const [overrides, code, field, params] of cases) {
      const res = await server.gql<Register>(REGISTER, registration(overrides));
      const result = res.data!.userRegisterByEmail;
      expect(result, JSON.stringify(overrides)).toMatchObject({
        __typename: 'IdentityError',
        code,
        field,
      });
      if (params) {
        expect(Object.fromEntries(result.params!.map((p) => [p.name, p.value]))).toEqual(params);
      }
    }
  });
});

describe('sign-in failures and account status', () => {
  it('gives INVALID_CREDENTIALS for unknown emails and wrong passwords alike', async () => {
    const user = await registerTestUser(server);
    const unknown = await server.gql<LoginData>(LOGIN, {
      input: { username: `nobody-${randomUUID()}@example.com`, password: 'whatever1' },
    });
    const wrong = await server.gql<LoginData>(LOGIN, {
      input: { username: user.email, password: 'wrong-password' },
    });
    expect(unknown.data!.login).toMatchObject({
      __typename: 'LoginError',
      code: 'INVALID_CREDENTIALS',
    });
    expect(wrong.data!.login).toMatchObject({
      __typename: 'LoginError',
      code: 'INVALID_CREDENTIALS',
    });
    expect(wrong.data!.login.description).toBe(unknown.data!.login.description);
  });

  it('refuses banned and suspended accounts and their sessions', async () => {
    const { users } = await import('./tables');
    const { eq } = await import('drizzle-orm');
    for (const [status, code] of [
      ['BANNED', 'USER_BANNED'],
      ['SUSPENDED', 'USER_SUSPENDED'],
    ] as const) {
      const user = await registerTestUser(server);
      await server.db.update(users).set({ status }).where(eq(users.id, user.userId));
      const res = await server.gql<LoginData>(LOGIN, {
        input: { username: user.email, password: user.password },
      });
      expect(res.data!.login).toMatchObject({ __typename: 'LoginError', code });
      const me = await server.gql(CURRENT_USER, undefined, auth(user.token));
      expect(me.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
    }
  });

  it('gives UNAUTHORIZED to guests and garbage tokens', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer not-a-real-token-at-all-0123456789' },
    ] as Record<string, string>[]) {
      const res = await server.gql(CURRENT_USER, undefined, { headers });
      expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
      const details = await server.gql(
        'query UserProfileDetails { userProfileDetails { city } }',
        undefined,
        { headers },
      );
      expect(details.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
    }
  });
});

describe('phone and language', () => {
  const PHONE = `mutation ChangeUserPhone($phone: String!) { changeUserPhone(phone: $phone) { ${ACTION_FIELDS} } }`;

  it('validates, normalises and keeps phone numbers unique', async () => {
    const a = await registerTestUser(server);
    const b = await registerTestUser(server);
    const number = `+1 415 555 ${String(Math.floor(1000 + Math.random() * 8999))}`;
    const invalid = await server.gql<{ changeUserPhone: ActionData }>(
      PHONE,
      { phone: '12345' },
      auth(a.token),
    );
    expect(invalid.data!.changeUserPhone.code).toBe('INVALID_PHONE_NUMBER');
    const ok = await server.gql<{ changeUserPhone: ActionData }>(
      PHONE,
      { phone: number },
      auth(a.token),
    );
    expect(ok.data!.changeUserPhone.__typename).toBe('ActionSuccess');
    const me = await server.gql<CurrentUser>(CURRENT_USER, undefined, auth(a.token));
    expect(me.data!.currentUser.phone).toBe(number.replace(/\s/g, ''));
    expect(me.data!.currentUser.phoneConfirmed).toBe(false);
    const same = await server.gql<{ changeUserPhone: ActionData }>(
      PHONE,
      { phone: number },
      auth(a.token),
    );
    expect(same.data!.changeUserPhone.__typename).toBe('ActionSuccess');
    const taken = await server.gql<{ changeUserPhone: ActionData }>(
      PHONE,
      { phone: number },
      auth(b.token),
    );
    expect(taken.data!.changeUserPhone.code).toBe('PHONE_ALREADY_EXISTS');
  });

  it('saves a supported language only', async () => {
    const user = await registerTestUser(server);
    const LANG = `mutation ChangeUserLanguage($language: String!) { changeUserLanguage(language: $language) { ${ACTION_FIELDS} } }`;
    const bad = await server.gql<{ changeUserLanguage: ActionData }>(
      LANG,
      { language: 'de' },
      auth(user.token),
    );
    expect(bad.data!.changeUserLanguage.code).toBe('VALIDATION_ERROR');
    const ok = await server.gql<{ changeUserLanguage: ActionData }>(
      LANG,
      { language: 'ar' },
      auth(user.token),
    );
    expect(ok.data!.changeUserLanguage.__typename).toBe('ActionSuccess');
    const me = await server.gql<CurrentUser>(CURRENT_USER, undefined, auth(user.token));
    expect(me.data!.currentUser.language).toBe('ar');
  });

  it('refuses birth dates under 18 with AGE', async () => {
    const user = await registerTestUser(server);
    const year = new Date().getUTCFullYear() - 17;
    const res = await server.gql<{ changeUserProfileDetails: ActionData }>(
      `mutation ChangeUserProfileDetails($input: ChangeUserProfileDetailsInput!) { changeUserProfileDetails(input: $input) { ${ACTION_FIELDS} } }`,
      { input: { birthDate: `${year}-01-01` } },
      auth(user.token),
    );
    expect(res.data!.changeUserProfileDetails).toMatchObject({ code: 'AGE', field: 'birthDate' });
  });
});

describe('reference look-ups', () => {
  it('lists fiat currencies for registration', async () => {
    const res = await server.gql<{
      currenciesSupportedOnThePlatformByDefault: {
        __typename: string;
        currencies: { id: number; code: string; name: string }[];
      };
    }>(
      `query CurrenciesSupportedOnThePlatformByDefault { currenciesSupportedOnThePlatformByDefault {
        __typename ... on SupportedCurrencies { currencies { id code name } } ... on GeneralAppError { code message } } }`,
    );
    const result = res.data!.currenciesSupportedOnThePlatformByDefault;
    expect(result.__typename).toBe('SupportedCurrencies');
    const codes = result.currencies.map((c) => c.code);
    expect(codes).toContain('USD');
    expect(codes).toContain('EUR');
    expect(codes).not.toContain('BTC');
  });

  const GEO =
    'query GetGeoInstructionByIp { getGeoInstructionByIp { currency name country lang } }';
  type Geo = {
    getGeoInstructionByIp: { currency: string; name: string; country: string; lang: string[] };
  };

  it('answers US, USD, en for loopback and ignores X-Forwarded-For without TRUST_PROXY', async () => {
    const res = await server.gql<Geo>(GEO, undefined, {
      headers: { 'x-forwarded-for': '81.2.69.160' },
    });
    expect(res.data!.getGeoInstructionByIp).toEqual({
      currency: 'USD',
      name: 'United States',
      country: 'US',
      lang: ['en'],
    });
  });

  it('reads the client from X-Forwarded-For behind a trusted proxy', async () => {
    const proxied = await createTestServer({ env: { TRUST_PROXY: '1' } });
    try {
      const gb = await proxied.gql<Geo>(GEO, undefined, {
        headers: { 'x-forwarded-for': '81.2.69.160, 10.0.0.1', 'accept-language': 'ru' },
      });
      expect(gb.data!.getGeoInstructionByIp).toEqual({
        currency: 'GBP',
        name: 'Великобритания',
        country: 'GB',
        lang: ['en'],
      });
      const priv = await proxied.gql<Geo>(GEO, undefined, {
        headers: { 'x-forwarded-for': '192.168.1.20' },
      });
      expect(priv.data!.getGeoInstructionByIp.country).toBe('US');
    } finally {
      await proxied.close();
    }
  });
});

describe('REST', () => {
  it('answers 401 UNAUTHORIZED without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/users/me'],
      ['PUT', '/api/users/me'],
      ['POST', '/api/auth/sign-out'],
      ['POST', '/api/auth/reset-password'],
      ['GET', '/api/kyc'],
    ] as const) {
      const res = await server.rest<{ error: { code: string } }>(
        method,
        url,
        method === 'GET' ? undefined : {},
      );
      expect(res.status, url).toBe(401);
      expect(res.body.error.code).toBe('UNAUTHORIZED');
    }
  });

  it('signs in, reads and updates the user, changes the password and signs out', async () => {
    const user = await registerTestUser(server, { currency: 'TRY', country: 'TR' });
    const bad = await server.rest<{ error: { code: string } }>('POST', '/api/auth/sign-in', {
      email: user.email,
      password: 'nope-nope',
    });
    expect(bad.status).toBe(401);
    expect(bad.body.error.code).toBe('INVALID_CREDENTIALS');

    const signIn = await server.rest<{
      response: { token: string; user: Record<string, unknown> };
    }>('POST', '/api/auth/sign-in', { email: user.email, password: user.password });
    expect(signIn.status).toBe(200);
    const token = signIn.body.response.token;
    expect(signIn.body.response.user).toMatchObject({
      id: user.userId,
      firstRegisteredCurrency: 'TRY',
    });
    expect(signIn.body.response.user).not.toHaveProperty('passwordHash');

    const me = await server.rest<{ response: Record<string, unknown> }>(
      'GET',
      '/api/users/me',
      undefined,
      auth(token).headers,
    );
    expect(me.body.response).toMatchObject({ email: user.email, mainCountry: 'TR' });
    expect(me.body.response).not.toHaveProperty('profileDetails');
    const put = await server.rest<{
      response: Record<string, unknown> & { profileDetails: Record<string, unknown> };
    }>(
      'PUT',
      '/api/users/me',
      { hideZeroBalances: true, language: 'tr', city: 'Istanbul', name: 'Deniz' },
      auth(token).headers,
    );
    expect(put.status).toBe(200);
    expect(put.body.response).toMatchObject({
      hideZeroBalances: true,
      language: 'tr',
      name: 'Deniz',
    });
    const extended = await server.rest<{ response: { profileDetails: Record<string, unknown> } }>(
      'GET',
      '/api/users/me?extend=1',
      undefined,
      auth(token).headers,
    );
    expect(extended.body.response.profileDetails).toMatchObject({
      city: 'Istanbul',
      name: 'Deniz',
    });

    const wrongOld = await server.rest<{ error: { code: string } }>(
      'POST',
      '/api/auth/reset-password',
      { oldPassword: 'not-it', newPassword: 'Fresh#Pass9' },
      auth(token).headers,
    );
    expect(wrongOld.body.error.code).toBe('INVALID_CREDENTIALS');
    const changed = await server.rest<{ response: { ok: boolean } }>(
      'POST',
      '/api/auth/reset-password',
      { oldPassword: user.password, newPassword: 'Fresh#Pass9' },
      auth(token).headers,
    );
    expect(changed.body.response.ok).toBe(true);
    const registrationSession = await server.rest('GET', '/api/users/me', undefined, user.headers);
    expect(registrationSession.status).toBe(401);

    const out = await server.rest<{ response: { ok: boolean } }>(
      'POST',
      '/api/auth/sign-out',
      undefined,
      auth(token).headers,
    );
    expect(out.body.response.ok).toBe(true);
    const gone = await server.rest<{ error: { code: string } }>(
      'GET',
      '/api/users/me',
      undefined,
      auth(token).headers,
    );
    expect(gone.status).toBe(401);
    expect(gone.body).toEqual({ error: { code: 'UNAUTHORIZED', message: expect.any(String) } });
  });
});
