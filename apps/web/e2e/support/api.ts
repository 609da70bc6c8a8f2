// What the e2e journeys do through the real server's API rather than the UI: GraphQL calls,
// registering a player (and signing the page in with its token), fun money, balances and the
// operator API. One place, so every spec registers and calls the API the same way.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const OPERATOR_TOKEN =
  process.env.E2E_OPERATOR_TOKEN ?? 'e2e-operator-token-0123456789abcdef';

export const PASSWORD = 'Secret#123';

type Requester = Page | APIRequestContext;
const requestOf = (from: Requester): APIRequestContext => ('request' in from ? from.request : from);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- specs read GraphQL answers loosely
export type LooseData = any;

export interface GqlOptions {
  token?: string;
  /** operator calls: sends `x-operator-token` */
  operator?: boolean;
  /** extra headers, e.g. `accept-language` */
  headers?: Record<string, string>;
}

/**
 * A GraphQL call (`POST /graphql?op=`): fails the test on HTTP or GraphQL errors. The last
 * argument is the player's token or the options.
 */
export async function gql<T = LooseData>(
  from: Requester,
  op: string,
  query: string,
  variables: Record<string, unknown> = {},
  tokenOrOptions: string | GqlOptions = {},
): Promise<T> {
  const options = typeof tokenOrOptions === 'string' ? { token: tokenOrOptions } : tokenOrOptions;
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.operator) headers['x-operator-token'] = OPERATOR_TOKEN;
  const res = await requestOf(from).post(`/graphql?op=${op}`, {
    headers,
    data: { operationName: op, query, variables },
  });
  expect(res.ok(), `${op}: HTTP ${res.status()}`).toBeTruthy();
  const body = await res.json();
  expect(body.errors, `${op}: ${JSON.stringify(body.errors)}`).toBeUndefined();
  return body.data as T;
}

export interface Player {
  email: string;
  token: string;
}

/** A unique e-mail address: `<prefix>-<time>-<random>@example.com`. */
export function uniqueEmail(prefix = 'e2e', domain = 'example.com'): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@${domain}`;
}

export interface RegisterOptions {
  /** e-mail prefix, to tell the spec's players apart in logs */
  prefix?: string;
  /** the whole e-mail address (else a unique one from `prefix`) */
  email?: string;
  password?: string;
  language?: string;
  currency?: string;
  country?: string;
}

/** Registers a player through the API (unique e-mail) and returns its token. */
export async function registerPlayer(
  from: Requester,
  options: RegisterOptions = {},
): Promise<Player> {
  const { prefix = 'e2e', language = 'en', currency = 'USD', country = 'US' } = options;
  const email = options.email ?? uniqueEmail(prefix);
  const password = options.password ?? PASSWORD;
  const data = await gql<{
    userRegisterByEmail: { __typename: string; token?: string };
  }>(
    from,
    'UserRegisterByEmail',
    `mutation UserRegisterByEmail($input: UserRegisterByEmailInput!) {
      userRegisterByEmail(input: $input) { __typename ... on RegisterSuccess { token } }
    }`,
    {
      input: {
        email,
        password,
        language,
        currency: { fiat: currency },
        onboarding: { country },
      },
    },
  );
  const token = data.userRegisterByEmail.token;
  expect(token, `registration of ${email}: ${data.userRegisterByEmail.__typename}`).toBeTruthy();
  return { email, token: token! };
}

/** Every page the test opens from now on starts signed in as `token`, in `language`. */
export async function signInPage(page: Page, token: string, language = 'en'): Promise<void> {
  await page.addInitScript(
    ([value, lng]) => {
      window.localStorage.setItem('token', value);
      window.localStorage.setItem('selectedLanguage', lng);
    },
    [token, language] as const,
  );
}

/** Registers a player and signs the page in as it. */
export async function registerAndSignIn(
  page: Page,
  options: RegisterOptions = {},
): Promise<Player> {
  const player = await registerPlayer(page, options);
  await signInPage(page, player.token, options.language);
  return player;
}

/** The signed-in player's user id. */
export async function userIdOf(from: Requester, token: string): Promise<string> {
  const data = await gql<{ currentUser: { id: string } }>(
    from,
    'CurrentUser',
    'query CurrentUser { currentUser { id } }',
    {},
    { token },
  );
  expect(data.currentUser.id).toBeTruthy();
  return data.currentUser.id;
}

/**
 * The staff API (`/backoffice/graphql`) as the operator: OPERATOR_TOKEN is the audited automation
 * actor there. Answers `data`; fails the test on any error.
 */
export async function staffOperatorGql<T = Record<string, unknown>>(
  from: Requester,
  operationName: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const res = await requestOf(from).post(`/backoffice/graphql?op=${operationName}`, {
    headers: { 'x-operator-token': OPERATOR_TOKEN },
    data: { operationName, query, variables },
  });
  expect(res.ok(), `${operationName}: HTTP ${res.status()}`).toBeTruthy();
  const body = await res.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

/** Operator: sets the player's VIP level (the chat opens at level 10) on the staff API. */
export async function setVipLevel(from: Requester, userId: string, level: number): Promise<void> {
  const data = await staffOperatorGql<{ setPlayerVipLevel: { level: number } }>(
    from,
    'SetPlayerVipLevel',
    `mutation SetPlayerVipLevel($playerId: ID!, $level: Int!) {
      setPlayerVipLevel(playerId: $playerId, level: $level, reason: "e2e") { level }
    }`,
    { playerId: userId, level },
  );
  expect(data.setPlayerVipLevel.level).toBe(level);
}

/**
 * Operator: decides the player's KYC as VERIFIED (card payouts need it), through the staff API
 * (`/backoffice/graphql`) where OPERATOR_TOKEN is the audited automation actor.
 */
export async function verifyKyc(from: Requester, token: string): Promise<void> {
  const userId = await userIdOf(from, token);
  const data = await staffOperatorGql<{ approveKyc: { status: string } }>(
    from,
    'ApproveKyc',
    `mutation ApproveKyc($playerId: ID!) { approveKyc(playerId: $playerId) { status } }`,
    { playerId: userId },
  );
  expect(data.approveKyc.status).toBe('VERIFIED');
}

/**
 * A card deposit through the sandbox processor without the UI (PAYMENT_SANDBOX=1): create the
 * payment, then press Pay on its hosted page.
 */
export async function sandboxDeposit(
  page: Page,
  token: string,
  amount = 25,
  currency = 'USD',
): Promise<void> {
  const data = await gql(
    page,
    'CreateFiatDepositPayment',
    `mutation CreateFiatDepositPayment($input: CreateFiatDepositPaymentInput!) {
      createFiatDepositPayment(input: $input) { status paymentLink }
    }`,
    {
      input: {
        methodId: 'sandbox-card',
        currency,
        amount,
        returnUrl: new URL('/', page.url()).toString(),
        predefinedFields: [
          { name: 'NAME', value: 'Ada Lovelace' },
          { name: 'COUNTRY', value: 'US' },
        ],
        userAgent: 'playwright',
      },
    },
    { token },
  );
  const created = data.createFiatDepositPayment;
  expect(created.status).toBe('SUCCESS');
  const link = new URL(created.paymentLink as string);
  const pay = await page.request.post(link.pathname, {
    form: { token: link.searchParams.get('token')!, decision: 'approve', lang: 'en' },
    maxRedirects: 0,
  });
  expect(pay.status()).toBe(303);
}

export interface OutboxMail {
  kind: string;
  text: string;
  subject: string;
}

/** Waits for the dev outbox (DEV_OUTBOX=1) to hold a mail of `kind` to `to`; answers it. */
export async function mailTo(from: Requester, to: string, kind: string): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const res = await requestOf(from).get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
        if (!res.ok()) return false;
        const body = (await res.json()) as { response: { items: OutboxMail[] } };
        found = body.response.items.find((item) => item.kind === kind);
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** Demo money on the REAL balance (FUN_TOP_UP=1 on the e2e server). */
export async function funTopUp(from: Requester, token: string): Promise<void> {
  const res = await requestOf(from).post('/api/payment/fun-top-up', {
    headers: {
      authorization: `Bearer ${token}`,
      'idempotency-key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
    },
    data: {},
  });
  expect(res.ok(), `fun top-up: HTTP ${res.status()}`).toBeTruthy();
}

export interface Balance {
  real: string;
  bonus: string;
  currency: string;
}

/** The player's first balance (decimal strings in major units). */
export async function balanceOf(from: Requester, token: string): Promise<Balance> {
  const data = await gql<{
    currentUser: { balance: Array<{ real: string; bonus: string; currency: { code: string } }> };
  }>(
    from,
    'CurrentUser',
    'query CurrentUser { currentUser { balance { real bonus currency { code } } } }',
    {},
    { token },
  );
  const b = data.currentUser.balance[0]!;
  return { real: b.real, bonus: b.bonus, currency: b.currency.code };
}

/** The player's REAL balance (decimal string, major units). */
export async function realBalance(from: Requester, token: string): Promise<string> {
  return (await balanceOf(from, token)).real;
}

/** Opens the side menu where it is a drawer (phones); on desktop it is always open. */
export async function openSideMenu(page: Page): Promise<void> {
  const burger = page.getByRole('button', { name: 'Open menu' });
  if (await burger.isVisible()) await burger.click();
}

/**
 * The first game of these categories that runs `engine` — by default a one-player game, not a
 * shared live table (`live: true` asks for a table). '' when there is none.
 */
export async function findGame(
  from: Requester,
  categories: string[],
  engine: string,
  options: { token?: string; live?: boolean } = {},
): Promise<string> {
  const list = await gql<{ gamesList: { items: { slug: string }[] } }>(
    from,
    'GamesList',
    `query GamesList($input: GamesListInput) { gamesList(input: $input) { items { slug } } }`,
    { input: { filter: { categories }, pagination: { page: 1, count: 100 } } },
    options.token ?? {},
  );
  for (const { slug } of list.gamesList.items) {
    const r = await gql<{ gameEngine: { engine?: string; liveTable?: boolean } }>(
      from,
      'GameEngine',
      `query GameEngine($slug: String!) { gameEngine(slug: $slug) {
         ... on GameEngineConfig { engine liveTable } } }`,
      { slug },
      options.token ?? {},
    );
    if (r.gameEngine.engine === engine && Boolean(r.gameEngine.liveTable) === Boolean(options.live))
      return slug;
  }
  return '';
}
